-- Community structure: buildings, units (physical status, notice to vacate, search), unit types,
-- floor plans, common and maintenance areas, appliances, parking spaces, and the location tree.
-- Every table is community-scoped: customer_id and community_id lead its keys and indexes, and
-- row-level security is enabled and forced with the policy of 0001 (acting community, or every
-- community of the customer for an all-communities actor).

ALTER TABLE buildings
  ADD COLUMN address text CHECK (length(address) <= 200),
  ADD COLUMN updated_at timestamptz NOT NULL DEFAULT now();
-- One name per building in a community (the list shows names; two "A" buildings confuse everyone).
CREATE UNIQUE INDEX buildings_name_key ON buildings (customer_id, community_id, name);

ALTER TABLE unit_types
  ADD COLUMN description text CHECK (length(description) <= 500),
  ADD COLUMN updated_at timestamptz NOT NULL DEFAULT now();

CREATE TABLE floor_plans (
  customer_id uuid NOT NULL,
  community_id uuid NOT NULL,
  id uuid NOT NULL DEFAULT gen_random_uuid(),
  name text NOT NULL CHECK (length(name) BETWEEN 1 AND 100),
  unit_type_id uuid,
  bedrooms integer NOT NULL CHECK (bedrooms BETWEEN 0 AND 20),
  bathrooms numeric(3, 1) NOT NULL CHECK (bathrooms BETWEEN 0 AND 20),
  square_feet integer NOT NULL CHECK (square_feet BETWEEN 0 AND 100000),
  description text CHECK (length(description) <= 1000),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (customer_id, community_id, id),
  UNIQUE (customer_id, community_id, name),
  FOREIGN KEY (customer_id, community_id) REFERENCES communities (customer_id, id),
  FOREIGN KEY (customer_id, community_id, unit_type_id) REFERENCES unit_types (customer_id, community_id, id)
    ON DELETE SET NULL (unit_type_id)
);
CREATE INDEX floor_plans_unit_type_idx ON floor_plans (customer_id, community_id, unit_type_id);

-- Units: the physical status code and the notice-to-vacate date of the current occupancy are
-- updated by their own calls; search_name is the lower-cased name in byte order ("C"), so a prefix
-- search is a btree range on leakproof operators (>=, <, starts_with) and stays index-usable
-- under row-level security, where lower(name) LIKE 'x%' is not (lower and LIKE are not leakproof).
ALTER TABLE units
  ADD COLUMN physical_status text CHECK (physical_status ~ '^[A-Z][A-Z0-9_]{0,49}$'),
  ADD COLUMN notice_to_vacate_date date,
  ADD COLUMN floor_plan_id uuid,
  ADD COLUMN search_name text COLLATE "C" GENERATED ALWAYS AS (lower(name)) STORED,
  ADD COLUMN updated_at timestamptz NOT NULL DEFAULT now(),
  ADD FOREIGN KEY (customer_id, community_id, floor_plan_id) REFERENCES floor_plans (customer_id, community_id, id)
    ON DELETE SET NULL (floor_plan_id);
DROP INDEX units_name_search_idx;
CREATE INDEX units_search_idx ON units (customer_id, community_id, search_name, id);
CREATE INDEX units_floor_idx ON units (customer_id, community_id, floor, id);
CREATE INDEX units_floor_plan_idx ON units (customer_id, community_id, floor_plan_id) WHERE floor_plan_id IS NOT NULL;

-- Common areas and maintenance areas: one table, told apart by their business purpose.
CREATE TABLE common_spaces (
  customer_id uuid NOT NULL,
  community_id uuid NOT NULL,
  id uuid NOT NULL DEFAULT gen_random_uuid(),
  business_purpose text NOT NULL CHECK (business_purpose IN ('COMMON_AREA', 'MAINTENANCE_AREA')),
  name text NOT NULL CHECK (length(name) BETWEEN 1 AND 100),
  building_id uuid,
  floor integer CHECK (floor BETWEEN -5 AND 200),
  square_feet integer CHECK (square_feet BETWEEN 0 AND 1000000),
  description text CHECK (length(description) <= 1000),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (customer_id, community_id, id),
  UNIQUE (customer_id, community_id, business_purpose, name),
  FOREIGN KEY (customer_id, community_id) REFERENCES communities (customer_id, id),
  FOREIGN KEY (customer_id, community_id, building_id) REFERENCES buildings (customer_id, community_id, id)
);
CREATE INDEX common_spaces_purpose_idx ON common_spaces (customer_id, community_id, business_purpose, name, id);
CREATE INDEX common_spaces_building_idx ON common_spaces (customer_id, community_id, building_id) WHERE building_id IS NOT NULL;

