-- Unit amenities of the community structure (spec part 2: spaces routes units/{unitId}/amenities,
-- amenities/{amenityId}, groups/{amenityId}; amenity state "customer-community amenities grouped
-- by type Community or Apartment"). A community amenity has a grouping type; the unit amenity
-- screens work on the 'Apartment' ones. Amenities may belong to one group of the community (the
-- groups screen lists a group's amenities). Units hold amenities through unit_amenities.
-- Every table is community-scoped: customer_id and community_id lead its keys and indexes, and
-- row-level security is enabled and forced with the policy of 0001.

CREATE TABLE community_amenity_groups (
  customer_id uuid NOT NULL,
  community_id uuid NOT NULL,
  id uuid NOT NULL DEFAULT gen_random_uuid(),
  name text NOT NULL CHECK (length(name) BETWEEN 1 AND 100),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (customer_id, community_id, id),
  UNIQUE (customer_id, community_id, name),
  FOREIGN KEY (customer_id, community_id) REFERENCES communities (customer_id, id) ON DELETE CASCADE
);

CREATE TABLE community_amenities (
  customer_id uuid NOT NULL,
  community_id uuid NOT NULL,
  id uuid NOT NULL DEFAULT gen_random_uuid(),
  grouping_type text NOT NULL CHECK (grouping_type IN ('Community', 'Apartment')),
  name text NOT NULL CHECK (length(name) BETWEEN 1 AND 100),
  -- Lower-cased name in byte order, for an index-usable prefix search under row-level security.
  search_name text COLLATE "C" GENERATED ALWAYS AS (lower(name)) STORED,
  group_id uuid,
  description text CHECK (length(description) <= 500),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (customer_id, community_id, id),
  UNIQUE (customer_id, community_id, grouping_type, name),
  FOREIGN KEY (customer_id, community_id) REFERENCES communities (customer_id, id) ON DELETE CASCADE,
  FOREIGN KEY (customer_id, community_id, group_id) REFERENCES community_amenity_groups (customer_id, community_id, id)
    ON DELETE SET NULL (group_id)
);
CREATE INDEX community_amenities_search_idx
  ON community_amenities (customer_id, community_id, grouping_type, search_name, id);
CREATE INDEX community_amenities_group_idx
  ON community_amenities (customer_id, community_id, group_id, name, id) WHERE group_id IS NOT NULL;

CREATE TABLE unit_amenities (
  customer_id uuid NOT NULL,
  community_id uuid NOT NULL,
  unit_id uuid NOT NULL,
  amenity_id uuid NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (customer_id, community_id, unit_id, amenity_id),
  FOREIGN KEY (customer_id, community_id, unit_id) REFERENCES units (customer_id, community_id, id) ON DELETE CASCADE,
  FOREIGN KEY (customer_id, community_id, amenity_id) REFERENCES community_amenities (customer_id, community_id, id)
    ON DELETE CASCADE
);
-- The amenity details screen lists an amenity's units.
CREATE INDEX unit_amenities_amenity_idx ON unit_amenities (customer_id, community_id, amenity_id, unit_id);

DO $$
DECLARE
  t text;
BEGIN
  FOREACH t IN ARRAY ARRAY['community_amenity_groups', 'community_amenities', 'unit_amenities'] LOOP
    EXECUTE format('ALTER TABLE %I ENABLE ROW LEVEL SECURITY', t);
    EXECUTE format('ALTER TABLE %I FORCE ROW LEVEL SECURITY', t);
    EXECUTE format(
      'CREATE POLICY %I ON %I USING (customer_id = (SELECT lintel_current_customer()) AND '
      '(community_id = (SELECT lintel_current_community()) OR (SELECT lintel_all_communities()))) '
      'WITH CHECK (customer_id = (SELECT lintel_current_customer()) AND '
      '(community_id = (SELECT lintel_current_community()) OR (SELECT lintel_all_communities())))',
      t || '_tenant', t);
  END LOOP;
END
$$;

GRANT SELECT, INSERT, UPDATE, DELETE ON community_amenity_groups, community_amenities, unit_amenities TO lintel_app;
