// GET /api/menu-items?organization_id=: the header and footer menu as its editors load it: every item
// with its sub-items (`website_submenuitem`), in order, each with its stored address and version.
// POST /api/menu-items { display_name, url_name?, … }: an admin or editor adds an item after the last.
// PUT /api/menu-items { items: [{ id, order }] }: the top-level order saved at once (order = 10 × position);
// every id must be an item of this site or nothing moves. All act on the organisation of the Host
// header: an `organization_id` naming another one is a 403 (docs/decisions/072).
import { route } from '@/server/http/route';
import { PRIVATE_HEADERS } from '@/server/sections/access';
import { assertSiteOrganization } from '@/server/sections/page-layout';
import { readMenu } from '@/server/menus/menu-view';
import { createMenuItem, reorderMenuItems } from '@/server/menus/menu-write';
import { createMenuItemSchema, MENU_MAX_BODY_BYTES, menuQuerySchema, reorderMenuItemsSchema } from '@/schemas/menu-items';
import { can } from '@/lib/permissions';

export const GET = route({ access: can('menus.write'), query: menuQuerySchema }, async ({ db, tenant, query }) => {
  assertSiteOrganization(tenant.id, query.organization_id);
  return Response.json(await readMenu(db, { organizationId: tenant.id }), { headers: PRIVATE_HEADERS });
});

export const POST = route({ access: can('menus.write'), body: createMenuItemSchema, maxBytes: MENU_MAX_BODY_BYTES }, async ({ db, tenant, body }) => {
  assertSiteOrganization(tenant.id, body.organization_id);
  return Response.json(await createMenuItem(db, { organizationId: tenant.id, input: body }), { status: 201 });
});

export const PUT = route({ access: can('menus.write'), body: reorderMenuItemsSchema, maxBytes: MENU_MAX_BODY_BYTES }, async ({ db, tenant, body }) => {
  assertSiteOrganization(tenant.id, body.organization_id);
  return Response.json(await reorderMenuItems(db, { organizationId: tenant.id, entries: body.items }));
});
