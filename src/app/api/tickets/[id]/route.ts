// GET /api/tickets/{id}: one ticket with its conversation, for its owner or an admin of the
// organisation. Another organisation's ticket (or, for a customer, someone else's) is a 404: the
// answer never reveals that such a ticket exists.
// PATCH /api/tickets/{id} { status: 'open' | 'closed' }: an admin closes or reopens a ticket.
import { route } from '@/server/http/route';
import { uuidParam } from '@/server/http/params';
import { ALL_ROLES, STAFF_ROLES } from '@/server/account/session';
import { getConversation, setTicketStatus } from '@/server/support/tickets';
import { TICKET_MAX_BODY_BYTES, TICKET_MESSAGES, ticketStatusSchema } from '@/schemas/tickets';

export const GET = route({ access: ALL_ROLES }, async ({ db, tenant, params, user, role }) => {
  const ticket = await getConversation(db, {
    organizationId: tenant.id,
    ticketId: uuidParam(params.id, TICKET_MESSAGES.ticketNotFound),
    viewer: { userId: user.id, isStaff: STAFF_ROLES.includes(role) },
  });
  return Response.json(ticket, { headers: { 'Cache-Control': 'private, no-store' } });
});

export const PATCH = route({ access: STAFF_ROLES, body: ticketStatusSchema, maxBytes: TICKET_MAX_BODY_BYTES }, async ({ db, tenant, params, body }) => {
  const ticketId = uuidParam(params.id, TICKET_MESSAGES.ticketNotFound);
  return Response.json(await setTicketStatus(db, { organizationId: tenant.id, ticketId, status: body.status }));
});
