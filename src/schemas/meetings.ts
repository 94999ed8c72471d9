// Meetings (public-site spec §3 "Booking", §4, §7, §8; issue 23; docs/decisions/079): what the
// booking page, the waiting room, the account area and the admin's list send and read. The
// messages are the English texts the API answers with; pages show their own translations.
import { z } from 'zod';
import { BOOKING_STATUSES, type BookingStatus } from '@/lib/enums';
import { isValidTimeZone } from '@/lib/meetings/slots';

export const MEETING_LIMITS = {
  notes: 2000,
  /** The widest window of slots one request may ask for. */
  slotWindowDays: 62,
} as const;

export const MEETING_MESSAGES = {
  meetingTypeRequired: 'Please choose a kind of meeting',
  meetingTypeNotFound: 'This kind of meeting cannot be booked',
  startRequired: 'Please choose a time',
  startInvalid: 'The time must be a date and time with its offset, such as 2027-03-01T09:00:00Z',
  slotUnavailable: 'This time is not free. Please choose another.',
  slotTaken: 'Someone else has just booked this time. Please choose another.',
  timeZoneInvalid: 'Unknown time zone',
  notesTooLong: `Notes can be at most ${MEETING_LIMITS.notes} characters`,
  bookingRequired: 'Say which booking (booking_id)',
  bookingInvalid: 'A booking is named by its id',
  bookingNotFound: 'Booking not found',
  statusRequired: 'Say which status the booking moves to',
  statusInvalid: `A status is one of: ${BOOKING_STATUSES.join(', ')}`,
  notYours: 'Only the booking’s guest, its host or an administrator can do this',
  notHost: 'Only the host or an administrator can do this',
  notGuest: 'Only the booking’s guest can do this',
  completed: 'This meeting is completed',
  cancelled: 'This meeting was cancelled',
  illegalMove: 'A booking cannot move from {from} to {to}',
  notStarted: 'The host has not started this meeting yet',
  callFull: 'This call already has four people, the most it can hold. Please try again when someone leaves.',
  windowInvalid: 'Ask for slots between two dates, from before to, at most 62 days apart',
} as const;

const uuid = (required: string, invalid: string) => z.string(required).trim().pipe(z.uuid(invalid));

/** POST /api/meetings/bookings: a visitor (signed in) books a free slot of a meeting type. */
export const createBookingSchema = z.strictObject({
  meeting_type_id: uuid(MEETING_MESSAGES.meetingTypeRequired, MEETING_MESSAGES.meetingTypeNotFound),
  scheduled_at: z.string(MEETING_MESSAGES.startRequired).trim().pipe(z.iso.datetime({ offset: true, message: MEETING_MESSAGES.startInvalid })),
  /** The guest's own zone, for their e-mails and their list; the organisation's when absent. */
  time_zone: z.string(MEETING_MESSAGES.timeZoneInvalid).max(64, MEETING_MESSAGES.timeZoneInvalid).refine(isValidTimeZone, MEETING_MESSAGES.timeZoneInvalid).optional(),
  notes: z.string(MEETING_MESSAGES.notesTooLong).trim().max(MEETING_LIMITS.notes, MEETING_MESSAGES.notesTooLong).optional(),
});
export type CreateBookingInput = z.infer<typeof createBookingSchema>;

const statusSchema = z.enum(BOOKING_STATUSES, MEETING_MESSAGES.statusInvalid);

/** PUT /api/meetings/bookings/{id} (spec §7): `{ status }`. */
export const updateBookingSchema = z.strictObject({ status: statusSchema });

/** POST /api/meetings/waiting-room/leave (spec §7). */
export const leaveWaitingRoomSchema = z.strictObject({ booking_id: uuid(MEETING_MESSAGES.bookingRequired, MEETING_MESSAGES.bookingInvalid) });

/** POST /api/meetings/launch-video (spec §7): `update_status` true lets the host start the call with it. */
export const launchVideoSchema = z.strictObject({
  booking_id: uuid(MEETING_MESSAGES.bookingRequired, MEETING_MESSAGES.bookingInvalid),
  update_status: z.boolean(MEETING_MESSAGES.statusInvalid).optional(),
});

/** GET /api/meetings/meeting-types/{id}/slots?from=&to= */
export const slotQuerySchema = z
  .object({
    from: z.iso.datetime({ offset: true, message: MEETING_MESSAGES.windowInvalid }),
    to: z.iso.datetime({ offset: true, message: MEETING_MESSAGES.windowInvalid }),
  })
  .refine(({ from, to }) => {
    const span = Date.parse(to) - Date.parse(from);
    return span > 0 && span <= MEETING_LIMITS.slotWindowDays * 24 * 60 * 60 * 1000;
  }, MEETING_MESSAGES.windowInvalid);

/** GET /api/meetings/bookings?scope=: the caller's own bookings as guest, those they host, or (admins) all. */
export const bookingListQuerySchema = z.object({
  scope: z.enum(['mine', 'hosting', 'all'], MEETING_MESSAGES.statusInvalid).optional(),
  status: statusSchema.optional(),
});

/** A booking as the spec's §3 names it, with what the pages around it need. */
export type BookingView = {
  id: string;
  status: BookingStatus;
  title: string;
  meeting_type: { id: string | null; name: string; duration_minutes: number };
  customer_name: string;
  scheduled_at: string;
  ends_at: string;
  waiting_since: string | null;
  host_user_id: string | null;
  host_name: string | null;
  /** The organisation's zone, for showing the time as the host reads it. */
  time_zone: string;
  no_show: 'guest' | 'host' | 'both' | null;
  /** The host is in another call right now (the guest's waiting room says so); known when the booking is read on its own. */
  host_busy: boolean;
  /** What the caller is to this booking, and the statuses they may move it to now. */
  you: { guest: boolean; host: boolean; moves: BookingStatus[] };
};

export type MeetingTypeView = {
  id: string;
  name: string;
  name_translation: Partial<Record<string, string>>;
  description: string | null;
  description_translation: Partial<Record<string, string>>;
  duration_minutes: number;
  price: number | null;
  currency: string;
  host_name: string | null;
  bookable: boolean;
};

export type SlotsView = { meeting_type_id: string; time_zone: string; duration_minutes: number; slots: string[] };

/**
 * Where a call runs (docs/decisions/084): the app's own WebRTC mesh, or the SFU (LiveKit) a room
 * moves to past four participants. Stored on the booking (`video_provider`, null for the mesh).
 */
export const VIDEO_PROVIDERS = ['mesh', 'sfu'] as const;
export const videoProviderSchema = z.enum(VIDEO_PROVIDERS);
export type VideoProvider = z.infer<typeof videoProviderSchema>;

/**
 * POST /api/meetings/launch-video's answer (spec §7). `token` is always ours: the room's signalling
 * and the host's rights go through it. On the SFU, `sfu_url` and `sfu_token` connect to LiveKit.
 */
export type LaunchVideoView = {
  success: boolean;
  token: string | null;
  room_name: string | null;
  error: string | null;
  role?: 'host' | 'guest';
  expires_at?: string;
  provider?: VideoProvider;
  sfu_url?: string;
  sfu_token?: string;
};
