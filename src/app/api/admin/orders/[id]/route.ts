// PATCH /api/admin/orders/{id} { status: 'paid' | 'cancelled' }: an admin settles a pending order of this organisation.
import { route } from '@/server/http/route';
import { uuidParam } from '@/server/http/params';
import { settleOrder } from '@/server/commerce/orders';
import { PRIVATE_HEADERS } from '@/server/sections/access';
import { ORDER_MESSAGES, ORDER_STATUS_MAX_BODY_BYTES, orderStatusSchema } from '@/schemas/order';
import { can } from '@/lib/permissions';

export const PATCH = route({ access: can('orders.manage'), body: orderStatusSchema, maxBytes: ORDER_STATUS_MAX_BODY_BYTES }, async ({ db, tenant, params, body }) => {
  const orderId = uuidParam(params.id, ORDER_MESSAGES.orderNotFound);
  const order = await settleOrder(db, { organizationId: tenant.id, orderId, status: body.status });
  return Response.json(order, { headers: PRIVATE_HEADERS });
});
