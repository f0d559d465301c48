-- Access and people (part 3 sections 2 to 4: leases, residents, authorizations, access status
-- ACTIVE / SUSPENDED / REVOKING / REVOKED). The chain the product answers for is
--   lease → authorization (a unit or a location) → grant (with its window and hours) → credential
--   → door entry (what one lock holds, and whether it confirmed).
-- A grant is what a person may open and when; a door entry is that grant's credential on one lock.
-- The portal's rules compute the entries from the grants; the door sync job pushes them to the
-- locks through their adapters and records each lock's confirmation. Every table is community-scoped
-- and fenced with the standard policy.

-- Residents of a community (/iot/residents). The leasing area (applications, charges) extends the
-- same rows; this area needs only who the person is.
CREATE TABLE residents (
  customer_id uuid NOT NULL,
  community_id uuid NOT NULL,
  id uuid NOT NULL DEFAULT gen_random_uuid(),
  first_name text NOT NULL CHECK (length(first_name) BETWEEN 1 AND 100),
  last_name text NOT NULL CHECK (length(last_name) BETWEEN 1 AND 100),
  email text CHECK (length(email) <= 254),
  phone text CHECK (length(phone) <= 30),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (customer_id, community_id, id),
  FOREIGN KEY (customer_id, community_id) REFERENCES communities (customer_id, id)
);
CREATE INDEX residents_name_idx ON residents (customer_id, community_id, last_name, first_name, id);
CREATE UNIQUE INDEX residents_email_key ON residents (customer_id, community_id, lower(email)) WHERE email IS NOT NULL;
SELECT lintel_fence_community_table('residents');

-- A lease of one unit (/iot/leases). ARCHIVED is final ('You won’t be able to undo it').
CREATE TABLE leases (
  customer_id uuid NOT NULL,
  community_id uuid NOT NULL,
  id uuid NOT NULL DEFAULT gen_random_uuid(),
  unit_id uuid NOT NULL,
  starts_on date NOT NULL,
  ends_on date NOT NULL,
  state text NOT NULL DEFAULT 'ACTIVE' CHECK (state IN ('ACTIVE', 'ARCHIVED')),
  archived_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (customer_id, community_id, id),
  FOREIGN KEY (customer_id, community_id) REFERENCES communities (customer_id, id),
  FOREIGN KEY (customer_id, community_id, unit_id) REFERENCES units (customer_id, community_id, id),
  CHECK (ends_on > starts_on),
  CHECK ((state = 'ARCHIVED') = (archived_at IS NOT NULL))
);
CREATE INDEX leases_starts_idx ON leases (customer_id, community_id, starts_on DESC, id);
CREATE INDEX leases_unit_idx ON leases (customer_id, community_id, unit_id);
SELECT lintel_fence_community_table('leases');

-- The residents of a lease, each with their own move-in and move-out (execute-move-in/:residentId).
CREATE TABLE lease_residents (
  customer_id uuid NOT NULL,
  community_id uuid NOT NULL,
  lease_id uuid NOT NULL,
  resident_id uuid NOT NULL,
  moved_in_at timestamptz,
  moved_out_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (customer_id, community_id, lease_id, resident_id),
  FOREIGN KEY (customer_id, community_id, lease_id) REFERENCES leases (customer_id, community_id, id),
  FOREIGN KEY (customer_id, community_id, resident_id) REFERENCES residents (customer_id, community_id, id),
  CHECK (moved_out_at IS NULL OR moved_in_at IS NOT NULL),
  CHECK (moved_out_at IS NULL OR moved_out_at >= moved_in_at)
);
CREATE INDEX lease_residents_resident_idx ON lease_residents (customer_id, community_id, resident_id);
SELECT lintel_fence_community_table('lease_residents');

-- What a lease's residents may open (/iot/leases/:id/authorizations): its unit, and locations of the
-- tree (a location covers the locks under it).
CREATE TABLE lease_authorizations (
  customer_id uuid NOT NULL,
  community_id uuid NOT NULL,
  id uuid NOT NULL DEFAULT gen_random_uuid(),
  lease_id uuid NOT NULL,
  unit_id uuid,
  location_id uuid,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (customer_id, community_id, id),
  FOREIGN KEY (customer_id, community_id, lease_id) REFERENCES leases (customer_id, community_id, id),
  FOREIGN KEY (customer_id, community_id, unit_id) REFERENCES units (customer_id, community_id, id),
  FOREIGN KEY (customer_id, community_id, location_id)
    REFERENCES location_properties (customer_id, community_id, id) ON DELETE CASCADE,
  CHECK ((unit_id IS NULL) <> (location_id IS NULL))
);
CREATE UNIQUE INDEX lease_authorizations_place_key
  ON lease_authorizations (customer_id, community_id, lease_id, unit_id, location_id) NULLS NOT DISTINCT;
