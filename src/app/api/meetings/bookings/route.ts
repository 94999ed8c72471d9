// GET /api/meetings/bookings?scope=mine|hosting|all&status=: the caller's bookings (admins: all of the organisation's).
// POST /api/meetings/bookings: book a free slot of a meeting type.
import { route } from '@/server/http/route';
import { can } from '@/lib/permissions';
import { mailLocaleFor } from '@/server/mail/http';
import { createBooking, listBookings } from '@/server/meetings/bookings';
import { bookingListQuerySchema, createBookingSchema } from '@/schemas/meetings';

/** Ten bookings an hour per person: plenty for a person, little for a script filling a calendar. */
const PER_USER = { name: 'meeting-booking', per: 'user', max: 10, windowSeconds: 3600 } as const;

export const GET = route({ access: can('meetings.book'), query: bookingListQuerySchema }, async ({ db, tenant, user, role, query }) =>
  Response.json(await listBookings(db, { organizationId: tenant.id, viewer: { userId: user.id, role }, scope: query.scope, status: query.status })),
);

export const POST = route({ access: can('meetings.book'), body: createBookingSchema, rateLimit: PER_USER }, async ({ db, tenant, user, role, body, request }) => {
  const booking = await createBooking(db, { organizationId: tenant.id, viewer: { userId: user.id, role }, input: body, locale: mailLocaleFor(request, tenant) });
  return Response.json(booking, { status: 201 });
});
