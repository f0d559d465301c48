-- People and their access (part 3 section 2 "Access area /iot/access": the residents tab and its
-- screens; section 6 "Residents: create, read, change email, delete from community"; section 8 "are
-- you sure you want to delete resident?"; D229 to D231). Residents are listed, created, given a new
-- email and deleted from the community; every person (resident, staff, vendor) has the same access
-- pieces: where they may go (their grants, from every source), direct authorizations of their own,
-- their keyring, and a suspension of all their access in the community.

-- A resident deleted from the community keeps their row: leases, move-out proofs, grants and
-- credentials still name them (who could open what). `deleted_at` hides them from the list and the
-- screens. The keys below are the list's (D229): the name as it sorts (last name first) and as it is
-- typed (first name first), and the email, each lower-cased in byte order, so a prefix search is a
-- btree range that stays an index condition under row-level security (as units.search_name, D218).
ALTER TABLE residents
  ADD COLUMN deleted_at timestamptz,
  ADD COLUMN deleted_by_name text CHECK (length(deleted_by_name) <= 201),
  ADD COLUMN name_key text COLLATE "C" GENERATED ALWAYS AS (lower(last_name || ' ' || first_name)) STORED,
  ADD COLUMN full_name_key text COLLATE "C" GENERATED ALWAYS AS (lower(first_name || ' ' || last_name)) STORED,
  -- No email sorts first (an empty key): the keyset paging of the list never meets a NULL.
  ADD COLUMN email_key text COLLATE "C" GENERATED ALWAYS AS (lower(coalesce(email, ''))) STORED;
-- An email names one resident of the community, in any case; a deleted resident's frees it.
DROP INDEX residents_email_key;
CREATE UNIQUE INDEX residents_email_key ON residents (customer_id, community_id, lower(email))
  WHERE email IS NOT NULL AND deleted_at IS NULL;
-- The list (/iot/residents): by name or by email, each walked in order; the search ORs the three ranges.
CREATE INDEX residents_list_name_idx ON residents (customer_id, community_id, name_key, id) WHERE deleted_at IS NULL;
CREATE INDEX residents_list_email_idx ON residents (customer_id, community_id, email_key, id) WHERE deleted_at IS NULL;
CREATE INDEX residents_list_full_name_idx ON residents (customer_id, community_id, full_name_key)
  WHERE deleted_at IS NULL;

-- A direct authorization (D230): a grant of a person to a location for no other reason than that
-- they were given it (source PERSON, source_id the person's id), held by the person's own mobile key
-- (a credential of source PERSON, one live per person, written at the first direct authorization).
ALTER TABLE access_credentials DROP CONSTRAINT access_credentials_source_kind_check;
ALTER TABLE access_credentials ADD CONSTRAINT access_credentials_source_kind_check
  CHECK (source_kind IN ('LEASE', 'TEMPORARY', 'PASS', 'GROUP', 'STAFF_ROLE', 'KEY', 'FIRE_KEY', 'PERSON'));
ALTER TABLE access_grants DROP CONSTRAINT access_grants_source_kind_check;
ALTER TABLE access_grants ADD CONSTRAINT access_grants_source_kind_check
  CHECK (source_kind IN ('LEASE', 'TEMPORARY', 'PASS', 'GROUP', 'STAFF_ROLE', 'KEY', 'FIRE_KEY', 'PERSON'));
CREATE UNIQUE INDEX access_credentials_person_key ON access_credentials (customer_id, community_id, holder_kind, holder_id)
  WHERE source_kind = 'PERSON' AND revoked_at IS NULL;
-- A location is directly authorized once per person while the authorization is live.
CREATE UNIQUE INDEX access_grants_person_place_key ON access_grants (customer_id, community_id, holder_kind, holder_id, location_id)
  WHERE source_kind = 'PERSON' AND status IN ('ACTIVE', 'SUSPENDED');

-- A person's access suspended in the community (keyring management, D231): one row while suspended.
CREATE TABLE access_person_suspensions (
  customer_id uuid NOT NULL,
  community_id uuid NOT NULL,
  holder_kind text NOT NULL CHECK (holder_kind IN ('RESIDENT', 'STAFF', 'VENDOR')),
  holder_id uuid NOT NULL,
  suspended_at timestamptz NOT NULL,
  -- Who suspended it, as named then.
  suspended_by_name text CHECK (length(suspended_by_name) <= 201),
  PRIMARY KEY (customer_id, community_id, holder_kind, holder_id),
  FOREIGN KEY (customer_id, community_id) REFERENCES communities (customer_id, id)
);
SELECT lintel_fence_community_table('access_person_suspensions');

-- The grants a suspension holds: those that were ACTIVE when it began and those issued to the person
-- since. Resuming the person makes exactly these ACTIVE again; a grant suspended by its own source
-- (a temporary access) is not held here and stays as its source left it.
CREATE TABLE access_person_suspended_grants (
  customer_id uuid NOT NULL,
  community_id uuid NOT NULL,
  grant_id uuid NOT NULL,
  holder_kind text NOT NULL,
  holder_id uuid NOT NULL,
  PRIMARY KEY (customer_id, community_id, grant_id),
  FOREIGN KEY (customer_id, community_id, grant_id) REFERENCES access_grants (customer_id, community_id, id),
  FOREIGN KEY (customer_id, community_id, holder_kind, holder_id)
    REFERENCES access_person_suspensions (customer_id, community_id, holder_kind, holder_id) ON DELETE CASCADE
);
CREATE INDEX access_person_suspended_grants_holder_idx
  ON access_person_suspended_grants (customer_id, community_id, holder_kind, holder_id);
SELECT lintel_fence_community_table('access_person_suspended_grants');
