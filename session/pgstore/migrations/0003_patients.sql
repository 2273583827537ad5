-- 0003: each patient a tenant knows, written in the same transaction as the
-- first turn or the first change to the record, so that a patient whose
-- record a clinician entered before any conversation is known to every
-- read. Existing patients are taken from their turns and outbox items.
CREATE TABLE patients (
	tenant_id  text NOT NULL,
	patient_id text NOT NULL,
	created_at timestamptz NOT NULL,
	PRIMARY KEY (tenant_id, patient_id)
);

-- The backfill reads every tenant's rows: row security is lifted for the
-- owner running this migration, inside its transaction, and forced again.
ALTER TABLE turns  NO FORCE ROW LEVEL SECURITY;
ALTER TABLE outbox NO FORCE ROW LEVEL SECURITY;
INSERT INTO patients (tenant_id, patient_id, created_at)
	SELECT tenant_id, patient_id, MIN(recorded_at) FROM turns GROUP BY tenant_id, patient_id
	ON CONFLICT DO NOTHING;
INSERT INTO patients (tenant_id, patient_id, created_at)
	SELECT tenant_id, patient_id, MIN(created_at) FROM outbox WHERE patient_id <> '' GROUP BY tenant_id, patient_id
	ON CONFLICT DO NOTHING;
ALTER TABLE turns  FORCE ROW LEVEL SECURITY;
ALTER TABLE outbox FORCE ROW LEVEL SECURITY;

ALTER TABLE patients ENABLE ROW LEVEL SECURITY, FORCE ROW LEVEL SECURITY;
CREATE POLICY tenant_isolation ON patients
	USING (tenant_id = current_setting('app.tenant_id', true))
	WITH CHECK (tenant_id = current_setting('app.tenant_id', true));
