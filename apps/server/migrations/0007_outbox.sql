-- The outbox: every email and SMS the product sends (sign-in codes, reset links, notifications) is
-- written here in the same transaction as the change that causes it, then delivered by a worker.
-- A rolled-back request therefore sends nothing, and a crash after commit still delivers.
CREATE TABLE outbox_messages (
  id uuid PRIMARY KEY,
  channel text NOT NULL CHECK (channel IN ('email', 'sms')),
  recipient text NOT NULL CHECK (length(recipient) BETWEEN 1 AND 320),
  subject text NOT NULL,
  body_text text NOT NULL,
  body_html text,
  kind text NOT NULL,
  user_id uuid REFERENCES users (id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL,
  available_at timestamptz NOT NULL,
  attempts integer NOT NULL DEFAULT 0,
  delivered_at timestamptz,
  delivered_by text,
  failed_at timestamptz,
  last_error text
);
-- The worker's queue: undelivered, unfailed messages in the order they become due.
CREATE INDEX outbox_messages_due_idx ON outbox_messages (available_at) WHERE delivered_at IS NULL AND failed_at IS NULL;
CREATE INDEX outbox_messages_recipient_idx ON outbox_messages (recipient, created_at DESC);

-- Messages carry codes and links: the request role may add them and nothing else (no read, so no
-- RETURNING either; ids are made by the server). The worker and the demo mailbox use the owning
-- connection role, so security is enabled but not forced: it is not a tenant table, it has no reader
-- among requests at all.
ALTER TABLE outbox_messages ENABLE ROW LEVEL SECURITY;
CREATE POLICY outbox_messages_insert ON outbox_messages FOR INSERT TO lintel_app WITH CHECK (true);
GRANT INSERT ON outbox_messages TO lintel_app;
