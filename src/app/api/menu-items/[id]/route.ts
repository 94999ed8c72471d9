// PUT /api/menu-items/{id} { any item fields, version? }: an admin or editor changes a menu item; a new
// address without a page_id is read again for the page it leads to. Answers the item as GET lists it.
// DELETE /api/menu-items/{id}?version=: deletes the item and its sub-items together.
// A version older than the item's is a 409 with the item as it now is (docs/decisions/061, 072).
import { route } from '@/server/http/route';
import { uuidParam } from '@/server/http/params';
import { assertSiteOrganization } from '@/server/sections/page-layout';
import { deleteMenuItem, updateMenuItem } from '@/server/menus/menu-write';
import { MENU_MAX_BODY_BYTES, MENU_MESSAGES, menuDeleteQuerySchema, updateMenuItemSchema } from '@/schemas/menu-items';
import { can } from '@/lib/permissions';

export const PUT = route({ access: can('menus.write'), body: updateMenuItemSchema, maxBytes: MENU_MAX_BODY_BYTES }, async ({ db, tenant, user, params, body }) => {
  assertSiteOrganization(tenant.id, body.organization_id);
  const id = uuidParam(params.id, MENU_MESSAGES.menuItemNotFound);
  return Response.json(await updateMenuItem(db, { organizationId: tenant.id, id, authorId: user.id, version: body.version, input: body }));
});

export const DELETE = route({ access: can('menus.write'), query: menuDeleteQuerySchema }, async ({ db, tenant, user, params, query }) => {
  assertSiteOrganization(tenant.id, query.organization_id);
  const id = uuidParam(params.id, MENU_MESSAGES.menuItemNotFound);
  return Response.json({ success: true, ...(await deleteMenuItem(db, { organizationId: tenant.id, id, authorId: user.id, version: query.version })) });
});
