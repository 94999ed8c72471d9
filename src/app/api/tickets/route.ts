// GET /api/tickets: the signed-in person's tickets on this organisation; admins may ask for every
// ticket with ?scope=all (and narrow by ?status=open|pending|closed|active).
// POST /api/tickets { subject, message }: opens a ticket as the signed-in person, with the name and
// e-mail of their profile, on the organisation of the host.
import { ApiError, memberRoute } from '@/server/http/api';
import { enforceRateLimit } from '@/server/http/rate-limit';
import { assertSameOrigin } from '@/server/auth/same-origin';
import { getProfile } from '@/server/account/queries';
import { parseWith, readInput } from '@/server/account/http';
import { ALL_ROLES, STAFF_ROLES } from '@/server/account/session';
import { openSupportTicket } from '@/server/support/service';
import { listTickets } from '@/server/support/tickets';
import { TICKET_RATE_LIMITS } from '@/server/support/limits';
import { createTicketSchema, TICKET_MAX_BODY_BYTES, ticketListQuerySchema } from '@/schemas/tickets';

export const GET = memberRoute(ALL_ROLES, async ({ request, db, tenant, userId, role }) => {
  const url = new URL(request.url);
  const query = parseWith(ticketListQuerySchema, Object.fromEntries(url.searchParams));
  const all = query.scope === 'all';
  if (all && !STAFF_ROLES.includes(role)) throw new ApiError(403, 'Only administrators may list every ticket.');
  const tickets = await listTickets(db, { organizationId: tenant.id, userId: all ? undefined : userId, status: query.status });
  return Response.json({ tickets }, { headers: { 'Cache-Control': 'private, no-store' } });
});

export const POST = memberRoute(ALL_ROLES, async ({ request, db, tenant, userId }) => {
  assertSameOrigin(request);
  await enforceRateLimit(db, tenant.id, `ticket-create:${userId}`, TICKET_RATE_LIMITS.create);
  const input = await readInput(request, createTicketSchema, TICKET_MAX_BODY_BYTES);
  const profile = await getProfile(db, { organizationId: tenant.id, userId });
  if (!profile) throw new ApiError(403, 'You do not have a profile on this site.');
  const ticket = await openSupportTicket(db, {
    organizationId: tenant.id,
    userId,
    source: 'account',
    name: profile.fullName || profile.username,
    email: profile.email,
    subject: input.subject,
    message: input.message,
  });
  return Response.json({ id: ticket.id, status: 'open' }, { status: 201 });
});
