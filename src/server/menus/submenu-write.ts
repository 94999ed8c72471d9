import 'server-only';
// The header and footer editors' writes of sub-items (editing-layer spec §3 "Submenu item", §5, §7;
// docs/decisions/072), each one transaction of the write path. A sub-item has its own version and
// history: changing one does not move its menu item's version, so an item open in the editor is not
// refused because a sub-item of it was renamed meanwhile.
import { and, eq } from 'drizzle-orm';
import type { Db, Tx } from '@/server/db/client';
import { menuItems, submenuItems } from '@/server/db/schema';
import { ApiError } from '@/server/http/api';
import { writeOrganization } from '@/server/write';
import { recordRevision } from '@/server/revisions/record';
import { basedOn, nextVersion, versionConflict, type Basis } from '@/server/revisions/versions';
import {
  MENU_MESSAGES, type CreateSubmenuItemInput, type MenuOrderEntry, type MenuView, type SubmenuItemView, type UpdateSubmenuItemInput,
} from '@/schemas/menu-items';
import { readMenu, submenuItemState, submenuItemView, type SubmenuItemRow } from './menu-view';
import { applyOrder, nextOrder } from './menu-order';
import { pageTarget } from './page-target';

type Scope = { organizationId: string };
type SubColumns = Partial<Pick<typeof submenuItems.$inferInsert, 'name' | 'nameTranslation' | 'description' | 'descriptionTranslation' | 'image' | 'order' | 'isDisplayed'>>;

const subsOf = (organizationId: string, menuItemId: string) =>
  and(eq(submenuItems.organizationId, organizationId), eq(submenuItems.menuItemId, menuItemId));

/** A menu item named in a body must be one of the organisation's (400 on menu_item_id otherwise). */
async function assertMenuItem(tx: Tx, { organizationId, menuItemId }: Scope & { menuItemId: string }): Promise<void> {
  const [row] = await tx.select({ id: menuItems.id }).from(menuItems).where(and(eq(menuItems.organizationId, organizationId), eq(menuItems.id, menuItemId)));
  if (!row) throw new ApiError(400, MENU_MESSAGES.menuItemNotFound, { menu_item_id: [MENU_MESSAGES.menuItemNotFound] });
}

/** The columns a payload sets besides its item, address and page: absent stays as it is. */
function subColumns(input: UpdateSubmenuItemInput): SubColumns {
  const columns: SubColumns = {
    name: input.name,
    nameTranslation: input.name_translation,
    description: input.description,
    descriptionTranslation: input.description_translation,
    image: input.image,
    order: input.order,
    isDisplayed: input.is_displayed,
  };
  return Object.fromEntries(Object.entries(columns).filter(([, value]) => value !== undefined)) as SubColumns;
}

/** A new sub-item after the last one of its item (spec §7): shown, with an empty description. */
export async function createSubmenuItem(db: Db, { organizationId, input }: Scope & { input: CreateSubmenuItemInput }): Promise<SubmenuItemView> {
  return writeOrganization(db, organizationId, async (tx) => {
    const menuItemId = input.menu_item_id;
    await assertMenuItem(tx, { organizationId, menuItemId });
    const target = await pageTarget(tx, { organizationId, pageId: input.page_id, urlName: input.url_name });
    const [row] = await tx
      .insert(submenuItems)
      .values({
        ...subColumns(input),
        organizationId,
        menuItemId,
        name: input.name,
        description: input.description ?? '',
        isDisplayed: input.is_displayed ?? true,
        urlName: target.urlName ?? (target.slug ? `/${target.slug}` : ''),
        pageId: target.pageId ?? null,
        order: input.order ?? (await nextOrder(tx, submenuItems, subsOf(organizationId, menuItemId))),
      })
      .returning();
    return submenuItemView(row);
  });
}

