-- The menu API (decision 072): menu entries and sub-entries count their saves like sections and posts
-- (decision 061), so a save based on an older version is refused. Row-level security is unchanged.
ALTER TABLE "menu_items" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "submenu_items" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;
