-- The organisation settings API (decision 073): the settings row counts its saves like sections, posts
-- and menus (decision 061), so a save based on an older version is refused. Row-level security is unchanged.
ALTER TABLE "organization_settings" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;