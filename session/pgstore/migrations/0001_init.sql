-- 0001: tenancy, session turns, outbox, summaries and the audit log.
--
-- Every table carries tenant_id. Row-level security is ENABLED and FORCED on
-- every table, so it holds for the table owner too (owners bypass RLS unless
-- it is forced). The store sets the tenant per transaction with
--   SELECT set_config('app.tenant_id', $1, true)
-- and a query that has not set it sees no rows: current_setting(..., true)
-- is NULL (or '' once reset), which equals no tenant_id.

CREATE TABLE tenants (
	tenant_id  text PRIMARY KEY CHECK (tenant_id <> ''),
	name       text NOT NULL,
	created_at timestamptz NOT NULL
);

CREATE TABLE api_keys (
	id         text PRIMARY KEY,
	tenant_id  text NOT NULL CHECK (tenant_id <> ''),
	role       text NOT NULL,
	hash       text NOT NULL,
	created_at timestamptz NOT NULL,
	revoked_at timestamptz,
	CONSTRAINT api_keys_hash_key UNIQUE (hash),
	CONSTRAINT api_keys_tenant_fkey FOREIGN KEY (tenant_id) REFERENCES tenants (tenant_id)
);
CREATE INDEX api_keys_tenant_idx ON api_keys (tenant_id);

CREATE TABLE turns (
	tenant_id   text NOT NULL CHECK (tenant_id <> ''),
	patient_id  text NOT NULL,
	session_id  text NOT NULL,
	turn_id     text NOT NULL,
	seq         bigint NOT NULL,
	speaker     text NOT NULL,
	text        text NOT NULL,
	lang        text NOT NULL,
	at          timestamptz NOT NULL,
	kind        text NOT NULL,
	topics      text[] NOT NULL DEFAULT '{}',
	fingerprint text NOT NULL,
	recorded_at timestamptz NOT NULL,
	-- response is the exact body answered for the turn, replayed on retry.
	response    bytea,
	CONSTRAINT turns_pkey PRIMARY KEY (tenant_id, patient_id, session_id, turn_id),
	CONSTRAINT turns_seq_key UNIQUE (tenant_id, patient_id, session_id, seq)
);
CREATE INDEX turns_patient_at_idx ON turns (tenant_id, patient_id, at, seq);

CREATE TABLE outbox (
	tenant_id  text NOT NULL CHECK (tenant_id <> ''),
	id         text NOT NULL,
	-- pos orders items committed in the same instant by insertion.
	pos        bigint GENERATED ALWAYS AS IDENTITY,
	patient_id text NOT NULL,
	kind       text NOT NULL,
	payload    bytea,
	attempts   integer NOT NULL DEFAULT 0,
	last_error text NOT NULL DEFAULT '',
	created_at timestamptz NOT NULL,
	done_at    timestamptz,
	CONSTRAINT outbox_pkey PRIMARY KEY (tenant_id, id)
);
CREATE INDEX outbox_pending_idx ON outbox (tenant_id, created_at, pos) WHERE done_at IS NULL;

CREATE TABLE summaries (
	tenant_id  text NOT NULL CHECK (tenant_id <> ''),
	patient_id text NOT NULL,
	session_id text NOT NULL,
	id         text NOT NULL,
	topic      text NOT NULL,
	body       jsonb NOT NULL,
	from_seq   bigint NOT NULL,
	to_seq     bigint NOT NULL,
	turn_ids   text[] NOT NULL DEFAULT '{}',
	created_at timestamptz NOT NULL,
	CONSTRAINT summaries_pkey PRIMARY KEY (tenant_id, patient_id, session_id, id)
);
CREATE INDEX summaries_session_idx ON summaries (tenant_id, patient_id, session_id, to_seq);

-- before and after are kept as the exact bytes that were hashed (bytea, not
-- jsonb, which would reformat them and break the chain).
CREATE TABLE audit_events (
	tenant_id  text NOT NULL CHECK (tenant_id <> ''),
	seq        bigint NOT NULL CHECK (seq > 0),
	at         timestamptz NOT NULL,
	actor      text NOT NULL,
	type       text NOT NULL,
	patient_id text NOT NULL DEFAULT '',
	entity_id  text NOT NULL DEFAULT '',
	before     bytea,
	after      bytea,
	reason     text NOT NULL DEFAULT '',
	hash       text NOT NULL,
	prev_hash  text NOT NULL,
	CONSTRAINT audit_events_pkey PRIMARY KEY (tenant_id, seq)
);
CREATE INDEX audit_events_patient_idx ON audit_events (tenant_id, patient_id, seq);

