-- 0002: how each turn was read (understand.Reading as JSON), kept with the
-- turn so that later turns, coref and summaries need not read it again.
-- Turns stored before have none and are read again when needed.
ALTER TABLE turns ADD COLUMN reading bytea;
