package embedded

// entitySchema holds the patient record (bi-temporal facts) and the pending
// claims. Every table is keyed by (tenant_id, id): ids are the caller's and
// unique only inside a tenant. Times are fixed-width UTC text (timeText), so
// text order is time order and as-of reads compare strings.
const entitySchema = `
CREATE TABLE entity_facts (
	tenant_id         TEXT NOT NULL,
	id                TEXT NOT NULL,
	patient_id        TEXT NOT NULL,
	type              TEXT NOT NULL,
	display           TEXT NOT NULL,
	code_system       TEXT NOT NULL,
	code              TEXT NOT NULL,
	attributes        TEXT NOT NULL, -- JSON object of strings
	status            TEXT NOT NULL,
	verification      TEXT NOT NULL,
	kind              TEXT NOT NULL,
	confidence        REAL NOT NULL,
	source_kind       TEXT NOT NULL,
	source_turn_id    TEXT NOT NULL,
	source_session_id TEXT NOT NULL,
	valid_from        TEXT NOT NULL,
	valid_to          TEXT,
	recorded_at       TEXT NOT NULL,
	superseded_at     TEXT,
	PRIMARY KEY (tenant_id, id)
) WITHOUT ROWID;

CREATE INDEX entity_facts_patient ON entity_facts (tenant_id, patient_id, recorded_at, id);

CREATE TABLE entity_claims (
	tenant_id      TEXT NOT NULL,
	id             TEXT NOT NULL,
	patient_id     TEXT NOT NULL,
	session_id     TEXT NOT NULL,
	turn_id        TEXT NOT NULL,
	status         TEXT NOT NULL,
	reason         TEXT NOT NULL,
	confidence     REAL NOT NULL,
	proposed       TEXT NOT NULL, -- JSON of entity.Fact
	conflicts_with TEXT NOT NULL, -- JSON array of fact ids
	text           TEXT NOT NULL,
	explanation    TEXT NOT NULL,
	created_at     TEXT NOT NULL,
	resolved_at    TEXT,
	resolved_by    TEXT NOT NULL,
	note           TEXT NOT NULL,
	PRIMARY KEY (tenant_id, id)
) WITHOUT ROWID;

CREATE INDEX entity_claims_created ON entity_claims (tenant_id, created_at, id);
CREATE INDEX entity_claims_patient ON entity_claims (tenant_id, patient_id, created_at, id);
CREATE INDEX entity_claims_status ON entity_claims (tenant_id, status, created_at, id);
`