CREATE TABLE access_log (
	tenant_id  text NOT NULL CHECK (tenant_id <> ''),
	id         bigint GENERATED ALWAYS AS IDENTITY,
	at         timestamptz NOT NULL,
	key_id     text NOT NULL,
	role       text NOT NULL,
	route      text NOT NULL,
	patient_id text NOT NULL,
	items      integer NOT NULL,
	CONSTRAINT access_log_pkey PRIMARY KEY (tenant_id, id)
);
CREATE INDEX access_log_at_idx ON access_log (tenant_id, at, id);

-- Tenant-keyed data: visible only to the tenant set in the transaction.
ALTER TABLE turns        ENABLE ROW LEVEL SECURITY, FORCE ROW LEVEL SECURITY;
ALTER TABLE outbox       ENABLE ROW LEVEL SECURITY, FORCE ROW LEVEL SECURITY;
ALTER TABLE summaries    ENABLE ROW LEVEL SECURITY, FORCE ROW LEVEL SECURITY;
ALTER TABLE audit_events ENABLE ROW LEVEL SECURITY, FORCE ROW LEVEL SECURITY;
ALTER TABLE access_log   ENABLE ROW LEVEL SECURITY, FORCE ROW LEVEL SECURITY;
CREATE POLICY tenant_isolation ON turns
	USING (tenant_id = current_setting('app.tenant_id', true))
	WITH CHECK (tenant_id = current_setting('app.tenant_id', true));
CREATE POLICY tenant_isolation ON outbox
	USING (tenant_id = current_setting('app.tenant_id', true))
	WITH CHECK (tenant_id = current_setting('app.tenant_id', true));
CREATE POLICY tenant_isolation ON summaries
	USING (tenant_id = current_setting('app.tenant_id', true))
	WITH CHECK (tenant_id = current_setting('app.tenant_id', true));
CREATE POLICY tenant_isolation ON audit_events
	USING (tenant_id = current_setting('app.tenant_id', true))
	WITH CHECK (tenant_id = current_setting('app.tenant_id', true));
CREATE POLICY tenant_isolation ON access_log
	USING (tenant_id = current_setting('app.tenant_id', true))
	WITH CHECK (tenant_id = current_setting('app.tenant_id', true));

-- The directory (tenants, api_keys) is read before any tenant is known: a
-- bearer key is looked up by its hash. It holds no patient data. Its rows are
-- visible to a transaction of their own tenant, or to one that declares itself
-- a directory transaction with set_config('app.directory', 'on', true), which
-- only the Directory methods do. Tenant-scoped store code therefore cannot
-- read another tenant's keys by mistake, and a bare query sees nothing.
ALTER TABLE tenants  ENABLE ROW LEVEL SECURITY, FORCE ROW LEVEL SECURITY;
ALTER TABLE api_keys ENABLE ROW LEVEL SECURITY, FORCE ROW LEVEL SECURITY;
CREATE POLICY directory_access ON tenants
	USING (current_setting('app.directory', true) = 'on' OR tenant_id = current_setting('app.tenant_id', true))
	WITH CHECK (current_setting('app.directory', true) = 'on');
CREATE POLICY directory_access ON api_keys
	USING (current_setting('app.directory', true) = 'on' OR tenant_id = current_setting('app.tenant_id', true))
	WITH CHECK (current_setting('app.directory', true) = 'on');

-- The audit tables are append-only. Privileges are revoked from everyone,
-- including the role running this migration (an owner may revoke its own
-- privileges, though it could grant them back); the trigger refuses UPDATE,
-- DELETE and TRUNCATE for every role, the owner included.
REVOKE UPDATE, DELETE, TRUNCATE ON audit_events, access_log FROM PUBLIC, CURRENT_USER;

CREATE FUNCTION audit_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	RAISE EXCEPTION '% is append-only: % refused', TG_TABLE_NAME, TG_OP
		USING ERRCODE = 'insufficient_privilege';
END
$$;
CREATE TRIGGER audit_events_append_only BEFORE UPDATE OR DELETE ON audit_events
	FOR EACH ROW EXECUTE FUNCTION audit_append_only();
CREATE TRIGGER audit_events_no_truncate BEFORE TRUNCATE ON audit_events
	FOR EACH STATEMENT EXECUTE FUNCTION audit_append_only();
CREATE TRIGGER access_log_append_only BEFORE UPDATE OR DELETE ON access_log
	FOR EACH ROW EXECUTE FUNCTION audit_append_only();
CREATE TRIGGER access_log_no_truncate BEFORE TRUNCATE ON access_log
	FOR EACH STATEMENT EXECUTE FUNCTION audit_append_only();
