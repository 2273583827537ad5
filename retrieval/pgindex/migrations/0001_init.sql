-- 0001: points with their vectors, the lexical postings and the collection
-- statistics of the BM25 IDF.
--
-- Table names start with index_ so that the index may share a schema with
-- session/pgstore; its migrations are recorded in index_migrations.

-- index_meta records the dimension of the vectors: vectors of two embedders
-- cannot be compared, so Open refuses another one. One row at most.
CREATE TABLE index_meta (
	singleton boolean PRIMARY KEY DEFAULT true CHECK (singleton),
	dimension integer NOT NULL CHECK (dimension > 0)
);

-- index_points holds one row per retrieval.Point; ids are unique only inside
-- a tenant. vector is the point's vector L2-normalised at write time, as
-- little-endian float32, so that a search scores with a dot product.
CREATE TABLE index_points (
	tenant_id  text NOT NULL CHECK (tenant_id <> ''),
	id         text NOT NULL,
	patient_id text NOT NULL CHECK (patient_id <> ''),
	session_id text NOT NULL,
	kind       text NOT NULL,
	source_id  text NOT NULL,
	speaker    text NOT NULL,
	topics     text[] NOT NULL,
	concepts   text[] NOT NULL,
	at         timestamptz NOT NULL,
	text       text NOT NULL,
	vector     bytea NOT NULL,
	CONSTRAINT index_points_pkey PRIMARY KEY (tenant_id, id)
);
-- Every search reads one patient's rows through this index.
CREATE INDEX index_points_patient_idx ON index_points (tenant_id, patient_id, kind);
-- MAIN: the vector (1,536 bytes at 384 dimensions) stays in the row, where a
-- search reads it, and a long text is moved out of line first; the vector
-- goes out of line only if the row would not fit a page without it.
ALTER TABLE index_points ALTER COLUMN vector SET STORAGE MAIN;

-- index_postings is the inverted index: one row per (point, term), term_id
-- holding the uint32 term id. Every point also has a row for
-- retrieval.EveryPointTerm (0, weight 0), so that the df of term 0 is the
-- number of points and replacing or deleting a point finds, in its old
-- postings, everything it must subtract from the statistics. patient_id and
-- kind are copies of the point's, so that a search filters without a join.
CREATE TABLE index_postings (
	tenant_id  text NOT NULL CHECK (tenant_id <> ''),
	patient_id text NOT NULL,
	point_id   text NOT NULL,
	term_id    bigint NOT NULL CHECK (term_id BETWEEN 0 AND 4294967295),
	weight     real NOT NULL,
	kind       text NOT NULL,
	CONSTRAINT index_postings_pkey PRIMARY KEY (tenant_id, point_id, term_id)
);
-- A lexical search reads one patient's postings of the query terms, from the
-- index alone.
CREATE INDEX index_postings_patient_term_idx ON index_postings (tenant_id, patient_id, term_id)
	INCLUDE (point_id, weight, kind);

-- index_terms counts, per term, the points of the whole index that hold it
-- (all tenants: IDF is a statistic of the collection, as Qdrant's IDF
-- modifier computes it). The row of term 0 is N, the number of points. A
-- row whose count falls to zero is deleted. df has no CHECK (df >= 0): the
-- index adds negative deltas with INSERT ... ON CONFLICT DO UPDATE, whose
-- proposed row must pass the table's checks; the index checks instead.
CREATE TABLE index_terms (
	term_id bigint PRIMARY KEY CHECK (term_id BETWEEN 0 AND 4294967295),
	df      bigint NOT NULL
);

-- Tenant-keyed data: visible only to the tenant set in the transaction with
--   SELECT set_config('app.tenant_id', $1, true)
-- Forced, so that it binds the owner of the tables too.
ALTER TABLE index_points   ENABLE ROW LEVEL SECURITY, FORCE ROW LEVEL SECURITY;
ALTER TABLE index_postings ENABLE ROW LEVEL SECURITY, FORCE ROW LEVEL SECURITY;
CREATE POLICY tenant_isolation ON index_points
	USING (tenant_id = current_setting('app.tenant_id', true))
	WITH CHECK (tenant_id = current_setting('app.tenant_id', true));
CREATE POLICY tenant_isolation ON index_postings
	USING (tenant_id = current_setting('app.tenant_id', true))
	WITH CHECK (tenant_id = current_setting('app.tenant_id', true));

-- The statistics are shared by every tenant by contract: a tenant's scores
-- use counts that other tenants' points contribute to, so they cannot be
-- isolated per tenant. Their rows hold a term hash and a count, never a
-- tenant, a patient or text. They are still closed to a query that has set
-- no tenant, like every other table here: any tenant's transaction may read
-- and write them, a bare one sees nothing.
ALTER TABLE index_terms ENABLE ROW LEVEL SECURITY, FORCE ROW LEVEL SECURITY;
CREATE POLICY tenant_transaction ON index_terms
	USING (current_setting('app.tenant_id', true) <> '')
	WITH CHECK (current_setting('app.tenant_id', true) <> '');
