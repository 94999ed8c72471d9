-- Menu entries refer to a page or post by id (decision 069, "Links by id"); the address stays as
-- the fallback for everything else. A deleted page leaves its entries on their stored address.
ALTER TABLE "menu_items" ADD COLUMN "page_id" uuid;--> statement-breakpoint
ALTER TABLE "submenu_items" ADD COLUMN "page_id" uuid;--> statement-breakpoint
ALTER TABLE "menu_items" ADD CONSTRAINT "menu_items_page_id_posts_id_fk" FOREIGN KEY ("page_id") REFERENCES "public"."posts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "submenu_items" ADD CONSTRAINT "submenu_items_page_id_posts_id_fk" FOREIGN KEY ("page_id") REFERENCES "public"."posts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "menu_items_org_page_idx" ON "menu_items" USING btree ("organization_id","page_id");--> statement-breakpoint
CREATE INDEX "submenu_items_org_page_idx" ON "submenu_items" USING btree ("organization_id","page_id");--> statement-breakpoint
-- Links by id (decision 069): a menu entry or sub-entry whose address is a page's or post's path in
-- its own organisation (`careers`, `/careers/`, `/es/careers?x#y`) now names that record by id, so a
-- later rename or a stale address cannot break it. The same reading as linkMenusToPages
-- (src/server/content/page-links.ts), which the seed runs: one segment after an optional language
-- prefix, slashes, a query and a fragment aside; the paths the site answers itself never count.
UPDATE "menu_items" AS m SET "page_id" = p."id"
FROM "posts" AS p
WHERE m."page_id" IS NULL
  AND p."organization_id" = m."organization_id"
  AND p."slug" = substring(m."url_name" from '^/*(?:(?:en|es|fr|de|ru|pt|it|nl|pl|ja|zh)/+)?([^/?#]+)/*(?:[?#].*)?$')
  AND p."slug" NOT IN ('account', 'admin', 'basket', 'blog', 'cookie-policy', 'help-center', 'login', 'privacy-policy', 'register',
    'reset-password', 'signup', 'robots.txt', 'sitemap.xml', 'api', '_next', '_islands', 'sites', 'demo', 'home',
    'en', 'es', 'fr', 'de', 'ru', 'pt', 'it', 'nl', 'pl', 'ja', 'zh');--> statement-breakpoint
UPDATE "submenu_items" AS m SET "page_id" = p."id"
FROM "posts" AS p
WHERE m."page_id" IS NULL
  AND p."organization_id" = m."organization_id"
  AND p."slug" = substring(m."url_name" from '^/*(?:(?:en|es|fr|de|ru|pt|it|nl|pl|ja|zh)/+)?([^/?#]+)/*(?:[?#].*)?$')
  AND p."slug" NOT IN ('account', 'admin', 'basket', 'blog', 'cookie-policy', 'help-center', 'login', 'privacy-policy', 'register',
    'reset-password', 'signup', 'robots.txt', 'sitemap.xml', 'api', '_next', '_islands', 'sites', 'demo', 'home',
    'en', 'es', 'fr', 'de', 'ru', 'pt', 'it', 'nl', 'pl', 'ja', 'zh');
