-- The audit trail (platform/audit) and imports awaiting confirmation (platform/data).

-- One row per change of a business record: who, when, which record, what action, and the fields
-- that changed with their values before and after. Written by services inside the request's
-- transaction, so a refused or failed request leaves no row. Append-only for requests: the request
-- role may insert and read its tenant's rows, never change or remove one.
CREATE TABLE audit_log (
  customer_id uuid NOT NULL REFERENCES customers (id) ON DELETE CASCADE,
  community_id uuid NOT NULL,
  id uuid NOT NULL,
  -- Orders the rows of one transaction, which all share its time.
  seq bigint GENERATED ALWAYS AS IDENTITY,
  occurred_at timestamptz NOT NULL,
  -- NULL for work no person did directly; an import names the person who confirmed it.
  actor_user_id uuid,
  -- The name as it was then: the trail keeps reading right after a rename or a removal.
  actor_name text CHECK (length(actor_name) <= 200),
  entity_type text NOT NULL CHECK (entity_type ~ '^[a-z][a-zA-Z0-9]*(\.[a-z][a-zA-Z0-9]*)+$'),
  entity_id uuid NOT NULL,
  action text NOT NULL CHECK (action IN ('create', 'update', 'delete')),
  -- {"field": {"before": …, "after": …}, …}
  changes jsonb NOT NULL CHECK (jsonb_typeof(changes) = 'object'),
  PRIMARY KEY (customer_id, id),
  FOREIGN KEY (customer_id, community_id) REFERENCES communities (customer_id, id) ON DELETE CASCADE
);
CREATE INDEX audit_log_entity_idx ON audit_log (customer_id, community_id, entity_type, entity_id, seq DESC);

SELECT lintel_fence_community_table('audit_log', ARRAY['SELECT', 'INSERT']);
GRANT USAGE ON SEQUENCE audit_log_seq_seq TO lintel_app;

-- A file read for import: its valid rows (as the area's create input, each with the id it will get)
-- and its invalid rows with their reasons, kept until the manager confirms; confirming queues the
-- job that creates the records in batches and counts them here.
CREATE TABLE data_imports (
  customer_id uuid NOT NULL REFERENCES customers (id) ON DELETE CASCADE,
  community_id uuid NOT NULL,
  id uuid NOT NULL,
  kind text NOT NULL CHECK (kind ~ '^[a-z][a-zA-Z0-9]*(\.[a-z][a-zA-Z0-9]*)+$'),
  file_name text NOT NULL CHECK (length(file_name) BETWEEN 1 AND 255),
  state text NOT NULL DEFAULT 'previewed' CHECK (state IN ('previewed', 'confirmed', 'done', 'failed')),
  valid_rows jsonb NOT NULL CHECK (jsonb_typeof(valid_rows) = 'array'),
  invalid_rows jsonb NOT NULL CHECK (jsonb_typeof(invalid_rows) = 'array'),
  created_count integer NOT NULL DEFAULT 0 CHECK (created_count >= 0),
  job_id uuid,
  created_by uuid NOT NULL,
  created_by_name text NOT NULL CHECK (length(created_by_name) <= 200),
  created_at timestamptz NOT NULL,
  updated_at timestamptz NOT NULL,
  PRIMARY KEY (customer_id, id),
  FOREIGN KEY (customer_id, community_id) REFERENCES communities (customer_id, id) ON DELETE CASCADE
);
CREATE INDEX data_imports_recent_idx ON data_imports (customer_id, community_id, created_at DESC);

-- Requests read, add and confirm; the import job counts its progress. Nothing removes one.
SELECT lintel_fence_community_table('data_imports', ARRAY['SELECT', 'INSERT', 'UPDATE']);
