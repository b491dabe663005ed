-- The jobs that failed lately, by kind, for the metrics and their alert (docs/operations.md,
-- Metrics), found without reading the finished jobs the table keeps until they are pruned.
CREATE INDEX jobs_failed_idx ON jobs (updated_at) WHERE state = 'failed';
