// GET /api/tickets/{id}: one ticket with its conversation, for its owner or an admin of the
// organisation. Another organisation's ticket (or, for a customer, someone else's) is a 404: the
// answer never reveals that such a ticket exists.
// PATCH /api/tickets/{id} { status: 'open' | 'closed' }: an admin closes or reopens a ticket.
import { memberRoute } from '@/server/http/api';
import { assertSameOrigin } from '@/server/auth/same-origin';
import { readInput, ticketIdParam } from '@/server/account/http';
import { ALL_ROLES, STAFF_ROLES } from '@/server/account/session';
import { getConversation, setTicketStatus } from '@/server/support/tickets';
import { TICKET_MAX_BODY_BYTES, ticketStatusSchema } from '@/schemas/tickets';

type Params = { id: string };

export const GET = memberRoute<Params>(ALL_ROLES, async ({ db, tenant, params, userId, role }) => {
  const ticket = await getConversation(db, {
    organizationId: tenant.id,
    ticketId: ticketIdParam(params.id),
    viewer: { userId, isStaff: STAFF_ROLES.includes(role) },
  });
  return Response.json(ticket, { headers: { 'Cache-Control': 'private, no-store' } });
});

export const PATCH = memberRoute<Params>(STAFF_ROLES, async ({ request, db, tenant, params }) => {
  assertSameOrigin(request);
  const ticketId = ticketIdParam(params.id);
  const { status } = await readInput(request, ticketStatusSchema, TICKET_MAX_BODY_BYTES);
  return Response.json(await setTicketStatus(db, { organizationId: tenant.id, ticketId, status }));
});
