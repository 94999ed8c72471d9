// GET /api/tickets/{id}: one ticket with its conversation, for its owner or an admin of the
// organisation. Another organisation's ticket (or, for a customer, someone else's) is a 404: the
// answer never reveals that such a ticket exists.
// PATCH /api/tickets/{id} { status: 'open' | 'closed' }: an admin closes or reopens a ticket.
import { route } from '@/server/http/route';
import { uuidParam } from '@/server/http/params';
import { getConversation, setTicketStatus } from '@/server/support/tickets';
import { TICKET_MAX_BODY_BYTES, TICKET_MESSAGES, ticketStatusSchema } from '@/schemas/tickets';
import { allows, can } from '@/lib/permissions';

export const GET = route({ access: can('tickets.open') }, async ({ db, tenant, params, user, role }) => {
  const ticket = await getConversation(db, {
    organizationId: tenant.id,
    ticketId: uuidParam(params.id, TICKET_MESSAGES.ticketNotFound),
    viewer: { userId: user.id, isStaff: allows(role, 'tickets.answer') },
  });
  return Response.json(ticket, { headers: { 'Cache-Control': 'private, no-store' } });
});

export const PATCH = route({ access: can('tickets.answer'), body: ticketStatusSchema, maxBytes: TICKET_MAX_BODY_BYTES }, async ({ db, tenant, params, body }) => {
  const ticketId = uuidParam(params.id, TICKET_MESSAGES.ticketNotFound);
  return Response.json(await setTicketStatus(db, { organizationId: tenant.id, ticketId, status: body.status }));
});
