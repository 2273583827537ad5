package embedded

// indexSchema is owned by the vector index part of the store.
//
// vector_points holds one row per retrieval.Point, keyed by (tenant_id, id):
// point ids are unique only inside a tenant. vector is the point's vector
// L2-normalized at write time and stored as little-endian float32, so a
// search scores with a dot product. Every search reads through
// vector_points_patient, with tenant and patient in the WHERE clause.
// vector_meta records the dimension the file was created with, so a changed
// embedder is a startup error instead of silently wrong scores.
const indexSchema = `
CREATE TABLE vector_meta (
	key   TEXT PRIMARY KEY,
	value TEXT NOT NULL
);

CREATE TABLE vector_points (
	tenant_id  TEXT NOT NULL,
	id         TEXT NOT NULL,
	patient_id TEXT NOT NULL,
	session_id TEXT NOT NULL,
	kind       TEXT NOT NULL,
	source_id  TEXT NOT NULL,
	topics     TEXT NOT NULL, -- JSON array of strings
	at         TEXT NOT NULL, -- timeText
	text       TEXT NOT NULL,
	vector     BLOB NOT NULL,
	PRIMARY KEY (tenant_id, id)
);

CREATE INDEX vector_points_patient ON vector_points (tenant_id, patient_id, kind);
`
