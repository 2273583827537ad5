-- 0005: the isolation audit (issue 9, docs/compliance.md) reads every
-- tenant's rows, and rows of no tenant or of a tenant the directory does not
-- know, which no tenant's transaction can see. Like the directory's
-- app.directory, a transaction declares itself an audit with
--   SELECT set_config('app.isolation_audit', 'on', true)
-- and these policies then admit every row, for SELECT only and only while
-- the transaction is READ ONLY: a transaction that can write never sees
-- another tenant's rows, so nothing read across tenants can be written back
-- into one. Only the auditor (pgstore.Store.AuditIsolation) sets it.
-- Policies of one command are OR'ed, so the tenant policies keep their
-- meaning; inserts, updates and deletes are untouched.
CREATE POLICY isolation_audit ON tenants FOR SELECT
	USING (current_setting('app.isolation_audit', true) = 'on' AND current_setting('transaction_read_only') = 'on');
CREATE POLICY isolation_audit ON api_keys FOR SELECT
	USING (current_setting('app.isolation_audit', true) = 'on' AND current_setting('transaction_read_only') = 'on');
CREATE POLICY isolation_audit ON patients FOR SELECT
	USING (current_setting('app.isolation_audit', true) = 'on' AND current_setting('transaction_read_only') = 'on');
CREATE POLICY isolation_audit ON turns FOR SELECT
	USING (current_setting('app.isolation_audit', true) = 'on' AND current_setting('transaction_read_only') = 'on');
CREATE POLICY isolation_audit ON outbox FOR SELECT
	USING (current_setting('app.isolation_audit', true) = 'on' AND current_setting('transaction_read_only') = 'on');
CREATE POLICY isolation_audit ON summaries FOR SELECT
	USING (current_setting('app.isolation_audit', true) = 'on' AND current_setting('transaction_read_only') = 'on');
CREATE POLICY isolation_audit ON audit_events FOR SELECT
	USING (current_setting('app.isolation_audit', true) = 'on' AND current_setting('transaction_read_only') = 'on');
CREATE POLICY isolation_audit ON access_log FOR SELECT
	USING (current_setting('app.isolation_audit', true) = 'on' AND current_setting('transaction_read_only') = 'on');
