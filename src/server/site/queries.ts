import 'server-only';
// What every public page of an organisation needs: settings, the menu, and its pages and posts.
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '@/server/db/client';
import { documentSets, menuItems, organizationSettings, posts, submenuItems } from '@/server/db/schema';
import { memo } from '@/server/cache/memo';
import { pageAddress } from '@/lib/menu-links';

export type SettingsRow = typeof organizationSettings.$inferSelect;
export type MenuItemRow = typeof menuItems.$inferSelect;
export type SubmenuItemRow = typeof submenuItems.$inferSelect;
export type MenuItemWithChildren = MenuItemRow & { submenu: SubmenuItemRow[] };
export type PostRow = typeof posts.$inferSelect;

export async function getSettings(db: DbOrTx, { organizationId }: { organizationId: string }): Promise<SettingsRow | null> {
  const [row] = await db.select().from(organizationSettings).where(eq(organizationSettings.organizationId, organizationId)).limit(1);
  return row ?? null;
}

/**
 * The menu with its sub-items, in their order. An entry that names a page or post by id leads to its
 * current address (docs/decisions/069, "Links by id"): `urlName` is then that address, with the
 * language prefix, query and fragment the stored one had, so a stale stored address cannot break
 * the link; every other entry keeps its stored address.
 */
export async function listMenu(db: DbOrTx, { organizationId }: { organizationId: string }): Promise<MenuItemWithChildren[]> {
  // The page is looked up in this organisation only: an id can never lead to another site's page.
  const linkedPage = (pageId: typeof menuItems.pageId | typeof submenuItems.pageId) =>
    and(eq(posts.organizationId, organizationId), eq(posts.id, pageId));
  const followed = <T extends { urlName: string }>(row: T, slug: string | null): T =>
    slug === null ? row : { ...row, urlName: pageAddress(row.urlName, slug) };
  const items = await db
    .select({ item: menuItems, slug: posts.slug })
    .from(menuItems)
    .leftJoin(posts, linkedPage(menuItems.pageId))
    .where(eq(menuItems.organizationId, organizationId))
    .orderBy(asc(menuItems.order), asc(menuItems.createdAt));
  if (items.length === 0) return [];
  const children = await db
    .select({ sub: submenuItems, slug: posts.slug })
    .from(submenuItems)
    .leftJoin(posts, linkedPage(submenuItems.pageId))
    .where(and(eq(submenuItems.organizationId, organizationId), inArray(submenuItems.menuItemId, items.map(({ item }) => item.id))))
    .orderBy(asc(submenuItems.order), asc(submenuItems.createdAt));
  return items.map(({ item, slug }) => ({
    ...followed(item, slug),
    submenu: children.filter(({ sub }) => sub.menuItemId === item.id).map(({ sub, slug: subSlug }) => followed(sub, subSlug)),
  }));
}

export type SiteChrome = { settings: SettingsRow | null; menu: MenuItemWithChildren[] };

/** Settings and menu, cached per organisation until its next edit. */
export function getSiteChrome(db: DbOrTx, { organizationId }: { organizationId: string }): Promise<SiteChrome> {
  return memo(organizationId, 'chrome', 60_000, async () => {
    const [settings, menu] = await Promise.all([getSettings(db, { organizationId }), listMenu(db, { organizationId })]);
    return { settings, menu };
  });
}

export async function getPostBySlug(
  db: DbOrTx,
  { organizationId, slug }: { organizationId: string; slug: string },
): Promise<(PostRow & { docSet: typeof documentSets.$inferSelect | null }) | null> {
  const [row] = await db
    .select({ post: posts, docSet: documentSets })
    .from(posts)
    .leftJoin(documentSets, and(eq(documentSets.id, posts.docSetId), eq(documentSets.organizationId, organizationId)))
    .where(and(eq(posts.organizationId, organizationId), eq(posts.slug, slug)))
    .limit(1);
  return row ? { ...row.post, docSet: row.docSet } : null;
}
