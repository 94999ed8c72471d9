import 'server-only';
// Menu items and sub-items in the revision history (docs/decisions/061, 072): read as the header and
// footer editors load them, and a kept state written back through the entry's own change, so a
// restore is a save like any other. A page named by id that has been deleted since is restored as
// none (the entry falls back on its address, as the page's deletion left it).
import { viewHistory } from '@/server/revisions/entity';
import type { Tx } from '@/server/db/client';
import { MENU_MESSAGES, updateMenuItemSchema, updateSubmenuItemSchema } from '@/schemas/menu-items';
import { MENU_ITEM_BOOKKEEPING, menuItemState, readMenuItem, readSubmenuItem, SUBMENU_ITEM_BOOKKEEPING, submenuItemState } from './menu-view';
import { changeMenuItem } from './menu-write';
import { changeSubmenuItem } from './submenu-write';
import { pageSlug } from './page-target';

/** A kept page id that no longer names a page or post of the organisation becomes none. */
async function livePage<T extends { page_id?: string | null }>(tx: Tx, organizationId: string, input: T): Promise<T> {
  if (!input.page_id || (await pageSlug(tx, { organizationId, pageId: input.page_id })) !== null) return input;
  return { ...input, page_id: null };
}

export const menuItemHistory = viewHistory({
  type: 'menu_item',
  permission: 'menus.write',
  notFound: MENU_MESSAGES.menuItemNotFound,
  bookkeeping: MENU_ITEM_BOOKKEEPING,
  read: readMenuItem,
  state: menuItemState,
  schema: updateMenuItemSchema,
  prepare: livePage,
  change: changeMenuItem,
});

export const submenuItemHistory = viewHistory({
  type: 'submenu_item',
  permission: 'menus.write',
  notFound: MENU_MESSAGES.submenuItemNotFound,
  bookkeeping: SUBMENU_ITEM_BOOKKEEPING,
  read: readSubmenuItem,
  state: submenuItemState,
  schema: updateSubmenuItemSchema,
  prepare: livePage,
  change: changeSubmenuItem,
});
