-- 0006: each session's working state (issue 10): a workstate document and
-- the version a writer must name to replace it, so that no write replaces
-- a state it has not read. Tenant-keyed like every session table.
CREATE TABLE session_states (
	tenant_id  text NOT NULL CHECK (tenant_id <> ''),
	patient_id text NOT NULL,
	session_id text NOT NULL,
	version    bigint NOT NULL CHECK (version > 0),
	doc        bytea NOT NULL,
	updated_at timestamptz NOT NULL,
	CONSTRAINT session_states_pkey PRIMARY KEY (tenant_id, patient_id, session_id)
);
ALTER TABLE session_states ENABLE ROW LEVEL SECURITY, FORCE ROW LEVEL SECURITY;
CREATE POLICY tenant_isolation ON session_states
	USING (tenant_id = current_setting('app.tenant_id', true))
	WITH CHECK (tenant_id = current_setting('app.tenant_id', true));
CREATE POLICY isolation_audit ON session_states FOR SELECT
	USING (current_setting('app.isolation_audit', true) = 'on' AND current_setting('transaction_read_only') = 'on');
