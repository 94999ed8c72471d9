// POST /api/submenu-items { menu_item_id, name, url_name?, … }: an admin or editor adds a sub-item after
// the last one of its menu item (shown, with an empty description, unless told otherwise).
// PUT /api/submenu-items { menu_item_id, items: [{ id, order }] }: that item's sub-items in their new order
// (10 per position from 0), saved at once; every id must be a sub-item of that item or nothing moves.
// Answers the menu as GET /api/menu-items lists it. An `organization_id` naming another organisation
// than the Host's is a 403 (docs/decisions/072).
import { route } from '@/server/http/route';
import { assertSiteOrganization } from '@/server/sections/page-layout';
import { createSubmenuItem, reorderSubmenuItems } from '@/server/menus/submenu-write';
import { createSubmenuItemSchema, MENU_MAX_BODY_BYTES, reorderSubmenuItemsSchema } from '@/schemas/menu-items';
import { can } from '@/lib/permissions';

export const POST = route({ access: can('menus.write'), body: createSubmenuItemSchema, maxBytes: MENU_MAX_BODY_BYTES }, async ({ db, tenant, body }) => {
  assertSiteOrganization(tenant.id, body.organization_id);
  return Response.json(await createSubmenuItem(db, { organizationId: tenant.id, input: body }), { status: 201 });
});

export const PUT = route({ access: can('menus.write'), body: reorderSubmenuItemsSchema, maxBytes: MENU_MAX_BODY_BYTES }, async ({ db, tenant, body }) => {
  assertSiteOrganization(tenant.id, body.organization_id);
  return Response.json(await reorderSubmenuItems(db, { organizationId: tenant.id, menuItemId: body.menu_item_id, entries: body.items }));
});
