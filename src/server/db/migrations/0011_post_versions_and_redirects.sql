-- Post editor writes (decision 069): posts count their saves like sections (decision 061), and a
-- published page or post whose slug changes leaves a permanent redirect from its old path.
CREATE TABLE "redirects" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"from_path" text NOT NULL,
	"to_path" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "posts" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "redirects" ADD CONSTRAINT "redirects_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "redirects_org_from_key" ON "redirects" USING btree ("organization_id","from_path");--> statement-breakpoint
CREATE INDEX "redirects_org_to_idx" ON "redirects" USING btree ("organization_id","to_path");--> statement-breakpoint
-- A tenant table: the row-level security wall of 0008 (decision 050).
ALTER TABLE "redirects" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY tenant_isolation ON "redirects" AS PERMISSIVE FOR ALL TO sitewright_tenant
  USING (organization_id = nullif(current_setting('sitewright.organization_id', true), '')::uuid)
  WITH CHECK (organization_id = nullif(current_setting('sitewright.organization_id', true), '')::uuid);
