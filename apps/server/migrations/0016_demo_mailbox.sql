-- The demo mailbox reads the outbox as the request role, under row-level security, and sees only
-- what was addressed to the demo portfolio. It used to step back to the owning role and read every
-- tenant's outbox, so an anonymous visitor could read any account's reset code.
--
-- The published demo accounts' addresses (emails and phone numbers), and the demo portfolio's own
-- mail domains (so that a visitor trying "change my email" in the demo, to another address of the
-- demo's domains, can read the confirmation). Only the demo seed writes them; a database that never
-- ran in demo mode has none, so nothing is readable. The checks make a real address impossible to
-- publish here: `.demo` is not a delegated top-level domain, and +1 555 01xx numbers are fictional.
CREATE TABLE demo_mailbox_addresses (
  address text PRIMARY KEY CHECK (address ~ '^[^@\s]+@[a-z0-9.-]+\.demo$' OR address ~ '^\+1555010\d{4}$')
);
CREATE TABLE demo_mailbox_domains (
  domain text PRIMARY KEY CHECK (domain ~ '^[a-z0-9.-]+\.demo$')
);
GRANT SELECT ON demo_mailbox_addresses, demo_mailbox_domains TO lintel_app;

-- The request role may read an outbox message only when it is addressed to the demo portfolio. A
-- real address is never readable through a request, whatever the request asks for.
CREATE POLICY outbox_messages_demo_read ON outbox_messages FOR SELECT TO lintel_app
  USING (
    recipient IN (SELECT address FROM demo_mailbox_addresses)
    OR lower(split_part(recipient, '@', 2)) IN (SELECT domain FROM demo_mailbox_domains)
  );
GRANT SELECT ON outbox_messages TO lintel_app;
