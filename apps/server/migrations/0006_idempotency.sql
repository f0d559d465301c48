-- Idempotency keys (Stripe's convention): a retried create with the same key gets the first answer,
-- and never runs twice. The key row is written in the same transaction as the create, so a crash
-- leaves neither; a concurrent retry waits on the key's unique index until the first commits.
CREATE TABLE idempotency_keys (
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  key uuid NOT NULL,
  method text NOT NULL,
  path text NOT NULL,
  request_hash bytea NOT NULL,
  status integer,
  response jsonb,
  created_at timestamptz NOT NULL,
  PRIMARY KEY (user_id, key)
);
CREATE INDEX idempotency_keys_created_idx ON idempotency_keys (user_id, created_at);

-- Keys belong to the user who sent them; no one else may read or replay them.
ALTER TABLE idempotency_keys ENABLE ROW LEVEL SECURITY;
ALTER TABLE idempotency_keys FORCE ROW LEVEL SECURITY;
CREATE POLICY idempotency_keys_own ON idempotency_keys
  USING (user_id = (SELECT lintel_current_user()))
  WITH CHECK (user_id = (SELECT lintel_current_user()));

GRANT SELECT, INSERT, UPDATE, DELETE ON idempotency_keys TO lintel_app;
