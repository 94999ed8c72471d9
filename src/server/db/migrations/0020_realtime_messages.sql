-- The realtime bus (issue 23 item 5; decision 081): every published message, stored so that a
-- listener that reconnects reads what it missed after its last id; NOTIFY carries only the id. The
-- bus deletes messages older than an hour.
CREATE TABLE "realtime_messages" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "realtime_messages_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"organization_id" uuid NOT NULL,
	"topic" text NOT NULL,
	"payload" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "realtime_messages" ADD CONSTRAINT "realtime_messages_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "realtime_messages_org_topic_id_idx" ON "realtime_messages" USING btree ("organization_id","topic","id");--> statement-breakpoint
-- A tenant table: the row-level security wall of 0008 (decision 050).
ALTER TABLE "realtime_messages" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY tenant_isolation ON "realtime_messages" AS PERMISSIVE FOR ALL TO sitewright_tenant
  USING (organization_id = nullif(current_setting('sitewright.organization_id', true), '')::uuid)
  WITH CHECK (organization_id = nullif(current_setting('sitewright.organization_id', true), '')::uuid);
