-- 0007: completed outbox items by tenant and time, so that pruning them
-- (prune.go) finds the few that are due without walking the outbox.
CREATE INDEX outbox_done_idx ON outbox (tenant_id, done_at) WHERE done_at IS NOT NULL;
