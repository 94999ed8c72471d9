// GET /api/meetings/bookings/{id}: a booking for its guest, its host or an admin (the waiting room polls it every 3 s).
// PUT /api/meetings/bookings/{id} { status }: moves it, as the status machine allows the caller.
import { route } from '@/server/http/route';
import { uuidParam } from '@/server/http/params';
import { readBooking } from '@/server/meetings/bookings';
import { changeBookingStatus } from '@/server/meetings/status-change';
import { can } from '@/lib/permissions';
import { MEETING_MESSAGES, updateBookingSchema } from '@/schemas/meetings';

export const GET = route({ access: can('meetings.book') }, async ({ db, tenant, user, role, params }) =>
  Response.json(await readBooking(db, { organizationId: tenant.id, id: uuidParam(params.id, MEETING_MESSAGES.bookingNotFound), viewer: { userId: user.id, role } })),
);

export const PUT = route({ access: can('meetings.book'), body: updateBookingSchema }, async ({ db, tenant, user, role, params, body }) =>
  Response.json(await changeBookingStatus(db, { organizationId: tenant.id, id: uuidParam(params.id, MEETING_MESSAGES.bookingNotFound), to: body.status, viewer: { userId: user.id, role } })),
);