SELECT lintel_fence_community_table('lease_authorizations');

-- Credentials: what a person presents at a door (a mobile key, a fob, a PIN). Part 3 section 4's key
-- states (ISSUED, UNASSIGNED, NOT_RETURNED) are a fob's; `revoked_at` marks one that no longer opens.
CREATE TABLE access_credentials (
  customer_id uuid NOT NULL,
  community_id uuid NOT NULL,
  id uuid NOT NULL DEFAULT gen_random_uuid(),
  holder_kind text NOT NULL CHECK (holder_kind IN ('RESIDENT', 'STAFF', 'VENDOR')),
  holder_id uuid NOT NULL,
  kind text NOT NULL CHECK (kind IN ('MOBILE', 'FOB', 'PIN')),
  label text NOT NULL CHECK (length(label) BETWEEN 1 AND 100),
  state text NOT NULL DEFAULT 'ISSUED' CHECK (state IN ('ISSUED', 'UNASSIGNED', 'NOT_RETURNED')),
  -- What it was issued for (a lease's move-in issues a mobile key for that lease); NULL for a fob in stock.
  source_kind text CHECK (source_kind IN ('LEASE', 'TEMPORARY', 'PASS', 'GROUP', 'STAFF_ROLE')),
  source_id uuid,
  issued_at timestamptz NOT NULL DEFAULT now(),
  revoked_at timestamptz,
  PRIMARY KEY (customer_id, community_id, id),
  FOREIGN KEY (customer_id, community_id) REFERENCES communities (customer_id, id)
);
CREATE INDEX access_credentials_source_idx ON access_credentials (customer_id, community_id, source_kind, source_id);
CREATE INDEX access_credentials_holder_idx ON access_credentials (customer_id, community_id, holder_kind, holder_id);
SELECT lintel_fence_community_table('access_credentials');

-- A grant: one person may open one place (a unit or a location) within a window and, optionally,
-- hours of operation, because of a source (a lease today; temporary access, passes, groups and staff
-- roles use the same rows). Status follows part 3 section 4: REVOKING until every lock confirmed.
CREATE TABLE access_grants (
  customer_id uuid NOT NULL,
  community_id uuid NOT NULL,
  id uuid NOT NULL DEFAULT gen_random_uuid(),
  holder_kind text NOT NULL CHECK (holder_kind IN ('RESIDENT', 'STAFF', 'VENDOR')),
  holder_id uuid NOT NULL,
  source_kind text NOT NULL CHECK (source_kind IN ('LEASE', 'TEMPORARY', 'PASS', 'GROUP', 'STAFF_ROLE')),
  source_id uuid NOT NULL,
  unit_id uuid,
  location_id uuid,
  -- Hours of operation (part 3 section 3); NULL is at any hour.
  schedule jsonb,
  valid_from timestamptz NOT NULL,
  valid_until timestamptz,
  status text NOT NULL DEFAULT 'ACTIVE' CHECK (status IN ('ACTIVE', 'SUSPENDED', 'REVOKING', 'REVOKED')),
  revoked_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (customer_id, community_id, id),
  FOREIGN KEY (customer_id, community_id) REFERENCES communities (customer_id, id),
  FOREIGN KEY (customer_id, community_id, unit_id) REFERENCES units (customer_id, community_id, id),
  FOREIGN KEY (customer_id, community_id, location_id)
    REFERENCES location_properties (customer_id, community_id, id) ON DELETE CASCADE,
  CHECK ((unit_id IS NULL) <> (location_id IS NULL)),
  CHECK (valid_until IS NULL OR valid_until > valid_from),
  CHECK ((status IN ('REVOKING', 'REVOKED')) = (revoked_at IS NOT NULL))
);
CREATE INDEX access_grants_holder_idx ON access_grants (customer_id, community_id, holder_kind, holder_id);
CREATE INDEX access_grants_source_idx ON access_grants (customer_id, community_id, source_kind, source_id);
CREATE INDEX access_grants_unit_idx ON access_grants (customer_id, community_id, unit_id) WHERE unit_id IS NOT NULL;
CREATE INDEX access_grants_location_idx
  ON access_grants (customer_id, community_id, location_id) WHERE location_id IS NOT NULL;
SELECT lintel_fence_community_table('access_grants');

-- A door entry: one grant's credential on one lock. `desired` is what the rules want the lock to
-- hold; `confirmed` is what the lock last confirmed (NULL: never held). The window and hours are
-- copied from the grant when the entry is pushed, as a lock keeps them. A pending entry (desired
-- differs from confirmed) is the door sync job's work.
CREATE TABLE door_entries (
  customer_id uuid NOT NULL,
  community_id uuid NOT NULL,
  device_id uuid NOT NULL,
  grant_id uuid NOT NULL,
  credential_id uuid NOT NULL,
  -- A row id, and the holder's name as the openers list sorts it (copied when the entry is asked
  -- for): the list of who can open a lock pages through an index, whatever the community's size.
  id uuid NOT NULL DEFAULT gen_random_uuid(),
  holder_name text NOT NULL DEFAULT '',
  desired text NOT NULL CHECK (desired IN ('PRESENT', 'ABSENT')),
  confirmed text CHECK (confirmed IN ('PRESENT', 'ABSENT')),
  requested_at timestamptz NOT NULL,
  confirmed_at timestamptz,
  attempts integer NOT NULL DEFAULT 0,
  last_error text CHECK (length(last_error) <= 500),
  -- When an unconfirmed revocation raised its alert (once per revocation).
  alerted_at timestamptz,
  PRIMARY KEY (customer_id, community_id, device_id, grant_id, credential_id),
  FOREIGN KEY (customer_id, community_id, device_id) REFERENCES devices (customer_id, community_id, id) ON DELETE CASCADE,
  FOREIGN KEY (customer_id, community_id, grant_id) REFERENCES access_grants (customer_id, community_id, id),
  FOREIGN KEY (customer_id, community_id, credential_id) REFERENCES access_credentials (customer_id, community_id, id)
);
CREATE INDEX door_entries_pending_idx ON door_entries (customer_id, community_id, device_id)
  WHERE confirmed IS DISTINCT FROM desired;
