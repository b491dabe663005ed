-- Retried commands are made safe by the stream's expected version and by each money action's
-- binding to what the person saw (decision 38); nothing ever wrote this table.
DROP TABLE idempotency_keys;
