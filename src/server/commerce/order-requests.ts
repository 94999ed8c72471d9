import 'server-only';
// Idempotent checkout (decision 053): a person's `Idempotency-Key` is claimed inside the order's
// own transaction by inserting its row. The primary key (organisation, person, key) decides who
// places the order: a second request with the same key waits on the first one's uncommitted row,
// then finds it and answers what the first answered. There is no read-then-write to race through.
import { createHash } from 'node:crypto';
import { and, eq, lt } from 'drizzle-orm';
import type { DbOrTx } from '@/server/db/client';
import { orderRequests } from '@/server/db/schema';
import { ApiError } from '@/server/http/api';
import { ORDER_MESSAGES, type CreateOrderInput, type OrderResponse } from '@/schemas/order';

/** How long a key keeps answering with its order: longer than any checkout's retries last. */
export const IDEMPOTENCY_KEY_HOURS = 24;

export type OrderRequestKey = { organizationId: string; userId: string; key: string };

/**
 * What the key promises to repeat: the lines (in any order) and the payment method. The page's
 * language only chooses the e-mail's words, so a retry from a page in another language is the same order.
 */
export function basketDigest(input: CreateOrderInput): string {
  const lines = input.items.map((item) => [item.plan_id.toLowerCase(), item.quantity] as const).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return createHash('sha256').update(JSON.stringify({ lines, payment: input.payment_method })).digest('hex');
}

function byKey({ organizationId, userId, key }: OrderRequestKey) {
  return and(eq(orderRequests.organizationId, organizationId), eq(orderRequests.userId, userId), eq(orderRequests.idempotencyKey, key));
}

/**
 * Claims the key for this basket. Answers null when this request is the first with the key (it goes
 * on to place the order and must call `rememberOrderResponse`), or the earlier request's order.
 * The same key with another basket is a 422.
 */
export async function claimOrderRequest(tx: DbOrTx, where: OrderRequestKey & { digest: string; now: Date }): Promise<OrderResponse | null> {
  const { organizationId, userId, key, digest, now } = where;
  // This person's keys past their day are forgotten, so an old key starts afresh.
  const expired = new Date(now.getTime() - IDEMPOTENCY_KEY_HOURS * 60 * 60 * 1000);
  await tx.delete(orderRequests).where(and(eq(orderRequests.organizationId, organizationId), eq(orderRequests.userId, userId), lt(orderRequests.createdAt, expired)));

  const claimed = await tx
    .insert(orderRequests)
    .values({ organizationId, userId, idempotencyKey: key, basketDigest: digest, createdAt: now })
    .onConflictDoNothing()
    .returning({ key: orderRequests.idempotencyKey });
  if (claimed.length > 0) return null;

  const [earlier] = await tx.select().from(orderRequests).where(byKey(where)).limit(1);
  // Only reachable if the first request's row vanished in between (its day ended that instant).
  if (!earlier?.response) throw new ApiError(409, ORDER_MESSAGES.idempotencyKeyBusy);
  if (earlier.basketDigest !== digest) throw new ApiError(422, ORDER_MESSAGES.idempotencyKeyReused, { fieldErrors: { 'Idempotency-Key': [ORDER_MESSAGES.idempotencyKeyReused] } });
  return earlier.response as OrderResponse;
}

/** Stores the placed order's answer with the claimed key, in the same transaction as the order. */
export async function rememberOrderResponse(tx: DbOrTx, where: OrderRequestKey, order: OrderResponse): Promise<void> {
  await tx.update(orderRequests).set({ orderId: order.id, response: order }).where(byKey(where));
}
