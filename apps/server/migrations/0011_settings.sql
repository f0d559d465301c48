-- Community settings: unit statuses (categories, statuses, labels, rules, the undo of the last reset)
-- and pricing matrices with their unit types. Every table is community-scoped, led by
-- (customer_id, community_id), with row-level security enabled and forced like 0001.

-- One row per category of a part; names and descriptions come from the default catalogue.
CREATE TABLE unit_status_categories (
  customer_id uuid NOT NULL,
  community_id uuid NOT NULL,
  part text NOT NULL CHECK (part IN ('CURRENT_OCCUPANCY', 'PHYSICAL_STATUS', 'FUTURE_OCCUPANCY')),
  code text NOT NULL CHECK (code IN ('VACANT', 'INDEFINITE', 'ENDING')),
  position integer NOT NULL,
  PRIMARY KEY (customer_id, community_id, part, code),
  FOREIGN KEY (customer_id, community_id) REFERENCES communities (customer_id, id)
);

-- Status codes are unique in a community (a status is updated by its code alone).
CREATE TABLE unit_statuses (
  customer_id uuid NOT NULL,
  community_id uuid NOT NULL,
  code text NOT NULL CHECK (code ~ '^[A-Z][A-Z0-9_]{0,63}$'),
  part text NOT NULL,
  category_code text NOT NULL,
  name text NOT NULL CHECK (length(name) BETWEEN 1 AND 50),
  description text NOT NULL CHECK (length(description) BETWEEN 1 AND 200),
  extendable boolean NOT NULL DEFAULT false,
  position integer NOT NULL,
  PRIMARY KEY (customer_id, community_id, code),
  FOREIGN KEY (customer_id, community_id, part, category_code)
    REFERENCES unit_status_categories (customer_id, community_id, part, code)
);
CREATE INDEX unit_statuses_part_idx ON unit_statuses (customer_id, community_id, part, category_code, position);

-- Labels of physical statuses. default_key names the default a label came from (null when added),
-- so a reset can update changed defaults, recreate deleted ones and delete added ones.
CREATE TABLE unit_status_labels (
  customer_id uuid NOT NULL,
  community_id uuid NOT NULL,
  id uuid NOT NULL DEFAULT gen_random_uuid(),
  status_code text NOT NULL,
  default_key text,
  name text NOT NULL CHECK (length(name) BETWEEN 1 AND 50),
  description text NOT NULL CHECK (length(description) BETWEEN 1 AND 200),
  deletable boolean NOT NULL DEFAULT true,
  position integer NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (customer_id, community_id, id),
  FOREIGN KEY (customer_id, community_id, status_code) REFERENCES unit_statuses (customer_id, community_id, code)
);
CREATE INDEX unit_status_labels_status_idx ON unit_status_labels (customer_id, community_id, status_code, position);
CREATE UNIQUE INDEX unit_status_labels_default_key ON unit_status_labels (customer_id, community_id, default_key)
  WHERE default_key IS NOT NULL;

-- The rules form. With auto update off only the flag is saved; the other columns keep their values.
CREATE TABLE unit_status_settings (
  customer_id uuid NOT NULL,
  community_id uuid NOT NULL,
  move_out_auto_update boolean NOT NULL DEFAULT false,
  move_out_label_id uuid,
  reservation_period integer NOT NULL DEFAULT 1 CHECK (reservation_period BETWEEN 1 AND 365),
  unit_preparation_lead_time integer NOT NULL DEFAULT 1 CHECK (unit_preparation_lead_time BETWEEN 1 AND 365),
  updated_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (customer_id, community_id),
  FOREIGN KEY (customer_id, community_id) REFERENCES communities (customer_id, id),
  FOREIGN KEY (customer_id, community_id, move_out_label_id)
    REFERENCES unit_status_labels (customer_id, community_id, id) ON DELETE SET NULL (move_out_label_id)
);

-- The last reset of a community, while it can be undone: what it replaced. Any later change of the
-- statuses or labels deletes it, so an undo never overwrites someone's newer edit.
CREATE TABLE unit_status_undo (
  customer_id uuid NOT NULL,
  community_id uuid NOT NULL,
  part text NOT NULL,
  scope text NOT NULL CHECK (scope IN ('ALL', 'CATEGORY', 'STATUS')),
  category_code text,
  status_code text,
  snapshot jsonb NOT NULL,
  created_at timestamptz NOT NULL,
  PRIMARY KEY (customer_id, community_id),
  FOREIGN KEY (customer_id, community_id) REFERENCES communities (customer_id, id)
);

-- Pricing matrices: premium per lease-term month, as a percentage or an amount in cents.
CREATE TABLE pricing_matrices (
  customer_id uuid NOT NULL,
  community_id uuid NOT NULL,
  id uuid NOT NULL DEFAULT gen_random_uuid(),
  rows jsonb NOT NULL CHECK (jsonb_typeof(rows) = 'array'),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (customer_id, community_id, id),
  FOREIGN KEY (customer_id, community_id) REFERENCES communities (customer_id, id)
);
CREATE INDEX pricing_matrices_created_idx ON pricing_matrices (customer_id, community_id, created_at, id);

ALTER TABLE unit_types ADD COLUMN pricing_matrix_id uuid;
ALTER TABLE unit_types ADD CONSTRAINT unit_types_pricing_matrix_fkey
  FOREIGN KEY (customer_id, community_id, pricing_matrix_id)
  REFERENCES pricing_matrices (customer_id, community_id, id) ON DELETE SET NULL (pricing_matrix_id);
CREATE INDEX unit_types_pricing_matrix_idx ON unit_types (customer_id, community_id, pricing_matrix_id);

DO $$
DECLARE
  t text;
BEGIN
  FOREACH t IN ARRAY ARRAY['unit_status_categories', 'unit_statuses', 'unit_status_labels', 'unit_status_settings',
                           'unit_status_undo', 'pricing_matrices'] LOOP
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
  unit_status_categories, unit_statuses, unit_status_labels, unit_status_settings, unit_status_undo, pricing_matrices
  TO lintel_app;