-- Who can open a lock: the entries it holds, by name.
CREATE INDEX door_entries_openers_idx ON door_entries (customer_id, community_id, device_id, holder_name, id)
  WHERE confirmed = 'PRESENT';
CREATE INDEX door_entries_grant_idx ON door_entries (customer_id, community_id, grant_id);
CREATE INDEX door_entries_credential_idx ON door_entries (customer_id, community_id, credential_id);
SELECT lintel_fence_community_table('door_entries');

-- The move-out proof: made when a move-out is executed, kept with the lease. `content` is written
-- once every lock confirmed (complete); until then the report reads the live entries.
CREATE TABLE move_out_reports (
  customer_id uuid NOT NULL,
  community_id uuid NOT NULL,
  id uuid NOT NULL DEFAULT gen_random_uuid(),
  lease_id uuid NOT NULL,
  resident_id uuid NOT NULL,
  executed_at timestamptz NOT NULL,
  executed_by uuid,
  -- Who executed it, as named then (the proof is read long after; a user may be renamed or removed).
  executed_by_name text CHECK (length(executed_by_name) <= 201),
  completed_at timestamptz,
  content jsonb,
  PRIMARY KEY (customer_id, community_id, id),
  FOREIGN KEY (customer_id, community_id, lease_id, resident_id)
    REFERENCES lease_residents (customer_id, community_id, lease_id, resident_id),
  UNIQUE (customer_id, community_id, lease_id, resident_id),
  CHECK ((completed_at IS NULL) = (content IS NULL))
);
SELECT lintel_fence_community_table('move_out_reports');

-- The simulator's own memory of what each simulated lock holds (the vendor's side, not the
-- portal's): written only by the simulated adapters, so a restart keeps what the doors were told.
CREATE TABLE simulated_door_entries (
  customer_id uuid NOT NULL,
  community_id uuid NOT NULL,
  device_id uuid NOT NULL,
  entry_key text NOT NULL,
  credential_id uuid NOT NULL,
  valid_from timestamptz NOT NULL,
  valid_until timestamptz,
  schedule jsonb,
  PRIMARY KEY (customer_id, community_id, device_id, entry_key),
  FOREIGN KEY (customer_id, community_id, device_id) REFERENCES devices (customer_id, community_id, id) ON DELETE CASCADE
);
SELECT lintel_fence_community_table('simulated_door_entries');
