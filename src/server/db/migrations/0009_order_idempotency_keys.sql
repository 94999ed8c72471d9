CREATE TABLE "order_requests" (
	"organization_id" uuid NOT NULL,
	"user_id" text NOT NULL,
	"idempotency_key" uuid NOT NULL,
	"basket_digest" text NOT NULL,
	"order_id" uuid,
	"response" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "order_requests_pkey" PRIMARY KEY("organization_id","user_id","idempotency_key")
);
--> statement-breakpoint
ALTER TABLE "order_requests" ADD CONSTRAINT "order_requests_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_requests" ADD CONSTRAINT "order_requests_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_requests" ADD CONSTRAINT "order_requests_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_requests_org_created_idx" ON "order_requests" USING btree ("organization_id","created_at");--> statement-breakpoint
-- A tenant table: the row-level security wall of 0008 (decision 050).
ALTER TABLE "order_requests" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY tenant_isolation ON "order_requests" AS PERMISSIVE FOR ALL TO sitewright_tenant
  USING (organization_id = nullif(current_setting('sitewright.organization_id', true), '')::uuid)
  WITH CHECK (organization_id = nullif(current_setting('sitewright.organization_id', true), '')::uuid);
