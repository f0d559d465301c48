-- The demo mailbox reads the outbox as the request role, under row-level security, and sees only
-- what was addressed to a published demo account. It used to step back to the owning role and read
-- every tenant's outbox, so an anonymous visitor could read any account's reset code.
--
-- The published demo addresses (emails and phone numbers of the demo portfolio's accounts). Only the
-- demo seed writes them; a database that never ran in demo mode has none, so nothing is readable.
CREATE TABLE demo_mailbox_addresses (
  address text PRIMARY KEY CHECK (length(address) BETWEEN 1 AND 320)
);
GRANT SELECT ON demo_mailbox_addresses TO lintel_app;

-- The request role may read an outbox message only when its recipient is a published demo address.
-- A real address is never readable through a request, whatever the request asks for.
CREATE POLICY outbox_messages_demo_read ON outbox_messages FOR SELECT TO lintel_app
  USING (recipient IN (SELECT address FROM demo_mailbox_addresses));
GRANT SELECT ON outbox_messages TO lintel_app;
