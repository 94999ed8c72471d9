-- Meeting types in the Global Settings modal (decision 074): who hosts one (a staff member of the
-- organisation; none once that person's account is gone) and its weekly availability, day by day.
-- Row-level security is unchanged: both columns live on a row that already carries organization_id.
ALTER TABLE "meeting_types" ADD COLUMN "host_user_id" text;--> statement-breakpoint
ALTER TABLE "meeting_types" ADD COLUMN "availability" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "meeting_types" ADD CONSTRAINT "meeting_types_host_user_id_user_id_fk" FOREIGN KEY ("host_user_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;