-- Conflict-safe saves and readable history (decision 061): every editable record counts its saves,
-- and each revision says which version it kept and, for a restore, which revision it brought back.
-- No new table: revisions keeps the tenant_isolation policy of 0008.
ALTER TABLE "heading_sections" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "heroes" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "metrics" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "template_sections" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "revisions" ADD COLUMN "version" integer;--> statement-breakpoint
ALTER TABLE "revisions" ADD COLUMN "restored_from" uuid;