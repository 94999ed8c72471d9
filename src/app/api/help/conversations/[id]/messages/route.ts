// GET /api/help/conversations/{id}/messages?after={messageId}: the conversation's status and its messages after the one named (the widget polls this every 3 s); its owner only, anyone else 404.
// POST /api/help/conversations/{id}/messages { body }: the visitor writes again (a closed conversation reopens); its owner only.
import { route } from '@/server/http/route';
import { uuidParam } from '@/server/http/params';
import { HELP_RATE_LIMITS, helpHeaders, ownerOf } from '@/server/help/http';
import { addVisitorMessage, readConversation } from '@/server/support/conversations';
import { conversationMessagesQuerySchema, conversationReplySchema, HELP_MAX_BODY_BYTES, HELP_MESSAGES } from '@/schemas/help-widget';

export const GET = route({ access: 'anyone', query: conversationMessagesQuerySchema }, async ({ request, db, tenant, viewer, params, query }) => {
  const ticketId = uuidParam(params.id, HELP_MESSAGES.conversationNotFound);
  const { owner } = await ownerOf(request, viewer, false);
  const conversation = await readConversation(db, { organizationId: tenant.id, ticketId, owner, after: query.after });
  return Response.json(conversation, { headers: helpHeaders(request, undefined) });
});

export const POST = route(
  { access: 'anyone', body: conversationReplySchema, maxBytes: HELP_MAX_BODY_BYTES, rateLimit: HELP_RATE_LIMITS.message },
  async ({ request, db, tenant, viewer, params, body }) => {
    const ticketId = uuidParam(params.id, HELP_MESSAGES.conversationNotFound);
    const { owner } = await ownerOf(request, viewer, false);
    const message = await addVisitorMessage(db, { organizationId: tenant.id, ticketId, owner, body: body.body });
    return Response.json(message, { status: 201, headers: helpHeaders(request, undefined) });
  },
);
