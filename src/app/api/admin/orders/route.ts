// GET /api/admin/orders?limit=50: this organisation's orders for its admins, newest first, with their lines.
import { route } from '@/server/http/route';
import { listOrganizationOrders } from '@/server/commerce/orders';
import { PRIVATE_HEADERS } from '@/server/sections/access';
import { adminOrdersQuerySchema } from '@/schemas/order';
import { can } from '@/lib/permissions';

export const GET = route({ access: can('orders.manage'), query: adminOrdersQuerySchema }, async ({ db, tenant, query }) => {
  const orders = await listOrganizationOrders(db, { organizationId: tenant.id, limit: query.limit });
  return Response.json({ orders }, { headers: PRIVATE_HEADERS });
});
