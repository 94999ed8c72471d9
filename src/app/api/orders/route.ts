// POST /api/orders { items: [{ plan_id, quantity }], payment_method? }: the signed-in member's basket
// becomes an order of this organisation, priced by the server now, with the payment's next step.
import { route } from '@/server/http/route';
import { ALL_ROLES } from '@/server/account/session';
import { placeOrder } from '@/server/commerce/orders';
import { paymentProvider } from '@/server/commerce/payments';
import { PRIVATE_HEADERS } from '@/server/sections/access';
import { createOrderSchema, ORDER_MAX_BODY_BYTES } from '@/schemas/order';

/** Twenty orders per person per organisation in ten minutes: more than anyone checks out by hand. */
const PER_USER = { name: 'order-create', per: 'user', max: 20, windowSeconds: 600 } as const;

export const POST = route(
  { access: ALL_ROLES, body: createOrderSchema, maxBytes: ORDER_MAX_BODY_BYTES, rateLimit: PER_USER },
  async ({ db, tenant, user, body }) => {
    const order = await placeOrder(db, {
      organizationId: tenant.id,
      customer: { userId: user.id, email: user.email },
      input: body,
      provider: paymentProvider(body.payment_method),
    });
    return Response.json(order, { status: 201, headers: PRIVATE_HEADERS });
  },
);
