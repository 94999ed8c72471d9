ALTER TABLE "consent_records" ADD COLUMN "categories" uuid[] DEFAULT '{}' NOT NULL;--> statement-breakpoint
ALTER TABLE "consent_records" ADD COLUMN "locale" text;--> statement-breakpoint
ALTER TABLE "consent_records" ADD COLUMN "ip_hash" text;--> statement-breakpoint
CREATE INDEX "consent_records_org_created_idx" ON "consent_records" USING btree ("organization_id","created_at","id");