// Checkout (issue 12 §5, decision 040): the plans a basket shows, re-read from the server, and the
// order a signed-in customer places from it. Pure; the basket's own rules keep to the same bounds
// (src/lib/basket-limits.ts) without loading this file.
import { z } from 'zod';
import { LOCALES } from '@/lib/i18n/locales';
import { UUID_PATTERN } from '@/lib/patterns';
import { MAX_ORDER_LINES, MAX_QUANTITY } from '@/lib/basket-limits';
import type { ORDER_STATUSES } from '@/lib/enums';

export { MAX_ORDER_LINES, MAX_QUANTITY };

/** 50 lines of `{"plan_id":"<uuid>","quantity":99}` are under 3 KiB; 8 KiB leaves room and no more. */
export const ORDER_MAX_BODY_BYTES = 8 * 1024;

export const PAYMENT_METHODS = ['invoice'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

export const ORDER_MESSAGES = {
  planId: 'Each item needs the id of a plan',
  quantity: `Quantity must be a whole number from 1 to ${MAX_QUANTITY}`,
  items: 'The basket is empty',
  tooManyItems: `At most ${MAX_ORDER_LINES} different plans per order`,
  duplicate: 'Each plan may appear only once; send its quantity instead',
  paymentMethod: 'Unknown payment method',
  orderNotFound: 'Order not found',
  status: 'status must be paid or cancelled',
  notPending: 'Only a pending order can be marked paid or cancelled',
  unknownPlan: 'Some plans in the basket are not offered on this site',
  mixedCurrencies: 'An order is paid in one currency; check out plans in different currencies separately',
  ids: `ids must be up to ${MAX_ORDER_LINES} plan ids separated by commas`,
  locale: 'Unknown language',
  idempotencyKey: 'Idempotency-Key must be a UUID',
  idempotencyKeyReused: 'This Idempotency-Key was already used for a different basket; send a new key for a new order',
  idempotencyKeyBusy: 'An order with this Idempotency-Key is still being placed; try again',
} as const;

/**
 * The checkout's `Idempotency-Key` header: a UUID the browser makes when the checkout opens and
 * sends again with every retry of it, so one basket becomes one order (decision 053). Optional for
 * API clients; when present it must be a UUID, anything else is a 400.
 */
export const IDEMPOTENCY_KEY_HEADER = 'Idempotency-Key';
export const idempotencyKeySchema = z
  .string(ORDER_MESSAGES.idempotencyKey)
  .max(36, ORDER_MESSAGES.idempotencyKey)
  .regex(UUID_PATTERN, ORDER_MESSAGES.idempotencyKey)
  .transform((key) => key.toLowerCase())
  .optional();

const planId = z
  .string(ORDER_MESSAGES.planId)
  .regex(UUID_PATTERN, ORDER_MESSAGES.planId)
  .transform((id) => id.toLowerCase());

export const orderItemSchema = z.object({
  plan_id: planId,
  quantity: z.number(ORDER_MESSAGES.quantity).int(ORDER_MESSAGES.quantity).min(1, ORDER_MESSAGES.quantity).max(MAX_QUANTITY, ORDER_MESSAGES.quantity),
});

/** POST /api/orders { items: [{ plan_id, quantity }], payment_method?, locale? } */
export const createOrderSchema = z.object({
  items: z
    .array(orderItemSchema, ORDER_MESSAGES.items)
    .min(1, ORDER_MESSAGES.items)
    .max(MAX_ORDER_LINES, ORDER_MESSAGES.tooManyItems)
    .refine((items) => new Set(items.map((item) => item.plan_id)).size === items.length, ORDER_MESSAGES.duplicate),
  payment_method: z.enum(PAYMENT_METHODS, ORDER_MESSAGES.paymentMethod).default('invoice'),
  /** The language of the page checking out: the confirmation e-mail is written in it. */
  locale: z.enum(LOCALES, ORDER_MESSAGES.locale).optional(),
});
export type CreateOrderInput = z.infer<typeof createOrderSchema>;

/** GET /api/plans?ids=a,b,c&locale=de */
export const basketPlansQuerySchema = z.object({
  ids: z
    .string(ORDER_MESSAGES.ids)
    .transform((value) => [...new Set(value.split(',').map((id) => id.trim().toLowerCase()).filter(Boolean))])
    .refine((ids) => ids.length >= 1 && ids.length <= MAX_ORDER_LINES && ids.every((id) => UUID_PATTERN.test(id)), ORDER_MESSAGES.ids),
  locale: z.enum(LOCALES, ORDER_MESSAGES.locale).optional(),
});

/** A plan as the basket shows it right now: name in the asked language, the price that applies today. */
export type BasketPlanResponse = {
  id: string;
  name: string;
  /** Regular price, minor units. */
  price: number;
  /** True only while a lower promotion price applies (is_promotion and not past its end). */
  is_promotion: boolean;
  promotion_price: number | null;
  promotion_ends_at: string | null;
  currency: string;
  currency_symbol: string;
  recurring_interval: string;
};

export type OrderLineResponse = {
  plan_id: string | null;
  plan_name: string;
  unit_price: number;
  quantity: number;
  currency: string;
  currency_symbol: string;
};

/** What the customer's browser shows after checkout, and what payment does next. */
export type NextPaymentStep = { kind: 'invoice'; due_days: number; email: string } | { kind: 'redirect'; url: string };

export type OrderResponse = {
  id: string;
  /** The short number people quote: the first 8 characters of the id, upper case. */
  number: string;
  status: (typeof ORDER_STATUSES)[number];
  currency: string;
  total_amount: number;
  created_at: string;
  customer_email: string;
  payment_method: PaymentMethod;
  items: OrderLineResponse[];
  next_step?: NextPaymentStep;
};

/** GET /api/admin/orders?limit= (newest first) */
export const ORDERS_PAGE_MAX = 100;
export const adminOrdersQuerySchema = z.object({
  limit: z.coerce.number('limit must be a number').int().min(1).max(ORDERS_PAGE_MAX).default(50),
});

/** PATCH /api/admin/orders/{id}: staff record the invoice as paid, or call the order off. */
export const orderStatusSchema = z.object({ status: z.enum(['paid', 'cancelled'], ORDER_MESSAGES.status) });
export const ORDER_STATUS_MAX_BODY_BYTES = 1024;

export function orderNumber(id: string): string {
  return id.slice(0, 8).toUpperCase();
}
