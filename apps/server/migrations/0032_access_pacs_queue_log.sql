-- The PACS queue log (part 3 section 2 "Other": /iot/pacs-queue-log and /:transactionId; D226):
-- every change the door sync sends to a lock (D210), one row per try, written in the transaction
-- that records the lock's answer. `door_entries` keeps where each entry stands; this keeps how it
-- got there. Append-only for requests: the door sync inserts, the screens read.
CREATE TABLE pacs_transactions (
  customer_id uuid NOT NULL,
  community_id uuid NOT NULL,
  id uuid NOT NULL DEFAULT gen_random_uuid(),
  -- The lock, by id and by its name when the change was sent: the log outlives a lock removed since,
  -- so there is no foreign key to devices.
  device_id uuid NOT NULL,
  device_name text NOT NULL CHECK (length(device_name) <= 200),
  grant_id uuid NOT NULL,
  credential_id uuid NOT NULL,
  -- Whose credential, as the door entry named them (the list searches by it), and the credential as
  -- it was labelled (a fob's number, "Mobile key", a PIN's label). The kinds are copied from the
  -- grant and the credential, whose own checks hold them: the log never refuses a try.
  holder_kind text NOT NULL CHECK (length(holder_kind) <= 30),
  holder_id uuid NOT NULL,
  holder_name text NOT NULL CHECK (length(holder_name) <= 201),
  credential_kind text NOT NULL CHECK (length(credential_kind) <= 30),
  credential_label text NOT NULL CHECK (length(credential_label) <= 200),
  operation text NOT NULL CHECK (operation IN ('PUT', 'REMOVE')),
  -- 1 for the first try of the request (`requested_at`, the door entry's), counting on with each retry.
  attempt integer NOT NULL CHECK (attempt >= 1),
  requested_at timestamptz NOT NULL,
  sent_at timestamptz NOT NULL,
  -- NULL when the lock did not answer.
  answered_at timestamptz,
  outcome text NOT NULL CHECK (outcome IN ('CONFIRMED', 'REFUSED', 'NO_ANSWER')),
  -- The lock's error for a refusal, or why there was no answer.
  error text CHECK (length(error) <= 500),
  PRIMARY KEY (customer_id, community_id, id),
  FOREIGN KEY (customer_id, community_id, grant_id) REFERENCES access_grants (customer_id, community_id, id),
  FOREIGN KEY (customer_id, community_id, credential_id) REFERENCES access_credentials (customer_id, community_id, id),
  CHECK ((outcome = 'NO_ANSWER') = (answered_at IS NULL)),
  CHECK (outcome = 'CONFIRMED' OR error IS NOT NULL)
);
-- The list, newest first, paged by keyset through one index at any size; one lock's, or one
-- outcome's (the failures) through their own.
CREATE INDEX pacs_transactions_sent_idx ON pacs_transactions (customer_id, community_id, sent_at DESC, id DESC);
CREATE INDEX pacs_transactions_device_idx
  ON pacs_transactions (customer_id, community_id, device_id, sent_at DESC, id DESC);
CREATE INDEX pacs_transactions_outcome_idx
  ON pacs_transactions (customer_id, community_id, outcome, sent_at DESC, id DESC);
-- The tries of one door entry (the details); also a credential id given whole to the search.
CREATE INDEX pacs_transactions_entry_idx
  ON pacs_transactions (customer_id, community_id, credential_id, grant_id, device_id, requested_at, attempt);
-- The search: the start of the holder's name or of the credential's label, each through its own index.
CREATE INDEX pacs_transactions_holder_search_idx
  ON pacs_transactions (customer_id, community_id, lower(holder_name) text_pattern_ops);
CREATE INDEX pacs_transactions_credential_search_idx
  ON pacs_transactions (customer_id, community_id, lower(credential_label) text_pattern_ops);
SELECT lintel_fence_community_table('pacs_transactions', ARRAY['SELECT', 'INSERT']);
