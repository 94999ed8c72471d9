// PUT /api/submenu-items/{id} { any sub-item fields, version? }: an admin or editor changes a sub-item (a
// new menu_item_id moves it under that item, after its last sub-item unless an order is sent).
// DELETE /api/submenu-items/{id}?version=: deletes the sub-item.
// A version older than the sub-item's is a 409 with the sub-item as it now is (docs/decisions/061, 072).
import { route } from '@/server/http/route';
import { uuidParam } from '@/server/http/params';
import { assertSiteOrganization } from '@/server/sections/page-layout';
import { deleteSubmenuItem, updateSubmenuItem } from '@/server/menus/submenu-write';
import { MENU_MAX_BODY_BYTES, MENU_MESSAGES, menuDeleteQuerySchema, updateSubmenuItemSchema } from '@/schemas/menu-items';
import { can } from '@/lib/permissions';

export const PUT = route({ access: can('menus.write'), body: updateSubmenuItemSchema, maxBytes: MENU_MAX_BODY_BYTES }, async ({ db, tenant, user, params, body }) => {
  assertSiteOrganization(tenant.id, body.organization_id);
  const id = uuidParam(params.id, MENU_MESSAGES.submenuItemNotFound);
  return Response.json(await updateSubmenuItem(db, { organizationId: tenant.id, id, authorId: user.id, version: body.version, input: body }));
});

export const DELETE = route({ access: can('menus.write'), query: menuDeleteQuerySchema }, async ({ db, tenant, user, params, query }) => {
  assertSiteOrganization(tenant.id, query.organization_id);
  const id = uuidParam(params.id, MENU_MESSAGES.submenuItemNotFound);
  return Response.json({ success: true, ...(await deleteSubmenuItem(db, { organizationId: tenant.id, id, authorId: user.id, version: query.version })) });
});
