package embedded

// summariesSchema holds the structured summaries of older turns
// (summarize.Fold), keyed like turns by tenant first. fields and turn_ids
// are JSON; a summary is written once and never updated (PutSummary is
// idempotent on id).
const summariesSchema = `
CREATE TABLE summaries (
	tenant_id  TEXT NOT NULL,
	patient_id TEXT NOT NULL,
	session_id TEXT NOT NULL,
	id         TEXT NOT NULL,
	topic      TEXT NOT NULL,
	fields     TEXT NOT NULL DEFAULT '{}', -- JSON object of string arrays
	text       TEXT NOT NULL,
	from_seq   INTEGER NOT NULL,
	to_seq     INTEGER NOT NULL,
	turn_ids   TEXT NOT NULL DEFAULT '[]', -- JSON array of strings
	created_at TEXT NOT NULL,
	PRIMARY KEY (tenant_id, patient_id, session_id, id)
);

CREATE INDEX summaries_session ON summaries (tenant_id, patient_id, session_id, from_seq);
CREATE INDEX summaries_patient_time ON summaries (tenant_id, patient_id, created_at);
`
