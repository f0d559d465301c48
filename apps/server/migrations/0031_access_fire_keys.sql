-- Fire keys (part 3 section 1 "/iot/firekey and /iot/firekey/management", the access tab /iot/firekey,
-- section 3's access user category FIREKEY, section 6's FIRE_KEY_* and the firekey setting; D225). A
-- fire key is the community's master fob for the fire department, kept in the lock box: it opens the
-- locations chosen for it at all hours. It reaches the locks through the same chain as a key (D210,
-- D221): a credential (FOB, source FIRE_KEY) and one grant per location, with door entries the door
-- sync pushes. Its holder is the fire key itself (holder kind FIREKEY, holder_id the fire key's id),
-- as a pass holds its PIN: the fire department has no account.

ALTER TABLE access_credentials DROP CONSTRAINT access_credentials_source_kind_check;
ALTER TABLE access_credentials ADD CONSTRAINT access_credentials_source_kind_check
  CHECK (source_kind IN ('LEASE', 'TEMPORARY', 'PASS', 'GROUP', 'STAFF_ROLE', 'KEY', 'FIRE_KEY'));
ALTER TABLE access_grants DROP CONSTRAINT access_grants_source_kind_check;
ALTER TABLE access_grants ADD CONSTRAINT access_grants_source_kind_check
  CHECK (source_kind IN ('LEASE', 'TEMPORARY', 'PASS', 'GROUP', 'STAFF_ROLE', 'KEY', 'FIRE_KEY'));
ALTER TABLE access_credentials DROP CONSTRAINT access_credentials_holder_kind_check;
ALTER TABLE access_credentials ADD CONSTRAINT access_credentials_holder_kind_check
  CHECK (holder_kind IN ('RESIDENT', 'STAFF', 'VENDOR', 'PASS', 'FIREKEY'));
ALTER TABLE access_grants DROP CONSTRAINT access_grants_holder_kind_check;
ALTER TABLE access_grants ADD CONSTRAINT access_grants_holder_kind_check
  CHECK (holder_kind IN ('RESIDENT', 'STAFF', 'VENDOR', 'PASS', 'FIREKEY'));

-- A fire key: active from when it is added (its credential and grants are written with it) until it is
-- revoked (`revoked_at`); it is REVOKING while a lock has yet to confirm the removal, then REVOKED,
-- read from its grants (D225). A deleted fire key's credential and grants stay (who could open what).
CREATE TABLE access_fire_keys (
  customer_id uuid NOT NULL,
  community_id uuid NOT NULL,
  id uuid NOT NULL DEFAULT gen_random_uuid(),
  -- The number printed on the fob, as a key's (D221); used once in the community in any case.
  number text NOT NULL CHECK (number ~ '^[A-Za-z0-9-]{1,32}$'),
  -- Where it is kept (the lock box), or anything the fire department should know.
  description text CHECK (length(description) <= 200),
  credential_id uuid NOT NULL,
  created_by_name text CHECK (length(created_by_name) <= 201),
  revoked_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (customer_id, community_id, id),
  FOREIGN KEY (customer_id, community_id) REFERENCES communities (customer_id, id),
  FOREIGN KEY (customer_id, community_id, credential_id) REFERENCES access_credentials (customer_id, community_id, id)
);
CREATE UNIQUE INDEX access_fire_keys_number_key ON access_fire_keys (customer_id, community_id, lower(number));
-- The list: by number (the default) or by the last change.
CREATE INDEX access_fire_keys_number_idx ON access_fire_keys (customer_id, community_id, number, id);
CREATE INDEX access_fire_keys_updated_idx ON access_fire_keys (customer_id, community_id, updated_at, id);
SELECT lintel_fence_community_table('access_fire_keys');

CREATE TABLE access_fire_key_locations (
  customer_id uuid NOT NULL,
  community_id uuid NOT NULL,
  fire_key_id uuid NOT NULL,
  location_id uuid NOT NULL,
  PRIMARY KEY (customer_id, community_id, fire_key_id, location_id),
  FOREIGN KEY (customer_id, community_id, fire_key_id) REFERENCES access_fire_keys (customer_id, community_id, id)
    ON DELETE CASCADE,
  FOREIGN KEY (customer_id, community_id, location_id)
    REFERENCES location_properties (customer_id, community_id, id) ON DELETE CASCADE
);
SELECT lintel_fence_community_table('access_fire_key_locations');
