-- Row-level security: a second wall behind the organisation filter every query already carries
-- (docs/decisions/050-row-level-security.md). Requests for one organisation run as the role
-- sitewright_tenant with sitewright.organization_id set; that role sees and writes only rows of that
-- organisation, and nothing at all when the setting is missing. The owner of the tables (migrations,
-- seed, host resolution, jobs, the auth library) is not subject to the policies.

-- Roles belong to the whole server, and several databases on one server (the test suite) migrate at
-- the same moment: whichever creates it first wins, the others find it there.
DO $$
BEGIN
  CREATE ROLE sitewright_tenant NOLOGIN;
EXCEPTION WHEN duplicate_object OR unique_violation THEN
  NULL;
END
$$;
--> statement-breakpoint
-- The application's own login must be able to take the role on (a superuser already can).
DO $$
BEGIN
  IF NOT pg_has_role(current_user, 'sitewright_tenant', 'MEMBER') THEN
    EXECUTE format('GRANT sitewright_tenant TO %I', current_user);
  END IF;
END
$$;
--> statement-breakpoint
GRANT USAGE ON SCHEMA public TO sitewright_tenant;
--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE, DELETE ON ALL TABLES IN SCHEMA public TO sitewright_tenant;
--> statement-breakpoint
GRANT USAGE, SELECT ON ALL SEQUENCES IN SCHEMA public TO sitewright_tenant;
--> statement-breakpoint
ALTER DEFAULT PRIVILEGES IN SCHEMA public GRANT SELECT, INSERT, UPDATE, DELETE ON TABLES TO sitewright_tenant;
--> statement-breakpoint
ALTER DEFAULT PRIVILEGES IN SCHEMA public GRANT USAGE, SELECT ON SEQUENCES TO sitewright_tenant;
--> statement-breakpoint
-- Passwords, session tokens and reset tokens are the auth library's business alone, which works on
-- the owner's connection; an organisation's request has no reason to read them.
REVOKE ALL ON TABLE "account", "session", "verification" FROM sitewright_tenant;
--> statement-breakpoint
-- Every table that carries organization_id today. A table added later needs the same three lines in
-- its own migration; tests/integration/row-level-security.test.ts fails until it has them.
DO $$
DECLARE
  t record;
BEGIN
  FOR t IN
    SELECT c.table_name
    FROM information_schema.columns c
    JOIN information_schema.tables x ON x.table_schema = c.table_schema AND x.table_name = c.table_name
    WHERE c.table_schema = 'public' AND c.column_name = 'organization_id' AND x.table_type = 'BASE TABLE'
  LOOP
    EXECUTE format('ALTER TABLE %I ENABLE ROW LEVEL SECURITY', t.table_name);
    EXECUTE format(
      'CREATE POLICY tenant_isolation ON %I AS PERMISSIVE FOR ALL TO sitewright_tenant '
      'USING (organization_id = nullif(current_setting(''sitewright.organization_id'', true), '''')::uuid) '
      'WITH CHECK (organization_id = nullif(current_setting(''sitewright.organization_id'', true), '''')::uuid)',
      t.table_name
    );
  END LOOP;
END
$$;
--> statement-breakpoint
-- The organisation itself: its own row only (name, slug, type), never the list of every tenant.
ALTER TABLE "organizations" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY tenant_isolation ON "organizations" AS PERMISSIVE FOR ALL TO sitewright_tenant
  USING (id = nullif(current_setting('sitewright.organization_id', true), '')::uuid)
  WITH CHECK (id = nullif(current_setting('sitewright.organization_id', true), '')::uuid);
