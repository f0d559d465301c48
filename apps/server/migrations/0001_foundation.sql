-- Foundation: identity, customers, communities, community structure basics, and row-level security.
-- Written for PostgreSQL 15 (the embedded database is newer; nothing here needs more than 15).
--
-- Tenancy model
--   * Every tenant-owned table carries customer_id and leads its primary key and indexes with it
--     (community-scoped tables carry community_id second), so the schema can be distributed by customer.
--   * Requests run under the role lintel_app (no superuser, no BYPASSRLS, owns nothing). Row-level
--     security is ENABLED and FORCED on every tenant table, and the tenant is set per transaction with
--     set_config(..., true) so it can never leak to the next request on a pooled connection.
--   * Settings read by the policies (all transaction-local):
--       lintel.user_id          the signed-in user
--       lintel.customer_id      the customer the request acts in
--       lintel.community_id     the community the request acts in
--       lintel.all_communities  'on' when the actor may see every community of the customer
--       lintel.provider         'on' for provider staff (SUPER_ADMIN, LINTEL) listing customers

DO $$
BEGIN
  CREATE ROLE lintel_app NOLOGIN NOSUPERUSER NOBYPASSRLS NOCREATEDB NOCREATEROLE;
EXCEPTION WHEN duplicate_object OR unique_violation THEN
  NULL; -- another database of the same cluster created it first
END
$$;

DO $$
BEGIN
  EXECUTE format('GRANT lintel_app TO %I', current_user);
EXCEPTION WHEN others THEN
  NULL; -- a superuser needs no membership; a role that cannot grant must be given lintel_app by its admin
END
$$;

GRANT USAGE ON SCHEMA public TO lintel_app;

-- A set but emptied setting reads as '' (not NULL): nullif keeps the cast from failing.
CREATE FUNCTION lintel_current_user() RETURNS uuid LANGUAGE sql STABLE PARALLEL SAFE
  AS $$ SELECT nullif(current_setting('lintel.user_id', true), '')::uuid $$;
CREATE FUNCTION lintel_current_customer() RETURNS uuid LANGUAGE sql STABLE PARALLEL SAFE
  AS $$ SELECT nullif(current_setting('lintel.customer_id', true), '')::uuid $$;
CREATE FUNCTION lintel_current_community() RETURNS uuid LANGUAGE sql STABLE PARALLEL SAFE
  AS $$ SELECT nullif(current_setting('lintel.community_id', true), '')::uuid $$;
CREATE FUNCTION lintel_all_communities() RETURNS boolean LANGUAGE sql STABLE PARALLEL SAFE
  AS $$ SELECT coalesce(current_setting('lintel.all_communities', true), '') = 'on' $$;
CREATE FUNCTION lintel_is_provider() RETURNS boolean LANGUAGE sql STABLE PARALLEL SAFE
  AS $$ SELECT coalesce(current_setting('lintel.provider', true), '') = 'on' $$;

-- ---------------------------------------------------------------------------------------------
-- Identity (global, not tenant-owned: a user may hold profiles in several customers)
-- ---------------------------------------------------------------------------------------------

