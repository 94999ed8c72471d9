import 'server-only';
// What the account area reads and writes for the signed-in person on one organisation: their
// profile, their orders (with the snapshot of each line), their bookings and the plans they bought.
import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '@/server/db/client';
import { bookings, meetingTypes, orderItems, orders, pricingPlans, profiles, type PlanFeature } from '@/server/db/schema';
import type { OwnProfile } from '@/schemas/account';
import type { ProfileRow } from './profiles';

type Person = { organizationId: string; userId: string };

export type { ProfileRow };

export async function getProfile(db: DbOrTx, where: Person): Promise<ProfileRow | null> {
  const [row] = await db
    .select()
    .from(profiles)
    .where(and(eq(profiles.organizationId, where.organizationId), eq(profiles.userId, where.userId)))
    .limit(1);
  return row ?? null;
}

export function toOwnProfile(row: ProfileRow): OwnProfile {
  return {
    username: row.username,
    full_name: row.fullName,
    email: row.email,
    role: row.role,
    free_trial_started_at: row.freeTrialStartedAt?.toISOString() ?? null,
    free_trial_ends_at: row.freeTrialEndsAt?.toISOString() ?? null,
  };
}

export type OrderView = {
  id: string;
  status: (typeof orders.$inferSelect)['status'];
  currency: string;
  totalAmount: number;
  createdAt: Date;
  items: { planName: string; quantity: number; unitPrice: number; currency: string; currencySymbol: string }[];
};

/** The person's orders on this organisation, newest first, each with its line snapshot. */
export async function listOwnOrders(db: DbOrTx, where: Person): Promise<OrderView[]> {
  const rows = await db
    .select()
    .from(orders)
    .where(and(eq(orders.organizationId, where.organizationId), eq(orders.userId, where.userId)))
    .orderBy(desc(orders.createdAt))
    .limit(100);
  if (rows.length === 0) return [];
  const items = await db
    .select()
    .from(orderItems)
    .where(and(eq(orderItems.organizationId, where.organizationId), inArray(orderItems.orderId, rows.map((o) => o.id))))
    .orderBy(asc(orderItems.planName));
  return rows.map((order) => ({
    id: order.id,
    status: order.status,
    currency: order.currency,
    totalAmount: order.totalAmount,
    createdAt: order.createdAt,
    items: items
      .filter((item) => item.orderId === order.id)
      .map((item) => ({ planName: item.planName, quantity: item.quantity, unitPrice: item.unitPrice, currency: item.currency, currencySymbol: item.currencySymbol })),
  }));
}

export type BookingView = {
  id: string;
  title: string;
  status: (typeof bookings.$inferSelect)['status'];
  scheduledAt: Date;
  meetingType: { name: string; nameTranslation: Record<string, string> | null; durationMinutes: number } | null;
};

/** The person's bookings on this organisation: upcoming first (soonest first), then past ones. */
export async function listOwnBookings(db: DbOrTx, where: Person): Promise<BookingView[]> {
  const rows = await db
    .select({
      id: bookings.id,
      title: bookings.title,
      status: bookings.status,
      scheduledAt: bookings.scheduledAt,
      typeName: meetingTypes.name,
      typeTranslation: meetingTypes.nameTranslation,
      duration: meetingTypes.durationMinutes,
    })
    .from(bookings)
    .leftJoin(meetingTypes, and(eq(meetingTypes.organizationId, bookings.organizationId), eq(meetingTypes.id, bookings.meetingTypeId)))
    .where(and(eq(bookings.organizationId, where.organizationId), eq(bookings.customerUserId, where.userId)))
    .orderBy(desc(bookings.scheduledAt))
    .limit(100);
  const now = Date.now();
  const views: BookingView[] = rows.map((row) => ({
    id: row.id,
    title: row.title,
    status: row.status,
    scheduledAt: row.scheduledAt,
    meetingType:
      row.typeName === null
        ? null
        : { name: row.typeName, nameTranslation: (row.typeTranslation as Record<string, string> | null) ?? null, durationMinutes: row.duration ?? 30 },
  }));
  const upcoming = views.filter((b) => b.scheduledAt.getTime() >= now).reverse();
  return [...upcoming, ...views.filter((b) => b.scheduledAt.getTime() < now)];
}

export type PurchasedPlan = {
  key: string;
  name: string;
  nameTranslation: Record<string, string> | null;
  description: string | null;
  descriptionTranslation: Record<string, string> | null;
  features: PlanFeature[];
  recurringInterval: string | null;
  unitPrice: number;
  currency: string;
  currencySymbol: string;
  quantity: number;
  purchasedAt: Date;
};

/**
 * The plans the person has paid for, one entry per plan (quantities added up, first purchase
 * date kept). Name and price are the checkout snapshot; what the plan includes is read from the
 * plan as it is now, since features are a description of the service rather than a price.
 */
export async function listPurchasedPlans(db: DbOrTx, where: Person): Promise<PurchasedPlan[]> {
  const rows = await db
    .select({
      planId: orderItems.planId,
      planName: orderItems.planName,
      unitPrice: orderItems.unitPrice,
      currency: orderItems.currency,
      currencySymbol: orderItems.currencySymbol,
      quantity: orderItems.quantity,
      purchasedAt: orders.createdAt,
      nameTranslation: pricingPlans.nameTranslation,
      description: pricingPlans.description,
      descriptionTranslation: pricingPlans.descriptionTranslation,
      features: pricingPlans.features,
      recurringInterval: pricingPlans.recurringInterval,
    })
    .from(orderItems)
    .innerJoin(orders, and(eq(orders.organizationId, orderItems.organizationId), eq(orders.id, orderItems.orderId)))
    .leftJoin(pricingPlans, and(eq(pricingPlans.organizationId, orderItems.organizationId), eq(pricingPlans.id, orderItems.planId)))
    .where(and(eq(orderItems.organizationId, where.organizationId), eq(orders.userId, where.userId), eq(orders.status, 'paid')))
    .orderBy(asc(orders.createdAt));
  const byPlan = new Map<string, PurchasedPlan>();
  for (const row of rows) {
    const key = row.planId ?? `snapshot:${row.planName}`;
    const existing = byPlan.get(key);
    if (existing) {
      existing.quantity += row.quantity;
      continue;
    }
    byPlan.set(key, {
      key,
      name: row.planName,
      nameTranslation: (row.nameTranslation as Record<string, string> | null) ?? null,
      description: row.description,
      descriptionTranslation: (row.descriptionTranslation as Record<string, string> | null) ?? null,
      features: row.features ?? [],
      recurringInterval: row.recurringInterval,
      unitPrice: row.unitPrice,
      currency: row.currency,
      currencySymbol: row.currencySymbol,
      quantity: row.quantity,
      purchasedAt: row.purchasedAt,
    });
  }
  return [...byPlan.values()];
}
