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

// lexicalSchema adds the lexical (BM25) half of the index.
//
// A point's terms are kept on its row (terms: Sparse encoded as pairs of
// little-endian uint32 id and float32 weight) so that replacing or deleting
// it can undo its postings and document frequencies. lexical_postings is
// the inverted index, read by (tenant, patient, term); lexical_df counts
// the points holding each term across the whole file, and the 'points' row
// of vector_meta counts the points: IDF is a statistic of the whole index,
// as Qdrant's IDF modifier computes it over a collection. Points written
// before this migration have no terms until they are indexed again.
const lexicalSchema = `
ALTER TABLE vector_points ADD COLUMN speaker TEXT NOT NULL DEFAULT '';
ALTER TABLE vector_points ADD COLUMN concepts TEXT NOT NULL DEFAULT '[]';
ALTER TABLE vector_points ADD COLUMN terms BLOB NOT NULL DEFAULT x'';

CREATE TABLE lexical_postings (
	tenant_id  TEXT NOT NULL,
	patient_id TEXT NOT NULL,
	term       INTEGER NOT NULL,
	id         TEXT NOT NULL,
	kind       TEXT NOT NULL,
	weight     REAL NOT NULL,
	PRIMARY KEY (tenant_id, patient_id, term, id)
) WITHOUT ROWID;

CREATE TABLE lexical_df (
	term INTEGER PRIMARY KEY,
	df   INTEGER NOT NULL
);

INSERT INTO vector_meta (key, value) SELECT 'points', CAST(COUNT(*) AS TEXT) FROM vector_points;
`
