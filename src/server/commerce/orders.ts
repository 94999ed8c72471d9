import 'server-only';
// Checkout: a signed-in customer's basket becomes an order priced by the server at that moment,
// with a snapshot of each line, written in one transaction together with the payment's first step.
// Orders never appear on an anonymous page, so they are written directly, not through the
// organisation write path (see tests/integration/write-path-guard.test.ts).
import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import { ApiError } from '@/server/http/api';
import type { Db, DbOrTx } from '@/server/db/client';
import { orderItems, orders } from '@/server/db/schema';
import { planPricing } from '@/lib/plan-pricing';
import { ORDER_MESSAGES, orderNumber, type CreateOrderInput, type OrderResponse, type PaymentMethod } from '@/schemas/order';
import { findOfferedPlans } from './basket-plans';
import { basketDigest, claimOrderRequest, rememberOrderResponse } from './order-requests';
import type { PaymentProvider } from './payments/types';

/** An order total must fit PostgreSQL's integer column (minor units). */
const MAX_TOTAL = 2_147_483_647;

type OrderRow = typeof orders.$inferSelect;
type ItemRow = typeof orderItems.$inferSelect;

export type PlaceOrder = {
  organizationId: string;
  customer: { userId: string; email: string };
  input: CreateOrderInput;
  provider: PaymentProvider;
  /** The checkout's Idempotency-Key, when it sent one: a repeat answers the first order. */
  idempotencyKey?: string;
  now?: Date;
};

/** The order, and whether it was placed by an earlier request with the same key (then no e-mail). */
export type PlacedOrder = { order: OrderResponse; replayed: boolean };

function toResponse(order: OrderRow, items: ItemRow[], paymentMethod: PaymentMethod): OrderResponse {
  return {
    id: order.id,
    number: orderNumber(order.id),
    status: order.status,
    currency: order.currency,
    total_amount: order.totalAmount,
    created_at: order.createdAt.toISOString(),
    customer_email: order.customerEmail,
    payment_method: paymentMethod,
    items: items.map((item) => ({
      plan_id: item.planId,
      plan_name: item.planName,
      unit_price: item.unitPrice,
      quantity: item.quantity,
      currency: item.currency,
      currency_symbol: item.currencySymbol,
    })),
  };
}

export async function placeOrder(db: Db, { organizationId, customer, input, provider, idempotencyKey, now = new Date() }: PlaceOrder): Promise<PlacedOrder> {
  const ids = input.items.map((item) => item.plan_id);
  const requestKey = idempotencyKey ? { organizationId, userId: customer.userId, key: idempotencyKey } : null;
  return db.transaction(async (tx) => {
    if (requestKey) {
      const earlier = await claimOrderRequest(tx, { ...requestKey, digest: basketDigest(input), now });
      if (earlier) return { order: earlier, replayed: true };
    }
    const plans = new Map((await findOfferedPlans(tx, { organizationId, ids })).map((plan) => [plan.id, plan]));
    // Another organisation's plan, a hidden one and one that never existed look the same from here.
    const unknown = ids.filter((id) => !plans.has(id));
    if (unknown.length > 0) throw new ApiError(400, ORDER_MESSAGES.unknownPlan, { fieldErrors: { items: unknown } });

    const lines = input.items.map((item) => {
      const plan = plans.get(item.plan_id)!;
      return { plan, quantity: item.quantity, unitPrice: planPricing(plan, now).current };
    });
    const currencies = new Set(lines.map((line) => line.plan.currency));
    if (currencies.size > 1) throw new ApiError(400, ORDER_MESSAGES.mixedCurrencies, { fieldErrors: { items: [...currencies] } });
    const total = lines.reduce((sum, line) => sum + line.unitPrice * line.quantity, 0);
    if (total > MAX_TOTAL) throw new ApiError(400, 'The order total is too large', { fieldErrors: { items: ['Lower the quantities'] } });

    const [order] = await tx
      .insert(orders)
      .values({ organizationId, userId: customer.userId, customerEmail: customer.email, status: 'pending', currency: lines[0].plan.currency, totalAmount: total, createdAt: now, updatedAt: now })
      .returning();
    const items = await tx
      .insert(orderItems)
      .values(
        lines.map((line) => ({
          organizationId,
          orderId: order.id,
          planId: line.plan.id,
          // The name in the site's own language: what the invoice and the staff's list show.
          planName: line.plan.name,
          unitPrice: line.unitPrice,
          currency: line.plan.currency,
          currencySymbol: line.plan.currencySymbol,
          quantity: line.quantity,
        })),
      )
      .returning();
    const nextStep = await provider.start({ id: order.id, organizationId, customerEmail: order.customerEmail, currency: order.currency, totalAmount: total });
    const placed: OrderResponse = { ...toResponse(order, items, provider.id), next_step: nextStep };
    if (requestKey) await rememberOrderResponse(tx, requestKey, placed);
    return { order: placed, replayed: false };
  });
}

/** The organisation's orders for its admins, newest first, each with its lines. */
export async function listOrganizationOrders(db: DbOrTx, { organizationId, limit }: { organizationId: string; limit: number }): Promise<OrderResponse[]> {
  const rows = await db.select().from(orders).where(eq(orders.organizationId, organizationId)).orderBy(desc(orders.createdAt), desc(orders.id)).limit(limit);
  if (rows.length === 0) return [];
  const items = await db
    .select()
    .from(orderItems)
    .where(and(eq(orderItems.organizationId, organizationId), inArray(orderItems.orderId, rows.map((row) => row.id))))
    .orderBy(asc(orderItems.planName));
  // Only the manual invoice exists; a stored method arrives with the second one (decision 040).
  return rows.map((row) => toResponse(row, items.filter((item) => item.orderId === row.id), 'invoice'));
}

/**
 * Staff settle a pending order: paid once the invoice's money arrived (the plans then count as the
 * customer's in their account), or cancelled. Any other move would rewrite history, so it is refused.
 */
export async function settleOrder(db: DbOrTx, where: { organizationId: string; orderId: string; status: 'paid' | 'cancelled'; now?: Date }): Promise<OrderResponse> {
  const [current] = await db.select().from(orders).where(and(eq(orders.organizationId, where.organizationId), eq(orders.id, where.orderId))).limit(1);
  if (!current) throw new ApiError(404, ORDER_MESSAGES.orderNotFound);
  if (current.status !== 'pending') throw new ApiError(409, ORDER_MESSAGES.notPending, { status: current.status });
  const [updated] = await db
    .update(orders)
    .set({ status: where.status, updatedAt: where.now ?? new Date() })
    // Only if still pending: two staff pressing at once cannot both win.
    .where(and(eq(orders.organizationId, where.organizationId), eq(orders.id, where.orderId), eq(orders.status, 'pending')))
    .returning();
  if (!updated) throw new ApiError(409, ORDER_MESSAGES.notPending);
  const items = await db.select().from(orderItems).where(and(eq(orderItems.organizationId, where.organizationId), eq(orderItems.orderId, updated.id))).orderBy(asc(orderItems.planName));
  return toResponse(updated, items, 'invoice');
}
