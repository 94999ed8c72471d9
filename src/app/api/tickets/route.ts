// GET /api/tickets: the signed-in person's tickets on this organisation; admins may ask for every
// ticket with ?scope=all (and narrow by ?status=open|pending|closed|active).
// POST /api/tickets { subject, message }: opens a ticket as the signed-in person, with the name and
// e-mail of their profile, on the organisation of the host.
import { route } from '@/server/http/route';
import { listTicketsFor, openAccountTicket } from '@/server/support/account-tickets';
import { TICKET_RATE_LIMITS } from '@/server/support/limits';
import { createTicketSchema, TICKET_MAX_BODY_BYTES, ticketListQuerySchema } from '@/schemas/tickets';
import { allows, can } from '@/lib/permissions';

export const GET = route({ access: can('tickets.open'), query: ticketListQuerySchema }, async ({ db, tenant, user, role, query }) => {
  const tickets = await listTicketsFor(db, { organizationId: tenant.id, userId: user.id, isStaff: allows(role, 'tickets.answer'), scope: query.scope, status: query.status });
  return Response.json({ tickets }, { headers: { 'Cache-Control': 'private, no-store' } });
});

export const POST = route(
  { access: can('tickets.open'), body: createTicketSchema, maxBytes: TICKET_MAX_BODY_BYTES, rateLimit: { name: 'ticket-create', per: 'user', ...TICKET_RATE_LIMITS.create } },
  async ({ db, tenant, user, body }) => {
    const ticket = await openAccountTicket(db, { organizationId: tenant.id, userId: user.id, subject: body.subject, message: body.message });
    return Response.json(ticket, { status: 201 });
  },
);
