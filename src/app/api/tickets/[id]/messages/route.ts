// POST /api/tickets/{id}/messages { body }: a reply on a ticket, by its owner or by an admin of
// the organisation. A reply on a closed ticket is refused (409); admins reopen it first.
import { route } from '@/server/http/route';
import { uuidParam } from '@/server/http/params';
import { TICKET_RATE_LIMITS } from '@/server/support/limits';
import { replyToTicket } from '@/server/support/tickets';
import { replySchema, TICKET_MAX_BODY_BYTES, TICKET_MESSAGES } from '@/schemas/tickets';
import { allows, can } from '@/lib/permissions';

export const POST = route(
  { access: can('tickets.open'), body: replySchema, maxBytes: TICKET_MAX_BODY_BYTES, rateLimit: { name: 'ticket-reply', per: 'user', ...TICKET_RATE_LIMITS.reply } },
  async ({ db, tenant, params, user, role, body }) => {
    const ticketId = uuidParam(params.id, TICKET_MESSAGES.ticketNotFound);
    const reply = await replyToTicket(db, { organizationId: tenant.id, ticketId, viewer: { userId: user.id, isStaff: allows(role, 'tickets.answer') }, body: body.body });
    return Response.json(reply, { status: 201 });
  },
);
