-- Background jobs (platform/jobs): imports, scheduled work, device jobs. One row per run of a job.
-- A job belongs to one customer and, for community work, one community; its handler runs as the
-- request role in that tenant, so it sees only that tenant's rows. The table is fenced like every
-- tenant table: requests may enqueue (insert) in their own tenant and read its jobs' progress; only
-- the worker (the connection role, acting in the job's tenant through platform/db/scope.ts) claims,
-- updates and finishes them.
CREATE TABLE jobs (
  customer_id uuid NOT NULL REFERENCES customers (id) ON DELETE CASCADE,
  -- NULL for customer-level work.
  community_id uuid,
  id uuid NOT NULL,
  kind text NOT NULL CHECK (kind ~ '^[a-z][a-zA-Z0-9]*(\.[a-z][a-zA-Z0-9]*)+$'),
  payload jsonb NOT NULL,
  state text NOT NULL DEFAULT 'queued' CHECK (state IN ('queued', 'running', 'done', 'failed')),
  -- Due time of the next attempt (the first, or a retry after its back-off).
  run_at timestamptz NOT NULL,
  attempts integer NOT NULL DEFAULT 0 CHECK (attempts >= 0),
  max_attempts integer NOT NULL CHECK (max_attempts BETWEEN 1 AND 100),
  -- At most one queued or running job per tenant (customer and community), kind and key.
  singleton_key text CHECK (length(singleton_key) BETWEEN 1 AND 200),
  -- A repeating (scheduled) job: when a run ends, the next one is queued this many ms later.
  repeat_every_ms bigint CHECK (repeat_every_ms >= 1000),
  -- While running: the worker's lease; a crashed worker's job is claimed again once it passes.
  locked_by text,
  locked_until timestamptz,
  progress smallint NOT NULL DEFAULT 0 CHECK (progress BETWEEN 0 AND 100),
  progress_message text CHECK (length(progress_message) <= 500),
  last_error text CHECK (length(last_error) <= 2000),
  created_at timestamptz NOT NULL,
  updated_at timestamptz NOT NULL,
  finished_at timestamptz,
  PRIMARY KEY (customer_id, id),
  FOREIGN KEY (customer_id, community_id) REFERENCES communities (customer_id, id) ON DELETE CASCADE,
  CHECK ((state = 'running') = (locked_until IS NOT NULL))
);
-- The worker's claim: due queued jobs, and running jobs whose lease has passed.
CREATE INDEX jobs_due_idx ON jobs (customer_id, run_at) WHERE state = 'queued';
CREATE INDEX jobs_lease_idx ON jobs (customer_id, locked_until) WHERE state = 'running';
CREATE UNIQUE INDEX jobs_singleton_idx ON jobs (customer_id, community_id, kind, singleton_key) NULLS NOT DISTINCT
  WHERE singleton_key IS NOT NULL AND state IN ('queued', 'running');
-- A screen lists a community's recent jobs (an import's history).
CREATE INDEX jobs_recent_idx ON jobs (customer_id, community_id, created_at DESC, id);

-- Requests insert and read; they never claim, change or remove a job.
SELECT lintel_fence_community_table('jobs', ARRAY['SELECT', 'INSERT']);
