-- A community's default configuration for the smart locks it installs (part 3 section 2: Yale and
-- Allegion "default-configuration"), one row per lock family. Read by the family screens and given
-- to locks installed from then on (D186).
CREATE TABLE device_family_defaults (
  customer_id uuid NOT NULL,
  community_id uuid NOT NULL,
  family text NOT NULL CHECK (family IN ('YALE', 'ALLEGION')),
  configuration jsonb NOT NULL,
  updated_by uuid,
  updated_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (customer_id, community_id, family),
  FOREIGN KEY (customer_id, community_id) REFERENCES communities (customer_id, id)
);
SELECT lintel_fence_community_table('device_family_defaults');