CREATE TABLE appliances (
  customer_id uuid NOT NULL,
  community_id uuid NOT NULL,
  id uuid NOT NULL DEFAULT gen_random_uuid(),
  unit_id uuid NOT NULL,
  name text NOT NULL CHECK (length(name) BETWEEN 1 AND 100),
  brand text CHECK (length(brand) <= 100),
  model text CHECK (length(model) <= 100),
  serial_number text CHECK (length(serial_number) <= 100),
  installed_on date,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (customer_id, community_id, id),
  FOREIGN KEY (customer_id, community_id, unit_id) REFERENCES units (customer_id, community_id, id) ON DELETE CASCADE
);
CREATE INDEX appliances_unit_idx ON appliances (customer_id, community_id, unit_id, name, id);

CREATE TABLE parking_spaces (
  customer_id uuid NOT NULL,
  community_id uuid NOT NULL,
  id uuid NOT NULL DEFAULT gen_random_uuid(),
  name text NOT NULL CHECK (length(name) BETWEEN 1 AND 50),
  kind text NOT NULL CHECK (kind IN ('OPEN', 'COVERED', 'GARAGE', 'ACCESSIBLE', 'EV_CHARGING')),
  unit_id uuid,
  monthly_fee_cents bigint NOT NULL DEFAULT 0 CHECK (monthly_fee_cents BETWEEN 0 AND 100000000),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (customer_id, community_id, id),
  UNIQUE (customer_id, community_id, name),
  FOREIGN KEY (customer_id, community_id) REFERENCES communities (customer_id, id),
  FOREIGN KEY (customer_id, community_id, unit_id) REFERENCES units (customer_id, community_id, id)
    ON DELETE SET NULL (unit_id)
);
CREATE INDEX parking_spaces_name_idx ON parking_spaces (customer_id, community_id, name, id);
CREATE INDEX parking_spaces_unit_idx ON parking_spaces (customer_id, community_id, unit_id);

-- Location tree (property tree): properties nest under a parent; a top-level property has no
-- parent in the table and hangs under the all-zero root in the API. Space types classify them.
CREATE TABLE location_space_types (
  customer_id uuid NOT NULL,
  community_id uuid NOT NULL,
  id uuid NOT NULL DEFAULT gen_random_uuid(),
  name text NOT NULL CHECK (length(name) BETWEEN 1 AND 100),
  description text CHECK (length(description) <= 500),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (customer_id, community_id, id),
  UNIQUE (customer_id, community_id, name),
  FOREIGN KEY (customer_id, community_id) REFERENCES communities (customer_id, id)
);

CREATE TABLE location_properties (
  customer_id uuid NOT NULL,
  community_id uuid NOT NULL,
  id uuid NOT NULL DEFAULT gen_random_uuid() CHECK (id <> '00000000-0000-0000-0000-000000000000'),
  parent_id uuid CHECK (parent_id <> id),
  name text NOT NULL CHECK (length(name) BETWEEN 1 AND 100),
  space_type_id uuid,
  description text CHECK (length(description) <= 500),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (customer_id, community_id, id),
  FOREIGN KEY (customer_id, community_id) REFERENCES communities (customer_id, id),
  FOREIGN KEY (customer_id, community_id, parent_id) REFERENCES location_properties (customer_id, community_id, id),
  FOREIGN KEY (customer_id, community_id, space_type_id) REFERENCES location_space_types (customer_id, community_id, id)
);
-- Siblings have distinct names (top-level ones too: NULLS NOT DISTINCT).
CREATE UNIQUE INDEX location_properties_sibling_name_key
  ON location_properties (customer_id, community_id, parent_id, name) NULLS NOT DISTINCT;
CREATE INDEX location_properties_space_type_idx
  ON location_properties (customer_id, community_id, space_type_id) WHERE space_type_id IS NOT NULL;

DO $$
DECLARE
  t text;
BEGIN
  FOREACH t IN ARRAY ARRAY['floor_plans', 'common_spaces', 'appliances', 'parking_spaces',
                           'location_space_types', 'location_properties'] LOOP
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

GRANT SELECT, INSERT, UPDATE, DELETE ON
  floor_plans, common_spaces, appliances, parking_spaces, location_space_types, location_properties
  TO lintel_app;
