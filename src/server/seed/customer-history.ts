// What the demo customer of each organisation has already done there, so the account area shows
// real content from the first start: a paid order of the organisation's first paid plan (its plans
// page then lists it) and an upcoming meeting of its first meeting type. Organisations without
// plans or meeting types get nothing of that kind, and the account area shows its empty states.
import { randomBytes } from 'node:crypto';
import { and, asc, eq, gt } from 'drizzle-orm';
import type { Tx } from '@/server/db/client';
import { bookingEvents, bookings, meetingTypes, orderItems, orders, pricingPlans } from '@/server/db/schema';
import { holdTime, holderOf } from '@/server/meetings/blocks';

const DAY_MS = 24 * 60 * 60 * 1000;

export type DemoCustomer = { userId: string; email: string; name: string };

/** Ten in the morning (UTC) on the first weekday at least `days` days after `from`. */
export function nextWeekdayAt10(from: Date, days: number): Date {
  const at = new Date(from.getTime() + days * DAY_MS);
  at.setUTCHours(10, 0, 0, 0);
  while (at.getUTCDay() === 0 || at.getUTCDay() === 6) at.setUTCDate(at.getUTCDate() + 1);
  return at;
}

export async function addCustomerHistory(tx: Tx, organizationId: string, customer: DemoCustomer, now = new Date()): Promise<void> {
  const [plan] = await tx
    .select()
    .from(pricingPlans)
    .where(and(eq(pricingPlans.organizationId, organizationId), gt(pricingPlans.price, 0)))
    .orderBy(asc(pricingPlans.order))
    .limit(1);
  if (plan) {
    const placedAt = new Date(now.getTime() - 20 * DAY_MS);
    const [order] = await tx
      .insert(orders)
      .values({ organizationId, userId: customer.userId, customerEmail: customer.email, status: 'paid', currency: plan.currency, totalAmount: plan.price, createdAt: placedAt, updatedAt: placedAt })
      .returning({ id: orders.id });
    await tx.insert(orderItems).values({
      organizationId,
      orderId: order.id,
      planId: plan.id,
      planName: plan.name,
      unitPrice: plan.price,
      currency: plan.currency,
      currencySymbol: plan.currencySymbol,
      quantity: 1,
    });
  }

  const [meetingType] = await tx
    .select({ id: meetingTypes.id, name: meetingTypes.name, hostUserId: meetingTypes.hostUserId, durationMinutes: meetingTypes.durationMinutes })
    .from(meetingTypes)
    .where(and(eq(meetingTypes.organizationId, organizationId), eq(meetingTypes.isActive, true)))
    .orderBy(asc(meetingTypes.order))
    .limit(1);
  if (meetingType) {
    const scheduledAt = nextWeekdayAt10(now, 3);
    const [booking] = await tx
      .insert(bookings)
      .values({
        organizationId,
        meetingTypeId: meetingType.id,
        title: meetingType.name,
        status: 'scheduled',
        customerUserId: customer.userId,
        customerName: customer.name,
        customerEmail: customer.email,
        hostUserId: meetingType.hostUserId,
        scheduledAt,
        roomName: `meet-${randomBytes(12).toString('base64url')}`,
      })
      .returning({ id: bookings.id });
    // The host's time it holds, as every booking does (decision 079).
    const holder = holderOf(meetingType.hostUserId, meetingType.id);
    await holdTime(tx, { organizationId, holder, bookingId: booking!.id, start: scheduledAt, durationMinutes: meetingType.durationMinutes });
    await tx.insert(bookingEvents).values({ organizationId, bookingId: booking!.id, fromStatus: null, toStatus: 'scheduled', actorUserId: customer.userId, actor: 'guest' });
  }
}
