import 'server-only';
// The header and footer editors' writes of menu items (editing-layer spec §3 "Menu item", §5, §7;
// docs/decisions/072), each one transaction of the write path, so the public header and footer show
// the change at the next request on every instance. Every change keeps the item as it was as a
// revision and raises its version (a change based on an older one is refused, decision 061).
import { and, eq } from 'drizzle-orm';
import type { Db, Tx } from '@/server/db/client';
import { menuItems, submenuItems } from '@/server/db/schema';
import { ApiError } from '@/server/http/api';
import { writeOrganization } from '@/server/write';
import { recordRevision } from '@/server/revisions/record';
import { basedOn, nextVersion, versionConflict, type Basis } from '@/server/revisions/versions';
import {
  MENU_MESSAGES, type CreateMenuItemInput, type MenuItemView, type MenuOrderEntry, type MenuView, type UpdateMenuItemInput,
} from '@/schemas/menu-items';
import { menuItemState, menuItemView, readMenu, readMenuItem, submenuItemState, type MenuItemRow } from './menu-view';
import { applyOrder, nextOrder } from './menu-order';
import { pageTarget } from './page-target';

type Scope = { organizationId: string };
type ItemColumns = Partial<Pick<typeof menuItems.$inferInsert, 'displayName' | 'displayNameTranslation' | 'urlName' | 'description' | 'descriptionTranslation' | 'order' | 'isDisplayed' | 'isDisplayedOnFooter' | 'pageId'>>;

const ofOrganization = (organizationId: string) => eq(menuItems.organizationId, organizationId);
const notFound = () => new ApiError(404, MENU_MESSAGES.menuItemNotFound);

/** The columns a payload sets besides the address and the page: absent stays as it is. */
function itemColumns(input: UpdateMenuItemInput): ItemColumns {
  const columns: ItemColumns = {
    displayName: input.display_name,
    displayNameTranslation: input.display_name_translation,
    description: input.description,
    descriptionTranslation: input.description_translation,
    order: input.order,
    isDisplayed: input.is_displayed,
    isDisplayedOnFooter: input.is_displayed_on_footer,
  };
  return Object.fromEntries(Object.entries(columns).filter(([, value]) => value !== undefined)) as ItemColumns;
}

/** A new item after the last one (spec §7), shown in the header and not in the footer unless told. */
export async function createMenuItem(db: Db, { organizationId, input }: Scope & { input: CreateMenuItemInput }): Promise<MenuItemView> {
  return writeOrganization(db, organizationId, async (tx) => {
    const target = await pageTarget(tx, { organizationId, pageId: input.page_id, urlName: input.url_name });
    const [row] = await tx
      .insert(menuItems)
      .values({
        ...itemColumns(input),
        organizationId,
        displayName: input.display_name,
        urlName: target.urlName ?? (target.slug ? `/${target.slug}` : ''),
        pageId: target.pageId ?? null,
        order: input.order ?? (await nextOrder(tx, menuItems, ofOrganization(organizationId))),
      })
      .returning();
    return menuItemView(row, []);
  });
}

/** The item, held until the transaction ends; 404 when the organisation has none with this id. */
async function lockItem(tx: Tx, { organizationId, id }: Scope & { id: string }): Promise<MenuItemRow> {
  const [row] = await tx.select().from(menuItems).where(and(ofOrganization(organizationId), eq(menuItems.id, id))).for('update');
  if (!row) throw notFound();
  return row;
}

type ItemChange = Scope & Basis & { id: string; input: UpdateMenuItemInput };

/**
 * Changes the fields sent, inside the write path's transaction (an edit, or a restore of a kept
 * state). A new address without a page id is read again for the page it leads to.
 */
export async function changeMenuItem(tx: Tx, { organizationId, id, input, authorId, version, restoredFrom }: ItemChange): Promise<MenuItemView> {
  await lockItem(tx, { organizationId, id });
  const before = (await readMenuItem(tx, { organizationId, id }))!;
  const target = await pageTarget(tx, { organizationId, pageId: input.page_id, urlName: input.url_name });
  await recordRevision(tx, { organizationId, entityType: 'menu_item', entityId: id, data: menuItemState(before.view), version: before.row.version, authorId, restoredFrom });
  const [row] = await tx
    .update(menuItems)
    .set({ ...itemColumns(input), ...(target.urlName === undefined ? {} : { urlName: target.urlName }), ...(target.pageId === undefined ? {} : { pageId: target.pageId }), ...nextVersion(menuItems.version), updatedAt: new Date() })
    .where(and(ofOrganization(organizationId), eq(menuItems.id, id), basedOn(menuItems.version, version)))
    .returning();
  if (!row) throw versionConflict(version, before.view);
  return (await readMenuItem(tx, { organizationId, id }))!.view;
}

export function updateMenuItem(db: Db, change: ItemChange): Promise<MenuItemView> {
  return writeOrganization(db, change.organizationId, (tx) => changeMenuItem(tx, change));
}

/** Deletes the item and its sub-items together; each keeps its last state as a revision. */
export async function deleteMenuItem(db: Db, { organizationId, id, authorId, version }: Scope & Basis & { id: string }): Promise<{ id: string }> {
  return writeOrganization(db, organizationId, async (tx) => {
    await lockItem(tx, { organizationId, id });
    const before = (await readMenuItem(tx, { organizationId, id }))!;
    await recordRevision(tx, { organizationId, entityType: 'menu_item', entityId: id, data: menuItemState(before.view), version: before.row.version, authorId });
    for (const sub of before.view.website_submenuitem) {
      await recordRevision(tx, { organizationId, entityType: 'submenu_item', entityId: sub.id, data: submenuItemState(sub), version: sub.version, authorId });
    }
    // The foreign key would take them along; deleting them here does not rest on it. A stale
    // version below rolls this back with the rest.
    await tx.delete(submenuItems).where(and(eq(submenuItems.organizationId, organizationId), eq(submenuItems.menuItemId, id)));
    const gone = await tx
      .delete(menuItems)
      .where(and(ofOrganization(organizationId), eq(menuItems.id, id), basedOn(menuItems.version, version)))
      .returning({ id: menuItems.id });
    if (gone.length === 0) throw versionConflict(version, before.view);
    return { id };
  });
}

/** PUT /api/menu-items: the top-level order saved at once, answered as GET lists the menu. */
export async function reorderMenuItems(db: Db, { organizationId, entries }: Scope & { entries: MenuOrderEntry[] }): Promise<MenuView> {
  return writeOrganization(db, organizationId, async (tx) => {
    await applyOrder(tx, { table: menuItems, list: ofOrganization(organizationId), entries, refusal: MENU_MESSAGES.notMenuItems });
    return readMenu(tx, { organizationId });
  });
}