CREATE TABLE users (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  email text NOT NULL CHECK (email = lower(email)),
  phone text CHECK (phone ~ '^\+[1-9][0-9]{6,14}$'),
  first_name text NOT NULL,
  last_name text NOT NULL,
  provider_type text CHECK (provider_type IN ('SUPER_ADMIN', 'LINTEL')),
  provider_role text CHECK (provider_role IN ('SUPER_ADMIN', 'SUPER_READONLY_ADMIN', 'DIGITAL_HUMAN_WRITER', 'ADMIN', 'NO_ROLE')),
  status text NOT NULL DEFAULT 'active' CHECK (status IN ('active', 'inactive', 'invited', 'deleted')),
  password_hash text,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX users_email_key ON users (email);
CREATE UNIQUE INDEX users_phone_key ON users (phone) WHERE phone IS NOT NULL;

CREATE TABLE sessions (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  token_hash bytea NOT NULL,
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  client text NOT NULL CHECK (client IN ('browser', 'api')),
  created_at timestamptz NOT NULL,
  last_seen_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL,
  revoked_at timestamptz,
  ip text,
  user_agent text
);
CREATE UNIQUE INDEX sessions_token_hash_key ON sessions (token_hash);
CREATE INDEX sessions_user_idx ON sessions (user_id) WHERE revoked_at IS NULL;

-- ---------------------------------------------------------------------------------------------
-- Tenants
-- ---------------------------------------------------------------------------------------------

CREATE TABLE customers (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  name text NOT NULL CHECK (length(name) BETWEEN 1 AND 200),
  deleted_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX customers_name_idx ON customers (name, id);

-- A user's profile in a customer (the spec's customer user).
CREATE TABLE customer_users (
  customer_id uuid NOT NULL REFERENCES customers (id),
  id uuid NOT NULL DEFAULT gen_random_uuid(),
  user_id uuid NOT NULL REFERENCES users (id),
  type text NOT NULL CHECK (type IN ('PORTFOLIO_ADMIN', 'PORTFOLIO', 'USER')),
  role text CHECK (role IN ('CUSTOMER_ADMIN', 'ADMIN', 'NO_ROLE')),
  all_communities boolean NOT NULL DEFAULT false,
  mfa_setup_required boolean NOT NULL DEFAULT false,
  deleted_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (customer_id, id),
  UNIQUE (customer_id, user_id)
);
-- Sign-in resolves a user's profiles across customers: the one index not led by customer_id.
CREATE INDEX customer_users_user_idx ON customer_users (user_id);

CREATE TABLE communities (
  customer_id uuid NOT NULL REFERENCES customers (id),
  id uuid NOT NULL DEFAULT gen_random_uuid(),
  name text NOT NULL CHECK (length(name) BETWEEN 1 AND 200),
  timezone_id text NOT NULL,
  deleted_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (customer_id, id)
);
CREATE INDEX communities_name_idx ON communities (customer_id, name, id);

-- Communities a PORTFOLIO or USER profile may work in (PORTFOLIO_ADMIN uses all_communities).
CREATE TABLE customer_user_communities (
  customer_id uuid NOT NULL,
  customer_user_id uuid NOT NULL,
  community_id uuid NOT NULL,
  PRIMARY KEY (customer_id, customer_user_id, community_id),
  FOREIGN KEY (customer_id, customer_user_id) REFERENCES customer_users (customer_id, id) ON DELETE CASCADE,
  FOREIGN KEY (customer_id, community_id) REFERENCES communities (customer_id, id) ON DELETE CASCADE
);

CREATE TABLE customer_app_access (
  customer_id uuid NOT NULL REFERENCES customers (id),
  app_code text NOT NULL,
  PRIMARY KEY (customer_id, app_code)
);

CREATE TABLE community_app_licenses (
  customer_id uuid NOT NULL,
  community_id uuid NOT NULL,
  app_code text NOT NULL,
  PRIMARY KEY (customer_id, community_id, app_code),
  FOREIGN KEY (customer_id, community_id) REFERENCES communities (customer_id, id) ON DELETE CASCADE
);

-- ---------------------------------------------------------------------------------------------
-- Community structure basics (the structure area extends these)
-- ---------------------------------------------------------------------------------------------

CREATE TABLE buildings (
  customer_id uuid NOT NULL,
  community_id uuid NOT NULL,
  id uuid NOT NULL DEFAULT gen_random_uuid(),
  name text NOT NULL CHECK (length(name) BETWEEN 1 AND 100),
  floors integer NOT NULL DEFAULT 1 CHECK (floors BETWEEN 1 AND 200),
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (customer_id, community_id, id),
  FOREIGN KEY (customer_id, community_id) REFERENCES communities (customer_id, id)
);
CREATE INDEX buildings_name_idx ON buildings (customer_id, community_id, name, id);

CREATE TABLE unit_types (
  customer_id uuid NOT NULL,
  community_id uuid NOT NULL,
  id uuid NOT NULL DEFAULT gen_random_uuid(),
  name text NOT NULL CHECK (length(name) BETWEEN 1 AND 100),
  bedrooms integer NOT NULL CHECK (bedrooms BETWEEN 0 AND 20),
  bathrooms numeric(3, 1) NOT NULL CHECK (bathrooms BETWEEN 0 AND 20),
  square_feet integer NOT NULL CHECK (square_feet BETWEEN 0 AND 100000),
  market_rent_cents bigint NOT NULL CHECK (market_rent_cents >= 0),
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (customer_id, community_id, id),
  UNIQUE (customer_id, community_id, name),
  FOREIGN KEY (customer_id, community_id) REFERENCES communities (customer_id, id)
);

CREATE TABLE units (
  customer_id uuid NOT NULL,
  community_id uuid NOT NULL,
  id uuid NOT NULL DEFAULT gen_random_uuid(),
  building_id uuid NOT NULL,
  unit_type_id uuid NOT NULL,
  name text NOT NULL CHECK (length(name) BETWEEN 1 AND 50),
  floor integer NOT NULL CHECK (floor BETWEEN -5 AND 200),
  square_feet integer NOT NULL CHECK (square_feet BETWEEN 0 AND 100000),
  market_rent_cents bigint NOT NULL CHECK (market_rent_cents >= 0),
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (customer_id, community_id, id),
  UNIQUE (customer_id, community_id, building_id, name),
  FOREIGN KEY (customer_id, community_id, building_id) REFERENCES buildings (customer_id, community_id, id),
  FOREIGN KEY (customer_id, community_id, unit_type_id) REFERENCES unit_types (customer_id, community_id, id)
);
-- Keyset paging and prefix search by unit name inside one community.
CREATE INDEX units_name_idx ON units (customer_id, community_id, name, id);
CREATE INDEX units_name_search_idx ON units (customer_id, community_id, lower(name) text_pattern_ops);
CREATE INDEX units_rent_idx ON units (customer_id, community_id, market_rent_cents, id);
CREATE INDEX units_building_idx ON units (customer_id, community_id, building_id, name, id);
CREATE INDEX units_type_idx ON units (customer_id, community_id, unit_type_id);

-- ---------------------------------------------------------------------------------------------
-- Row-level security
-- ---------------------------------------------------------------------------------------------

ALTER TABLE customers ENABLE ROW LEVEL SECURITY;
ALTER TABLE customers FORCE ROW LEVEL SECURITY;
CREATE POLICY customers_visible ON customers
  USING (
    id = (SELECT lintel_current_customer())
    OR (SELECT lintel_is_provider())
    OR EXISTS (
      SELECT 1 FROM customer_users cu
      WHERE cu.customer_id = customers.id AND cu.user_id = (SELECT lintel_current_user())
    )
  )
  WITH CHECK ((SELECT lintel_is_provider()));

ALTER TABLE customer_users ENABLE ROW LEVEL SECURITY;
ALTER TABLE customer_users FORCE ROW LEVEL SECURITY;
CREATE POLICY customer_users_visible ON customer_users
  USING (customer_id = (SELECT lintel_current_customer()) OR user_id = (SELECT lintel_current_user()))
  WITH CHECK (customer_id = (SELECT lintel_current_customer()));

ALTER TABLE communities ENABLE ROW LEVEL SECURITY;
ALTER TABLE communities FORCE ROW LEVEL SECURITY;
CREATE POLICY communities_tenant ON communities
  USING (customer_id = (SELECT lintel_current_customer()))
  WITH CHECK (customer_id = (SELECT lintel_current_customer()));

ALTER TABLE customer_user_communities ENABLE ROW LEVEL SECURITY;
ALTER TABLE customer_user_communities FORCE ROW LEVEL SECURITY;
CREATE POLICY customer_user_communities_tenant ON customer_user_communities
  USING (customer_id = (SELECT lintel_current_customer()))
  WITH CHECK (customer_id = (SELECT lintel_current_customer()));

ALTER TABLE customer_app_access ENABLE ROW LEVEL SECURITY;
ALTER TABLE customer_app_access FORCE ROW LEVEL SECURITY;
CREATE POLICY customer_app_access_tenant ON customer_app_access
  USING (customer_id = (SELECT lintel_current_customer()))
  WITH CHECK (customer_id = (SELECT lintel_current_customer()));

-- Community-scoped tables: the acting community, or every community of the customer when the
-- actor may see them all (a customer-level request by a portfolio admin or provider staff).
DO $$
DECLARE
  t text;
BEGIN
  FOREACH t IN ARRAY ARRAY['community_app_licenses', 'buildings', 'unit_types', 'units'] LOOP
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

-- Grants are explicit per table, so bookkeeping tables (migrations) stay out of the app role's reach.
GRANT SELECT, INSERT, UPDATE, DELETE ON
  users, sessions, customers, customer_users, communities, customer_user_communities,
  customer_app_access, community_app_licenses, buildings, unit_types, units
  TO lintel_app;
GRANT EXECUTE ON FUNCTION
  lintel_current_user(), lintel_current_customer(), lintel_current_community(),
  lintel_all_communities(), lintel_is_provider()
  TO lintel_app;

-- Server bookkeeping (for example when the demo portfolio was seeded). Not reachable by the app role.
CREATE TABLE system_settings (
  key text PRIMARY KEY,
  value text NOT NULL,
  updated_at timestamptz NOT NULL DEFAULT now()
);
