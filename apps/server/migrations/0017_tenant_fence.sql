-- One definition of "this table is tenant-owned". Migrations 0001, 0002, 0009, 0010, 0011, 0012,
-- 0013 and 0014 each pasted the same row-level-security block; a tenant table created from here on
-- calls one of these functions instead, so it cannot be left half-fenced (security enabled but not
-- forced, forced without a policy, a policy with a slip in it). platform/db/rls.test.ts holds every
-- table with customer_id to exactly what these functions produce (deliberate exceptions are listed
-- there, each with its reason).
--
--   SELECT lintel_fence_customer_table('things');                    -- rows of the acting customer
--   SELECT lintel_fence_community_table('things');                   -- rows of the acting community,
--                                                                     -- or of every community when the
--                                                                     -- actor may see them all
--   SELECT lintel_fence_community_table('things', ARRAY['SELECT']);  -- read-only for requests
--
-- Each enables and forces row-level security, creates the policy <table>_tenant (the policies of
-- 0001) and grants the request role the named privileges (by default all four; an empty array grants
-- nothing). They run as the migrating role, which owns the tables; the request role may not call them.

CREATE FUNCTION lintel_fence_tenant_table(t regclass, community_scoped boolean, privileges text[])
RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  table_name text;
  fence text := 'customer_id = (SELECT lintel_current_customer())';
BEGIN
  SELECT c.relname INTO table_name FROM pg_class c WHERE c.oid = t;
  IF NOT EXISTS (SELECT 1 FROM pg_attribute a WHERE a.attrelid = t AND a.attname = 'customer_id' AND NOT a.attisdropped) THEN
    RAISE EXCEPTION 'table % has no customer_id column, so it cannot be fenced by tenant', t;
  END IF;
  IF community_scoped AND NOT EXISTS (
    SELECT 1 FROM pg_attribute a WHERE a.attrelid = t AND a.attname = 'community_id' AND NOT a.attisdropped
  ) THEN
    RAISE EXCEPTION 'table % has no community_id column, so it cannot be fenced by community', t;
  END IF;
  IF privileges IS NULL OR NOT (privileges <@ ARRAY['SELECT', 'INSERT', 'UPDATE', 'DELETE']) THEN
    RAISE EXCEPTION 'privileges must be some of SELECT, INSERT, UPDATE, DELETE (got %)', privileges;
  END IF;
  IF community_scoped THEN
    fence := fence || ' AND (community_id = (SELECT lintel_current_community()) OR (SELECT lintel_all_communities()))';
  END IF;
  EXECUTE format('ALTER TABLE %s ENABLE ROW LEVEL SECURITY', t);
  EXECUTE format('ALTER TABLE %s FORCE ROW LEVEL SECURITY', t);
  EXECUTE format('CREATE POLICY %I ON %s USING (%s) WITH CHECK (%s)', table_name || '_tenant', t, fence, fence);
  IF cardinality(privileges) > 0 THEN
    EXECUTE format('GRANT %s ON %s TO lintel_app', array_to_string(privileges, ', '), t);
  END IF;
END
$$;

CREATE FUNCTION lintel_fence_customer_table(
  t regclass, privileges text[] DEFAULT ARRAY['SELECT', 'INSERT', 'UPDATE', 'DELETE']
) RETURNS void LANGUAGE sql AS $$ SELECT lintel_fence_tenant_table(t, false, privileges) $$;

CREATE FUNCTION lintel_fence_community_table(
  t regclass, privileges text[] DEFAULT ARRAY['SELECT', 'INSERT', 'UPDATE', 'DELETE']
) RETURNS void LANGUAGE sql AS $$ SELECT lintel_fence_tenant_table(t, true, privileges) $$;

-- Functions are executable by PUBLIC by default; these are for migrations only.
REVOKE EXECUTE ON FUNCTION lintel_fence_tenant_table(regclass, boolean, text[]) FROM PUBLIC;
REVOKE EXECUTE ON FUNCTION lintel_fence_customer_table(regclass, text[]) FROM PUBLIC;
REVOKE EXECUTE ON FUNCTION lintel_fence_community_table(regclass, text[]) FROM PUBLIC;