/** The sub-item, held until the transaction ends; 404 when the organisation has none with this id. */
async function lockSubmenuItem(tx: Tx, { organizationId, id }: Scope & { id: string }): Promise<SubmenuItemRow> {
  const [row] = await tx
    .select()
    .from(submenuItems)
    .where(and(eq(submenuItems.organizationId, organizationId), eq(submenuItems.id, id)))
    .for('update');
  if (!row) throw new ApiError(404, MENU_MESSAGES.submenuItemNotFound);
  return row;
}

/** A move to another item of the organisation; without an order it goes after that item's last sub-item. */
async function placement(tx: Tx, current: SubmenuItemRow, input: UpdateSubmenuItemInput): Promise<{ menuItemId?: string; order?: number }> {
  const menuItemId = input.menu_item_id;
  if (menuItemId === undefined || menuItemId === current.menuItemId) return {};
  await assertMenuItem(tx, { organizationId: current.organizationId, menuItemId });
  return { menuItemId, order: input.order ?? (await nextOrder(tx, submenuItems, subsOf(current.organizationId, menuItemId))) };
}

type SubChange = Scope & Basis & { id: string; input: UpdateSubmenuItemInput };

/** Changes the fields sent, inside the write path's transaction (an edit, or a restore of a kept state). */
export async function changeSubmenuItem(tx: Tx, { organizationId, id, input, authorId, version, restoredFrom }: SubChange): Promise<SubmenuItemView> {
  const current = await lockSubmenuItem(tx, { organizationId, id });
  const before = submenuItemView(current);
  const place = await placement(tx, current, input);
  const target = await pageTarget(tx, { organizationId, pageId: input.page_id, urlName: input.url_name });
  await recordRevision(tx, { organizationId, entityType: 'submenu_item', entityId: id, data: submenuItemState(before), version: current.version, authorId, restoredFrom });
  const [row] = await tx
    .update(submenuItems)
    .set({
      ...subColumns(input),
      ...place,
      ...(target.urlName === undefined ? {} : { urlName: target.urlName }),
      ...(target.pageId === undefined ? {} : { pageId: target.pageId }),
      ...nextVersion(submenuItems.version),
      updatedAt: new Date(),
    })
    .where(and(eq(submenuItems.organizationId, organizationId), eq(submenuItems.id, id), basedOn(submenuItems.version, version)))
    .returning();
  if (!row) throw versionConflict(version, before);
  return submenuItemView(row);
}

export function updateSubmenuItem(db: Db, change: SubChange): Promise<SubmenuItemView> {
  return writeOrganization(db, change.organizationId, (tx) => changeSubmenuItem(tx, change));
}

/** Deletes the sub-item; its last state is kept as a revision. */
export async function deleteSubmenuItem(db: Db, { organizationId, id, authorId, version }: Scope & Basis & { id: string }): Promise<{ id: string }> {
  return writeOrganization(db, organizationId, async (tx) => {
    const current = await lockSubmenuItem(tx, { organizationId, id });
    const before = submenuItemView(current);
    await recordRevision(tx, { organizationId, entityType: 'submenu_item', entityId: id, data: submenuItemState(before), version: current.version, authorId });
    const gone = await tx
      .delete(submenuItems)
      .where(and(eq(submenuItems.organizationId, organizationId), eq(submenuItems.id, id), basedOn(submenuItems.version, version)))
      .returning({ id: submenuItems.id });
    if (gone.length === 0) throw versionConflict(version, before);
    return { id };
  });
}

/** PUT /api/submenu-items: one item's sub-items in their new order, answered as GET lists the menu. */
export async function reorderSubmenuItems(db: Db, { organizationId, menuItemId, entries }: Scope & { menuItemId: string; entries: MenuOrderEntry[] }): Promise<MenuView> {
  return writeOrganization(db, organizationId, async (tx) => {
    await assertMenuItem(tx, { organizationId, menuItemId });
    await applyOrder(tx, { table: submenuItems, list: subsOf(organizationId, menuItemId), entries, refusal: MENU_MESSAGES.notSubmenuItems });
    return readMenu(tx, { organizationId });
  });
}
