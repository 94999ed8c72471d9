-- Meetings (issue 23; decision 079): the organisation's time zone, the guest's language and zone on
-- a booking, who never came, who moved a booking, and the host's time each booking holds in 5-minute
-- blocks under a unique index, so two overlapping bookings can never both be stored.
CREATE TABLE "booking_blocks" (
	"organization_id" uuid NOT NULL,
	"holder" text NOT NULL,
	"block_start" timestamp with time zone NOT NULL,
	"booking_id" uuid NOT NULL
);
--> statement-breakpoint
ALTER TABLE "organization_settings" ADD COLUMN "time_zone" text DEFAULT 'UTC' NOT NULL;--> statement-breakpoint
ALTER TABLE "booking_events" ADD COLUMN "actor" text;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "customer_locale" text;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "customer_time_zone" text;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "no_show" text;--> statement-breakpoint
ALTER TABLE "booking_blocks" ADD CONSTRAINT "booking_blocks_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_blocks" ADD CONSTRAINT "booking_blocks_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "booking_blocks_holder_block_key" ON "booking_blocks" USING btree ("organization_id","holder","block_start");--> statement-breakpoint
CREATE INDEX "booking_blocks_booking_idx" ON "booking_blocks" USING btree ("booking_id");;--> statement-breakpoint
-- The demo organisations work in their own cities' zones.
UPDATE "organization_settings" s SET "time_zone" = CASE o."slug" WHEN 'harbour-law' THEN 'Europe/Dublin' WHEN 'sonnenklinik' THEN 'Europe/Berlin' WHEN 'brightstack' THEN 'America/New_York' ELSE s."time_zone" END
  FROM "organizations" o WHERE o."id" = s."organization_id";--> statement-breakpoint
-- A tenant table: the row-level security wall of 0008 (decision 050).
ALTER TABLE "booking_blocks" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY tenant_isolation ON "booking_blocks" AS PERMISSIVE FOR ALL TO sitewright_tenant
  USING (organization_id = nullif(current_setting('sitewright.organization_id', true), '')::uuid)
  WITH CHECK (organization_id = nullif(current_setting('sitewright.organization_id', true), '')::uuid);
