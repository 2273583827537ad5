package embedded

// sessionSchema is owned by the session/tenancy/audit part of the store.
//
// Every table of patient data is keyed by tenant_id first, so that ids of one
// tenant never meet another's. Times are timeText strings (fixed-width UTC),
// so text order is time order. The audit tables are append-only: triggers
// refuse UPDATE and DELETE, so a chain once written cannot be rewritten
// through SQL either.
const sessionSchema = `
CREATE TABLE tenants (
	id         TEXT PRIMARY KEY,
	name       TEXT NOT NULL,
	created_at TEXT NOT NULL
);

CREATE TABLE api_keys (
	id         TEXT PRIMARY KEY,
	tenant_id  TEXT NOT NULL REFERENCES tenants (id),
	role       TEXT NOT NULL,
	hash       TEXT NOT NULL UNIQUE,
	created_at TEXT NOT NULL,
	revoked_at TEXT
);

CREATE INDEX api_keys_tenant ON api_keys (tenant_id);

CREATE TABLE turns (
	tenant_id   TEXT NOT NULL,
	patient_id  TEXT NOT NULL,
	session_id  TEXT NOT NULL,
	turn_id     TEXT NOT NULL,
	seq         INTEGER NOT NULL,
	speaker     TEXT NOT NULL,
	text        TEXT NOT NULL,
	lang        TEXT NOT NULL,
	at          TEXT NOT NULL,
	kind        TEXT NOT NULL,
	topics      TEXT NOT NULL DEFAULT '[]', -- JSON array of strings
	fingerprint TEXT NOT NULL,
	recorded_at TEXT NOT NULL,
	response    BLOB,
	PRIMARY KEY (tenant_id, patient_id, session_id, turn_id),
	UNIQUE (tenant_id, patient_id, session_id, seq)
);

CREATE INDEX turns_patient_time ON turns (tenant_id, patient_id, at, seq);

CREATE TABLE outbox (
	tenant_id  TEXT NOT NULL,
	id         TEXT NOT NULL,
	patient_id TEXT NOT NULL,
	kind       TEXT NOT NULL,
	payload    BLOB,
	attempts   INTEGER NOT NULL DEFAULT 0,
	last_error TEXT NOT NULL DEFAULT '',
	created_at TEXT NOT NULL,
	done_at    TEXT,
	PRIMARY KEY (tenant_id, id)
);

-- Pending items in drain order; rowid breaks ties in insertion order.
CREATE INDEX outbox_pending ON outbox (tenant_id, created_at) WHERE done_at IS NULL;

CREATE TABLE audit_events (
	tenant_id  TEXT NOT NULL,
	seq        INTEGER NOT NULL,
	at         TEXT NOT NULL,
	actor      TEXT NOT NULL,
	type       TEXT NOT NULL,
	patient_id TEXT NOT NULL DEFAULT '',
	entity_id  TEXT NOT NULL,
	before     BLOB,
	after      BLOB,
	reason     TEXT NOT NULL,
	hash       TEXT NOT NULL,
	prev_hash  TEXT NOT NULL,
	PRIMARY KEY (tenant_id, seq)
);

CREATE INDEX audit_events_patient ON audit_events (tenant_id, patient_id, seq);

CREATE TABLE audit_access (
	tenant_id  TEXT NOT NULL,
	seq        INTEGER NOT NULL,
	at         TEXT NOT NULL,
	key_id     TEXT NOT NULL,
	role       TEXT NOT NULL,
	route      TEXT NOT NULL,
	patient_id TEXT NOT NULL,
	items      INTEGER NOT NULL,
	PRIMARY KEY (tenant_id, seq)
);

CREATE INDEX audit_access_time ON audit_access (tenant_id, at, seq);
CREATE INDEX audit_access_patient ON audit_access (tenant_id, patient_id, at, seq);

CREATE TRIGGER audit_events_no_update BEFORE UPDATE ON audit_events
BEGIN SELECT RAISE(ABORT, 'audit_events is append-only'); END;

CREATE TRIGGER audit_events_no_delete BEFORE DELETE ON audit_events
BEGIN SELECT RAISE(ABORT, 'audit_events is append-only'); END;

CREATE TRIGGER audit_access_no_update BEFORE UPDATE ON audit_access
BEGIN SELECT RAISE(ABORT, 'audit_access is append-only'); END;

CREATE TRIGGER audit_access_no_delete BEFORE DELETE ON audit_access
BEGIN SELECT RAISE(ABORT, 'audit_access is append-only'); END;
`

// patientsSchema records each patient a tenant knows, written in the same
// transaction as the first turn or the first change to the record, so a
// patient whose record a clinician entered before any conversation is
// known to every read. Existing patients are taken from their turns and
// their outbox items.
const patientsSchema = `
CREATE TABLE patients (
	tenant_id  TEXT NOT NULL,
	patient_id TEXT NOT NULL,
	created_at TEXT NOT NULL,
	PRIMARY KEY (tenant_id, patient_id)
);

INSERT OR IGNORE INTO patients (tenant_id, patient_id, created_at)
	SELECT tenant_id, patient_id, MIN(recorded_at) FROM turns GROUP BY tenant_id, patient_id;
INSERT OR IGNORE INTO patients (tenant_id, patient_id, created_at)
	SELECT tenant_id, patient_id, MIN(created_at) FROM outbox WHERE patient_id != '' GROUP BY tenant_id, patient_id;
`
