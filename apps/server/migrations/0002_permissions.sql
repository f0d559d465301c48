-- Permission service: presets, provider roles, customer roles, role permissions and assignments.
--
-- A grant is a permission key with a value (the string 'true' grants a BOOLEAN key) in a context:
--   NO_CONTEXT            provider keys of provider staff
--   CUSTOMER (customer)   every community of the customer
--   COMMUNITY (community) one community
-- Customer roles are tenant data (row-level security by customer). Provider roles and presets are
-- the provider's own: global tables, read by the request pipeline, written only by migrations,
-- seeds and provider administration.

-- Presets: templates a customer role can be created from. Internal presets cannot be modified.
CREATE TABLE role_presets (
  id uuid PRIMARY KEY,
  code text NOT NULL UNIQUE,
  name text NOT NULL,
  description text NOT NULL DEFAULT '',
  internal boolean NOT NULL DEFAULT false,
  permission_keys text[] NOT NULL DEFAULT '{}'
);

-- Provider roles, one per provider role key (SUPER_ADMIN, SUPER_READONLY_ADMIN, ...).
CREATE TABLE provider_roles (
  code text PRIMARY KEY CHECK (code IN ('SUPER_ADMIN', 'SUPER_READONLY_ADMIN', 'DIGITAL_HUMAN_WRITER', 'ADMIN', 'NO_ROLE')),
  name text NOT NULL,
  internal boolean NOT NULL DEFAULT true
);

-- scope NO_CONTEXT: a provider key; ALL_CUSTOMERS: a customer key that applies in whichever customer is selected.
CREATE TABLE provider_role_permissions (
  role_code text NOT NULL REFERENCES provider_roles (code) ON DELETE CASCADE,
  permission_key text NOT NULL,
  scope text NOT NULL CHECK (scope IN ('NO_CONTEXT', 'ALL_CUSTOMERS')),
  value text NOT NULL DEFAULT 'true',
  PRIMARY KEY (role_code, permission_key, scope)
);

CREATE TABLE roles (
  customer_id uuid NOT NULL REFERENCES customers (id),
  id uuid NOT NULL DEFAULT gen_random_uuid(),
  name text NOT NULL CHECK (length(name) BETWEEN 1 AND 100),
  description text NOT NULL DEFAULT '',
  preset_id uuid REFERENCES role_presets (id),
  -- A role that follows its preset takes the preset's keys as they are now, not a copy.
  follows_preset boolean NOT NULL DEFAULT false,
  internal boolean NOT NULL DEFAULT false,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (customer_id, id),
  UNIQUE (customer_id, name),
  CHECK (NOT follows_preset OR preset_id IS NOT NULL)
);

CREATE TABLE role_permissions (
  customer_id uuid NOT NULL,
  role_id uuid NOT NULL,
  permission_key text NOT NULL,
  value text NOT NULL DEFAULT 'true',
  PRIMARY KEY (customer_id, role_id, permission_key),
  FOREIGN KEY (customer_id, role_id) REFERENCES roles (customer_id, id) ON DELETE CASCADE
);

-- A role given to a profile for the whole customer (community_id null) or for one community.
CREATE TABLE role_assignments (
  customer_id uuid NOT NULL,
  id uuid NOT NULL DEFAULT gen_random_uuid(),
  customer_user_id uuid NOT NULL,
  role_id uuid NOT NULL,
  context text NOT NULL CHECK (context IN ('CUSTOMER', 'COMMUNITY')),
  community_id uuid,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (customer_id, id),
  CHECK ((context = 'COMMUNITY') = (community_id IS NOT NULL)),
  FOREIGN KEY (customer_id, customer_user_id) REFERENCES customer_users (customer_id, id) ON DELETE CASCADE,
  FOREIGN KEY (customer_id, role_id) REFERENCES roles (customer_id, id) ON DELETE CASCADE,
  FOREIGN KEY (customer_id, community_id) REFERENCES communities (customer_id, id) ON DELETE CASCADE
);
CREATE UNIQUE INDEX role_assignments_unique ON role_assignments
  (customer_id, customer_user_id, role_id, coalesce(community_id, '00000000-0000-0000-0000-000000000000'));
CREATE INDEX role_assignments_profile_idx ON role_assignments (customer_id, customer_user_id, community_id);

ALTER TABLE roles ENABLE ROW LEVEL SECURITY;
ALTER TABLE roles FORCE ROW LEVEL SECURITY;
CREATE POLICY roles_tenant ON roles
  USING (customer_id = (SELECT lintel_current_customer()))
  WITH CHECK (customer_id = (SELECT lintel_current_customer()));

ALTER TABLE role_permissions ENABLE ROW LEVEL SECURITY;
ALTER TABLE role_permissions FORCE ROW LEVEL SECURITY;
CREATE POLICY role_permissions_tenant ON role_permissions
  USING (customer_id = (SELECT lintel_current_customer()))
  WITH CHECK (customer_id = (SELECT lintel_current_customer()));

ALTER TABLE role_assignments ENABLE ROW LEVEL SECURITY;
ALTER TABLE role_assignments FORCE ROW LEVEL SECURITY;
CREATE POLICY role_assignments_tenant ON role_assignments
  USING (customer_id = (SELECT lintel_current_customer()))
  WITH CHECK (customer_id = (SELECT lintel_current_customer()));

GRANT SELECT ON role_presets, provider_roles, provider_role_permissions TO lintel_app;
GRANT SELECT, INSERT, UPDATE, DELETE ON roles, role_permissions, role_assignments TO lintel_app;
