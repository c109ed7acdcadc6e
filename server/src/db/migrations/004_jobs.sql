-- Durable work that outlives a request and a restart; drained by the job worker with SKIP LOCKED.

CREATE TABLE jobs (
  id serial PRIMARY KEY,
  kind text NOT NULL,
  payload jsonb NOT NULL DEFAULT '{}'::jsonb,
  run_at timestamptz NOT NULL DEFAULT now(),
  attempts integer NOT NULL DEFAULT 0,
  -- a worker that claimed the job holds it until then; past it another worker may take it over
  locked_until timestamptz,
  done_at timestamptz,
  -- set when the job gave up after its last attempt
  failed_at timestamptz,
  last_error text,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX jobs_due ON jobs (run_at) WHERE done_at IS NULL AND failed_at IS NULL;
