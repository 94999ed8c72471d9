// POST /api/orders { items: [{ plan_id, quantity }], payment_method?, locale? }: the signed-in
// member's basket becomes an order of this organisation, priced by the server now, with the
// payment's next step. The invoice's confirmation e-mail goes out after the order is committed.
// With an Idempotency-Key header, a repeat of the same checkout answers the same order with the
// same status and body, and sends no second e-mail (decision 053).
import { route } from '@/server/http/route';
import { ApiError } from '@/server/http/api';
import { placeOrder } from '@/server/commerce/orders';
import { sendOrderConfirmation } from '@/server/commerce/order-mail';
import { paymentProvider } from '@/server/commerce/payments';
import { mailLocaleFor } from '@/server/mail/http';
import { PRIVATE_HEADERS } from '@/server/sections/access';
import { createOrderSchema, IDEMPOTENCY_KEY_HEADER, idempotencyKeySchema, ORDER_MAX_BODY_BYTES, ORDER_MESSAGES } from '@/schemas/order';
import { can } from '@/lib/permissions';

/** Twenty orders per person per organisation in ten minutes: more than anyone checks out by hand. */
const PER_USER = { name: 'order-create', per: 'user', max: 20, windowSeconds: 600 } as const;

export const POST = route(
  { access: can('orders.place'), body: createOrderSchema, maxBytes: ORDER_MAX_BODY_BYTES, rateLimit: PER_USER },
  async ({ request, db, tenant, user, body }) => {
    const key = idempotencyKeySchema.safeParse(request.headers.get(IDEMPOTENCY_KEY_HEADER) ?? undefined);
    if (!key.success) throw new ApiError(400, ORDER_MESSAGES.idempotencyKey, { fieldErrors: { [IDEMPOTENCY_KEY_HEADER]: [ORDER_MESSAGES.idempotencyKey] } });
    const { order, replayed } = await placeOrder(db, {
      organizationId: tenant.id,
      customer: { userId: user.id, email: user.email },
      input: body,
      provider: paymentProvider(body.payment_method),
      idempotencyKey: key.data,
    });
    if (replayed) return Response.json(order, { status: 201, headers: { ...PRIVATE_HEADERS, 'Idempotent-Replayed': 'true' } });
    // The transaction has committed: whatever the mail does now, the order stands (201).
    await sendOrderConfirmation(db, {
      organizationId: tenant.id,
      order,
      customer: { userId: user.id, name: user.name },
      locale: mailLocaleFor(request, tenant, body.locale),
    });
    return Response.json(order, { status: 201, headers: PRIVATE_HEADERS });
  },
);
