-- Translation status (decision 077): a translator's "still right" on a translation whose default-language
-- text changed after it was written, one row per record, field and language (the latest review wins).
-- Whether a translation is stale is read from the revisions; nothing else is stored.
CREATE TABLE "translation_reviews" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"entity_type" text NOT NULL,
	"entity_id" uuid NOT NULL,
	"field" text NOT NULL,
	"locale" text NOT NULL,
	"reviewed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"reviewed_by" text
);
--> statement-breakpoint
ALTER TABLE "translation_reviews" ADD CONSTRAINT "translation_reviews_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "translation_reviews" ADD CONSTRAINT "translation_reviews_reviewed_by_user_id_fk" FOREIGN KEY ("reviewed_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "translation_reviews_org_record_key" ON "translation_reviews" USING btree ("organization_id","entity_type","entity_id","field","locale");--> statement-breakpoint
-- A tenant table: the row-level security wall of 0008 (decision 050).
ALTER TABLE "translation_reviews" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY tenant_isolation ON "translation_reviews" AS PERMISSIVE FOR ALL TO sitewright_tenant
  USING (organization_id = nullif(current_setting('sitewright.organization_id', true), '')::uuid)
  WITH CHECK (organization_id = nullif(current_setting('sitewright.organization_id', true), '')::uuid);
