// Meeting types, bookings with their current status, and the event log of every status change.
import { boolean, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id, organizationId, translations, updatedAt } from './_columns';
import { user } from './auth';
import { bookingStatus } from './enums';

import type { WeeklyAvailability } from '@/lib/meetings/slots';

export type { TimeRange, Weekday, WeeklyAvailability } from '@/lib/meetings/slots';

export const meetingTypes = pgTable(
  'meeting_types',
  {
    id: id(),
    organizationId: organizationId(),
    name: text('name').notNull(),
    nameTranslation: translations('name_translation'),
    description: text('description'),
    descriptionTranslation: translations('description_translation'),
    durationMinutes: integer('duration_minutes').notNull().default(30),
    /** Minor units; null or 0 means free. */
    price: integer('price'),
    currency: text('currency').notNull().default('USD'),
    isActive: boolean('is_active').notNull().default(true),
    order: integer('order').notNull().default(0),
    /** The staff member (admin or editor of the organisation) who hosts it; none when they leave. */
    hostUserId: text('host_user_id').references(() => user.id, { onDelete: 'set null' }),
    availability: jsonb('availability').$type<WeeklyAvailability>().notNull().default({}),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('meeting_types_org_order_idx').on(t.organizationId, t.order)],
);

export const bookings = pgTable(
  'bookings',
  {
    id: id(),
    organizationId: organizationId(),
    meetingTypeId: uuid('meeting_type_id').references(() => meetingTypes.id, { onDelete: 'set null' }),
    title: text('title').notNull(),
    status: bookingStatus('status').notNull().default('scheduled'),
    customerUserId: text('customer_user_id').references(() => user.id, { onDelete: 'set null' }),
    customerName: text('customer_name').notNull(),
    customerEmail: text('customer_email'),
    hostUserId: text('host_user_id').references(() => user.id, { onDelete: 'set null' }),
    scheduledAt: timestamp('scheduled_at', { withTimezone: true }).notNull(),
    waitingSince: timestamp('waiting_since', { withTimezone: true }),
    startedAt: timestamp('started_at', { withTimezone: true }),
    endedAt: timestamp('ended_at', { withTimezone: true }),
    roomName: text('room_name'),
    notes: text('notes'),
    /** The guest's language and time zone when they booked: their e-mails are written in them. */
    customerLocale: text('customer_locale'),
    customerTimeZone: text('customer_time_zone'),
    /** Who never came, set after the slot by the no-show job: 'guest', 'host' or 'both'. */
    noShow: text('no_show'),
    /** When the guest and the host first got a join token for the call (launch-video): who came, for the no-show job. */
    guestJoinedAt: timestamp('guest_joined_at', { withTimezone: true }),
    hostJoinedAt: timestamp('host_joined_at', { withTimezone: true }),
    /** When each reminder went out (claimed by the reminder job, so a job run twice sends once). */
    reminder24hSentAt: timestamp('reminder_24h_sent_at', { withTimezone: true }),
    reminder10mSentAt: timestamp('reminder_10m_sent_at', { withTimezone: true }),
    /** Where the call runs: null for the app's own mesh, 'sfu' once the room moved to the SFU (more than four). */
    videoProvider: text('video_provider'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('bookings_org_scheduled_idx').on(t.organizationId, t.scheduledAt),
    index('bookings_org_status_idx').on(t.organizationId, t.status),
  ],
);

/**
 * The host's time a booking holds, in fixed 5-minute blocks (src/lib/meetings/slots.ts
 * occupiedBlocks), one row each. The unique index is what makes a double booking impossible: of two
 * requests for overlapping times, however close, the database stores one. A cancelled booking's
 * blocks are deleted with the cancellation. `holder` is the host's user id, or `type:<id>` for a
 * meeting type without a host.
 */
export const bookingBlocks = pgTable(
  'booking_blocks',
  {
    organizationId: organizationId(),
    holder: text('holder').notNull(),
    blockStart: timestamp('block_start', { withTimezone: true }).notNull(),
    bookingId: uuid('booking_id')
      .notNull()
      .references(() => bookings.id, { onDelete: 'cascade' }),
  },
  (t) => [uniqueIndex('booking_blocks_holder_block_key').on(t.organizationId, t.holder, t.blockStart), index('booking_blocks_booking_idx').on(t.bookingId)],
);

export const bookingEvents = pgTable(
  'booking_events',
  {
    id: id(),
    organizationId: organizationId(),
    bookingId: uuid('booking_id')
      .notNull()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    fromStatus: bookingStatus('from_status'),
    toStatus: bookingStatus('to_status').notNull(),
    actorUserId: text('actor_user_id').references(() => user.id, { onDelete: 'set null' }),
    /** Who made the move (src/lib/meetings/status.ts): 'guest', 'host' or 'system'; null for the booking itself. */
    actor: text('actor'),
    createdAt: createdAt(),
  },
  (t) => [index('booking_events_org_booking_idx').on(t.organizationId, t.bookingId, t.createdAt)],
);
