-- Custom user groups (part 3 section 2 "Access area /iot/access": the groups tab; section 6 "Custom
-- user groups: create and update"; D223). A group is a named set of people of the community (residents
-- who live in it and its staff) who may open a set of locations, optionally within hours of operation.
-- Every member holds a credential issued for the group (MOBILE, source GROUP) and one grant per
-- location, through the same chain as a lease (D210).

CREATE TABLE access_groups (
  customer_id uuid NOT NULL,
  community_id uuid NOT NULL,
  id uuid NOT NULL DEFAULT gen_random_uuid(),
  name text NOT NULL CHECK (length(name) BETWEEN 1 AND 100),
  description text CHECK (length(description) <= 500),
  -- Hours of operation as part 3 section 3's entries (D217); null: any hour.
  hours jsonb,
  created_by_name text CHECK (length(created_by_name) <= 201),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (customer_id, community_id, id),
  FOREIGN KEY (customer_id, community_id) REFERENCES communities (customer_id, id)
);
-- A name is used once in the community, in any case.
CREATE UNIQUE INDEX access_groups_name_key ON access_groups (customer_id, community_id, lower(name));
-- The list: by name (the default) or by the last change.
CREATE INDEX access_groups_name_idx ON access_groups (customer_id, community_id, name, id);
CREATE INDEX access_groups_updated_idx ON access_groups (customer_id, community_id, updated_at, id);
SELECT lintel_fence_community_table('access_groups');

CREATE TABLE access_group_locations (
  customer_id uuid NOT NULL,
  community_id uuid NOT NULL,
  group_id uuid NOT NULL,
  location_id uuid NOT NULL,
  PRIMARY KEY (customer_id, community_id, group_id, location_id),
  FOREIGN KEY (customer_id, community_id, group_id) REFERENCES access_groups (customer_id, community_id, id)
    ON DELETE CASCADE,
  FOREIGN KEY (customer_id, community_id, location_id)
    REFERENCES location_properties (customer_id, community_id, id) ON DELETE CASCADE
);
SELECT lintel_fence_community_table('access_group_locations');

-- A member: a resident or a staff member, with the credential issued to them for the group. A member
-- removed loses the row; the credential stays, revoked, with its grants (who could open what).
CREATE TABLE access_group_members (
  customer_id uuid NOT NULL,
  community_id uuid NOT NULL,
  group_id uuid NOT NULL,
  holder_kind text NOT NULL CHECK (holder_kind IN ('RESIDENT', 'STAFF')),
  holder_id uuid NOT NULL,
  -- The member's name as when added (the details list them by it).
  holder_name text NOT NULL CHECK (length(holder_name) <= 201),
  credential_id uuid NOT NULL,
  added_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (customer_id, community_id, group_id, holder_kind, holder_id),
  FOREIGN KEY (customer_id, community_id, group_id) REFERENCES access_groups (customer_id, community_id, id)
    ON DELETE CASCADE,
  FOREIGN KEY (customer_id, community_id, credential_id) REFERENCES access_credentials (customer_id, community_id, id)
);
-- A resident's groups (a move-out takes them out of every one).
CREATE INDEX access_group_members_holder_idx ON access_group_members (customer_id, community_id, holder_kind, holder_id);
SELECT lintel_fence_community_table('access_group_members');
