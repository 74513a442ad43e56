-- The ingest job queue (README "Ingesting your own XML", several machines): one row per file
-- enqueued with `npm run ingest -- --enqueue`, keyed by its path and content hash, so enqueueing
-- the same file again with the same bytes adds no second job. The jobs themselves (state,
-- retries, errors, dead letters) live in pg-boss's own schema `pgboss`, which pg-boss creates
-- and migrates itself on first use.
-- PostgreSQL 15 compatible.
CREATE TABLE ingest_queue_files (
  path         text NOT NULL,
  sha256       text NOT NULL CHECK (sha256 ~ '^[0-9a-f]{64}$'),
  -- The pg-boss job (pgboss.job.id) made for this file's content.
  job_id       uuid NOT NULL UNIQUE,
  enqueued_at  timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (path, sha256)
);
