-- Keys and passes (part 3 section 2 "Access area /iot/access": keys and passes; section 4 key
-- credential ISSUED / UNASSIGNED / NOT_RETURNED). Both reach the locks through the same chain as a
-- lease: a credential, one grant per location, and door entries the door sync pushes (D221, D222).

-- A grant or credential may now come from a key (a fob issued to someone) ...
ALTER TABLE access_credentials DROP CONSTRAINT access_credentials_source_kind_check;
ALTER TABLE access_credentials ADD CONSTRAINT access_credentials_source_kind_check
  CHECK (source_kind IN ('LEASE', 'TEMPORARY', 'PASS', 'GROUP', 'STAFF_ROLE', 'KEY'));
ALTER TABLE access_grants DROP CONSTRAINT access_grants_source_kind_check;
ALTER TABLE access_grants ADD CONSTRAINT access_grants_source_kind_check
  CHECK (source_kind IN ('LEASE', 'TEMPORARY', 'PASS', 'GROUP', 'STAFF_ROLE', 'KEY'));
-- ... and be held by a pass: its holder is the pass (a vendor, resident or guest named on it, who
-- need not have an account); holder_id is the pass's id.
ALTER TABLE access_credentials DROP CONSTRAINT access_credentials_holder_kind_check;
ALTER TABLE access_credentials ADD CONSTRAINT access_credentials_holder_kind_check
  CHECK (holder_kind IN ('RESIDENT', 'STAFF', 'VENDOR', 'PASS'));
ALTER TABLE access_grants DROP CONSTRAINT access_grants_holder_kind_check;
ALTER TABLE access_grants ADD CONSTRAINT access_grants_holder_kind_check
  CHECK (holder_kind IN ('RESIDENT', 'STAFF', 'VENDOR', 'PASS'));

-- A key (fob): stock of the community, UNASSIGNED until issued to a resident or staff member
-- (ISSUED), NOT_RETURNED when its holder lost access (moved out, or the key was taken back in the
-- portal) without handing it in. While ISSUED it has a credential (kind FOB, source KEY) and one
-- grant per location; a key that is not ISSUED opens nothing.
CREATE TABLE access_keys (
  customer_id uuid NOT NULL,
  community_id uuid NOT NULL,
  id uuid NOT NULL DEFAULT gen_random_uuid(),
  -- The number printed on the fob (what the reader reads), unique in the community.
  number text NOT NULL CHECK (number ~ '^[A-Za-z0-9-]{1,32}$'),
  description text CHECK (length(description) <= 200),
  state text NOT NULL DEFAULT 'UNASSIGNED' CHECK (state IN ('ISSUED', 'UNASSIGNED', 'NOT_RETURNED')),
  holder_kind text CHECK (holder_kind IN ('RESIDENT', 'STAFF')),
  holder_id uuid,
  -- The holder's name as when issued (the list sorts and searches by it).
  holder_name text CHECK (length(holder_name) <= 201),
  credential_id uuid,
  issued_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (customer_id, community_id, id),
  FOREIGN KEY (customer_id, community_id) REFERENCES communities (customer_id, id),
  FOREIGN KEY (customer_id, community_id, credential_id) REFERENCES access_credentials (customer_id, community_id, id),
  UNIQUE (customer_id, community_id, number),
  CHECK ((state = 'UNASSIGNED') = (holder_id IS NULL)),
  CHECK ((holder_kind IS NULL) = (holder_id IS NULL)),
  CHECK ((state = 'ISSUED') = (credential_id IS NOT NULL))
);
-- The list: by number (the unique index), by holder name, by state.
CREATE INDEX access_keys_holder_idx ON access_keys (customer_id, community_id, holder_kind, holder_id)
  WHERE holder_id IS NOT NULL;
CREATE INDEX access_keys_holder_name_idx ON access_keys (customer_id, community_id, lower(holder_name), id);
SELECT lintel_fence_community_table('access_keys');

CREATE TABLE access_key_locations (
  customer_id uuid NOT NULL,
  community_id uuid NOT NULL,
  key_id uuid NOT NULL,
  location_id uuid NOT NULL,
  PRIMARY KEY (customer_id, community_id, key_id, location_id),
  FOREIGN KEY (customer_id, community_id, key_id) REFERENCES access_keys (customer_id, community_id, id) ON DELETE CASCADE,
  FOREIGN KEY (customer_id, community_id, location_id)
    REFERENCES location_properties (customer_id, community_id, id) ON DELETE CASCADE
);
SELECT lintel_fence_community_table('access_key_locations');

-- A pass: a PIN for a vendor, a resident's visitor or a guest, for the locations, within a window
-- and optional hours. Its credential (PIN, source PASS) is held by the pass itself.
CREATE TABLE access_passes (
  customer_id uuid NOT NULL,
  community_id uuid NOT NULL,
  id uuid NOT NULL DEFAULT gen_random_uuid(),
  type text NOT NULL CHECK (type IN ('VENDOR', 'RESIDENT', 'GUEST')),
  holder_name text NOT NULL CHECK (length(holder_name) BETWEEN 1 AND 201),
  company text CHECK (length(company) <= 200),
  email text CHECK (length(email) <= 254),
  phone text CHECK (length(phone) <= 30),
  -- The unit a resident's or guest's pass is for (whom the visitor comes to see).
  unit_id uuid,
  valid_from timestamptz NOT NULL,
  valid_until timestamptz NOT NULL,
  hours jsonb,
  pin text NOT NULL CHECK (pin ~ '^[0-9]{6}$'),
  status text NOT NULL DEFAULT 'ACTIVE' CHECK (status IN ('ACTIVE', 'SUSPENDED', 'REVOKING', 'REVOKED')),
  credential_id uuid NOT NULL,
  note text CHECK (length(note) <= 500),
  created_by_name text CHECK (length(created_by_name) <= 201),
  revoked_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (customer_id, community_id, id),
  FOREIGN KEY (customer_id, community_id) REFERENCES communities (customer_id, id),
  FOREIGN KEY (customer_id, community_id, unit_id) REFERENCES units (customer_id, community_id, id),
  FOREIGN KEY (customer_id, community_id, credential_id) REFERENCES access_credentials (customer_id, community_id, id),
  CHECK (valid_until > valid_from),
  CHECK ((status IN ('REVOKING', 'REVOKED')) = (revoked_at IS NOT NULL))
);
CREATE INDEX access_passes_until_idx ON access_passes (customer_id, community_id, valid_until DESC, id);
SELECT lintel_fence_community_table('access_passes');

CREATE TABLE access_pass_locations (
  customer_id uuid NOT NULL,
  community_id uuid NOT NULL,
  pass_id uuid NOT NULL,
  location_id uuid NOT NULL,
  PRIMARY KEY (customer_id, community_id, pass_id, location_id),
  FOREIGN KEY (customer_id, community_id, pass_id) REFERENCES access_passes (customer_id, community_id, id),
  FOREIGN KEY (customer_id, community_id, location_id)
    REFERENCES location_properties (customer_id, community_id, id) ON DELETE CASCADE
);
SELECT lintel_fence_community_table('access_pass_locations');

-- A credential's tries at the doors (a pass's log): the access events that name it, newest first.
CREATE INDEX device_events_credential_idx
  ON device_events (customer_id, community_id, (detail ->> 'credentialId'), occurred_at DESC, id)
  WHERE kind = 'ACCESS';
