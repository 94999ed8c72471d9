// POST /api/tickets/{id}/messages { body }: a reply on a ticket, by its owner or by an admin of
// the organisation. A reply on a closed ticket is refused (409); admins reopen it first.
import { memberRoute } from '@/server/http/api';
import { enforceRateLimit } from '@/server/http/rate-limit';
import { assertSameOrigin } from '@/server/auth/same-origin';
import { readInput, ticketIdParam } from '@/server/account/http';
import { ALL_ROLES, STAFF_ROLES } from '@/server/account/session';
import { TICKET_RATE_LIMITS } from '@/server/support/limits';
import { replyToTicket } from '@/server/support/tickets';
import { replySchema, TICKET_MAX_BODY_BYTES } from '@/schemas/tickets';

export const POST = memberRoute<{ id: string }>(ALL_ROLES, async ({ request, db, tenant, params, userId, role }) => {
  assertSameOrigin(request);
  const ticketId = ticketIdParam(params.id);
  await enforceRateLimit(db, tenant.id, `ticket-reply:${userId}`, TICKET_RATE_LIMITS.reply);
  const { body } = await readInput(request, replySchema, TICKET_MAX_BODY_BYTES);
  const reply = await replyToTicket(db, { organizationId: tenant.id, ticketId, viewer: { userId, isStaff: STAFF_ROLES.includes(role) }, body });
  return Response.json(reply, { status: 201 });
});
