import 'server-only';
// What visitors can book (issue 23 item 1; decision 079): the organisation's active meeting types
// and, for one of them, the free slots between two moments, computed from its weekly hours in the
// organisation's time zone and its host's held time. Anyone may read them: they say when the host
// is free, never with whom they meet.
import { and, asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '@/server/db/client';
import { meetingTypes, profiles, user } from '@/server/db/schema';
import { freeSlots } from '@/lib/meetings/slots';
import type { MeetingTypeView, SlotsView } from '@/schemas/meetings';
import { holderOf } from './blocks';
import { bookableType, busyTimes, MIN_NOTICE_MINUTES, organizationTimeZone } from './bookings';

type Scope = { organizationId: string };

/** A meeting type can be booked when it has hours on at least one day. */
const hasHours = (availability: Record<string, unknown[] | undefined>) => Object.values(availability).some((ranges) => (ranges?.length ?? 0) > 0);

/** GET /api/meetings/meeting-types: the active ones, in the organisation's order. */
export async function listMeetingTypes(db: DbOrTx, { organizationId }: Scope): Promise<{ meeting_types: MeetingTypeView[] }> {
  const rows = await db
    .select({ type: meetingTypes, hostFullName: profiles.fullName, hostName: user.name })
    .from(meetingTypes)
    .leftJoin(profiles, and(eq(profiles.organizationId, meetingTypes.organizationId), eq(profiles.userId, meetingTypes.hostUserId)))
    .leftJoin(user, eq(user.id, meetingTypes.hostUserId))
    .where(and(eq(meetingTypes.organizationId, organizationId), eq(meetingTypes.isActive, true)))
    .orderBy(asc(meetingTypes.order), asc(meetingTypes.createdAt));
  return {
    meeting_types: rows.map(({ type, hostFullName, hostName }) => ({
      id: type.id,
      name: type.name,
      name_translation: type.nameTranslation,
      description: type.description,
      description_translation: type.descriptionTranslation,
      duration_minutes: type.durationMinutes,
      price: type.price,
      currency: type.currency,
      host_name: hostFullName || hostName || null,
      bookable: hasHours(type.availability),
    })),
  };
}

/** GET /api/meetings/meeting-types/{id}/slots?from=&to= */
export async function meetingTypeSlots(db: DbOrTx, { organizationId, id, from, to, now = new Date() }: Scope & { id: string; from: Date; to: Date; now?: Date }): Promise<SlotsView> {
  const type = await bookableType(db, { organizationId, id });
  const timeZone = await organizationTimeZone(db, { organizationId });
  const busy = await busyTimes(db, { organizationId, holder: holderOf(type.hostUserId, type.id), from, to: new Date(to.getTime() + type.durationMinutes * 60_000) });
  const slots = freeSlots({ availability: type.availability, durationMinutes: type.durationMinutes, timeZone, busy, now, minNoticeMinutes: MIN_NOTICE_MINUTES, from, to });
  return { meeting_type_id: type.id, time_zone: timeZone, duration_minutes: type.durationMinutes, slots: slots.map((slot) => slot.toISOString()) };
}
