import 'server-only';
// Menu entries as the header and footer editors read them (editing-layer spec §3, §7
// `GET /api/menu-items`; docs/decisions/072): the stored rows, with the address each keeps, not the
// one the public header follows by page id (that is listMenu's job, src/server/site/queries.ts).
// Also what a revision of an entry keeps: its view without the bookkeeping.
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '@/server/db/client';
import { menuItems, submenuItems } from '@/server/db/schema';
import { BOOKKEEPING } from '@/server/revisions/entity';
import type { MenuItemView, MenuView, SubmenuItemView } from '@/schemas/menu-items';

export type MenuItemRow = typeof menuItems.$inferSelect;
export type SubmenuItemRow = typeof submenuItems.$inferSelect;
type Scope = { organizationId: string };

export function submenuItemView(row: SubmenuItemRow): SubmenuItemView {
  return {
    id: row.id,
    menu_item_id: row.menuItemId,
    organization_id: row.organizationId,
    name: row.name,
    name_translation: row.nameTranslation,
    url_name: row.urlName,
    description: row.description ?? '',
    description_translation: row.descriptionTranslation,
    image: row.image,
    order: row.order,
    is_displayed: row.isDisplayed !== false,
    page_id: row.pageId,
    version: row.version,
  };
}

export function menuItemView(row: MenuItemRow, subs: SubmenuItemRow[]): MenuItemView {
  return {
    id: row.id,
    organization_id: row.organizationId,
    display_name: row.displayName,
    display_name_translation: row.displayNameTranslation,
    url_name: row.urlName,
    description: row.description,
    description_translation: row.descriptionTranslation,
    order: row.order,
    is_displayed: row.isDisplayed,
    is_displayed_on_footer: row.isDisplayedOnFooter,
    page_id: row.pageId,
    version: row.version,
    website_submenuitem: subs.map(submenuItemView),
  };
}

/** Sub-items of these menu items, in order (the order, then the older first). */
async function submenusOf(db: DbOrTx, { organizationId, itemIds }: Scope & { itemIds: string[] }): Promise<SubmenuItemRow[]> {
  if (itemIds.length === 0) return [];
  return db
    .select()
    .from(submenuItems)
    .where(and(eq(submenuItems.organizationId, organizationId), inArray(submenuItems.menuItemId, itemIds)))
    .orderBy(asc(submenuItems.order), asc(submenuItems.createdAt), asc(submenuItems.id));
}

/** GET /api/menu-items: every entry of the organisation with its sub-items, in order. */
export async function readMenu(db: DbOrTx, { organizationId }: Scope): Promise<MenuView> {
  const items = await db
    .select()
    .from(menuItems)
    .where(eq(menuItems.organizationId, organizationId))
    .orderBy(asc(menuItems.order), asc(menuItems.createdAt), asc(menuItems.id));
  const subs = await submenusOf(db, { organizationId, itemIds: items.map((item) => item.id) });
  return { menu_items: items.map((item) => menuItemView(item, subs.filter((sub) => sub.menuItemId === item.id))) };
}

/** One menu item as GET lists it; null when the organisation has none with this id. */
export async function readMenuItem(db: DbOrTx, { organizationId, id }: Scope & { id: string }): Promise<{ row: MenuItemRow; view: MenuItemView } | null> {
  const [row] = await db.select().from(menuItems).where(and(eq(menuItems.organizationId, organizationId), eq(menuItems.id, id)));
  if (!row) return null;
  return { row, view: menuItemView(row, await submenusOf(db, { organizationId, itemIds: [row.id] })) };
}

/** One sub-item as GET lists it; null when the organisation has none with this id. */
export async function readSubmenuItem(db: DbOrTx, { organizationId, id }: Scope & { id: string }): Promise<{ row: SubmenuItemRow; view: SubmenuItemView } | null> {
  const [row] = await db.select().from(submenuItems).where(and(eq(submenuItems.organizationId, organizationId), eq(submenuItems.id, id)));
  return row ? { row, view: submenuItemView(row) } : null;
}

/** Fields of an entry's view that are bookkeeping: kept out of its revisions, never restored. */
export const MENU_ITEM_BOOKKEEPING = [...BOOKKEEPING, 'website_submenuitem'] as const;
export const SUBMENU_ITEM_BOOKKEEPING = [...BOOKKEEPING, 'menu_item_id'] as const;

const without = (view: object, bookkeeping: readonly string[]) =>
  Object.fromEntries(Object.entries(view).filter(([field]) => !bookkeeping.includes(field)));

/** What a revision of a menu item keeps: its own fields (its sub-items have their own history). */
export const menuItemState = (view: MenuItemView): Record<string, unknown> => without(view, MENU_ITEM_BOOKKEEPING);
export const submenuItemState = (view: SubmenuItemView): Record<string, unknown> => without(view, SUBMENU_ITEM_BOOKKEEPING);
