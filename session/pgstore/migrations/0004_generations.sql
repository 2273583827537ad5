-- 0004: a patient's generation counts the turns and enqueues that changed
-- them, so that a writer can tell whether the patient moved on while it
-- read and gated (two replicas); an outbox item that failed too often is
-- quarantined instead of blocking its patient's queue forever.
ALTER TABLE patients ADD COLUMN generation bigint NOT NULL DEFAULT 0;
ALTER TABLE outbox ADD COLUMN quarantined_at timestamptz;
