-- Temporary staff access (part 3 section 2 "Temporary staff access", section 4 ACTIVE / SUSPENDED /
-- REVOKING / REVOKED with resume, suspend and revoke): a staff member may open locations for a
-- window, within optional hours, with a virtual (PIN) or mobile key issued for it. Its grants are
-- access_grants with source TEMPORARY; its status follows them (REVOKED once every lock confirmed).
CREATE TABLE temporary_accesses (
  customer_id uuid NOT NULL,
  community_id uuid NOT NULL,
  id uuid NOT NULL DEFAULT gen_random_uuid(),
  -- The staff member's profile in the customer (customer_users), and their name as then.
  staff_profile_id uuid NOT NULL,
  staff_name text NOT NULL CHECK (length(staff_name) BETWEEN 1 AND 201),
  kind text NOT NULL CHECK (kind IN ('VIRTUAL', 'MOBILE')),
  reason text CHECK (length(reason) <= 500),
  valid_from timestamptz NOT NULL,
  valid_until timestamptz NOT NULL,
  -- Hours of operation as the form gives them (12-hour entries, part 3 section 3); NULL is any hour.
  hours jsonb,
  status text NOT NULL DEFAULT 'ACTIVE' CHECK (status IN ('ACTIVE', 'SUSPENDED', 'REVOKING', 'REVOKED')),
  credential_id uuid NOT NULL,
  -- A virtual key's PIN, typed at the lock.
  pin text CHECK (pin ~ '^[0-9]{6}$'),
  granted_by_name text CHECK (length(granted_by_name) <= 201),
  revoked_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (customer_id, community_id, id),
  FOREIGN KEY (customer_id, community_id) REFERENCES communities (customer_id, id),
  FOREIGN KEY (customer_id, staff_profile_id) REFERENCES customer_users (customer_id, id),
  FOREIGN KEY (customer_id, community_id, credential_id) REFERENCES access_credentials (customer_id, community_id, id),
  CHECK (valid_until > valid_from),
  CHECK ((kind = 'VIRTUAL') = (pin IS NOT NULL)),
  CHECK ((status IN ('REVOKING', 'REVOKED')) = (revoked_at IS NOT NULL))
);
-- The active list and the expired-or-revoked list, newest first.
CREATE INDEX temporary_accesses_until_idx ON temporary_accesses (customer_id, community_id, valid_until DESC, id);
SELECT lintel_fence_community_table('temporary_accesses');

CREATE TABLE temporary_access_places (
  customer_id uuid NOT NULL,
  community_id uuid NOT NULL,
  access_id uuid NOT NULL,
  location_id uuid NOT NULL,
  PRIMARY KEY (customer_id, community_id, access_id, location_id),
  FOREIGN KEY (customer_id, community_id, access_id) REFERENCES temporary_accesses (customer_id, community_id, id),
  FOREIGN KEY (customer_id, community_id, location_id)
    REFERENCES location_properties (customer_id, community_id, id) ON DELETE CASCADE
);
SELECT lintel_fence_community_table('temporary_access_places');

-- The temporary access event log (/iot/staff-access/event-log): what was done to each access and by
-- whom, and when its locks confirmed a revocation.
CREATE TABLE access_events (
  customer_id uuid NOT NULL,
  community_id uuid NOT NULL,
  id uuid NOT NULL DEFAULT gen_random_uuid(),
  access_id uuid NOT NULL,
  event text NOT NULL CHECK (event IN ('GRANTED', 'EDITED', 'SUSPENDED', 'RESUMED', 'REVOKED', 'REVOCATION_CONFIRMED')),
  actor_name text CHECK (length(actor_name) <= 201),
  detail text CHECK (length(detail) <= 500),
  occurred_at timestamptz NOT NULL,
  PRIMARY KEY (customer_id, community_id, id),
  FOREIGN KEY (customer_id, community_id, access_id) REFERENCES temporary_accesses (customer_id, community_id, id)
);
CREATE INDEX access_events_time_idx ON access_events (customer_id, community_id, occurred_at DESC, id);
SELECT lintel_fence_community_table('access_events');
