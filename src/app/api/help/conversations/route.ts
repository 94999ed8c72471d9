// POST /api/help/conversations { name, email, message, locale, question_id?, transcript? }: opens a live-support conversation (a help_widget ticket) for this person or browser.
import { route } from '@/server/http/route';
import { staffAvailability } from '@/server/assistant/widget';
import { HELP_RATE_LIMITS, helpHeaders, ownerOf } from '@/server/help/http';
import { openConversation } from '@/server/support/conversations';
import { createConversationSchema, HELP_CONVERSATION_MAX_BODY_BYTES, type ConversationResponse } from '@/schemas/help-widget';

export const POST = route(
  { access: 'anyone', body: createConversationSchema, maxBytes: HELP_CONVERSATION_MAX_BODY_BYTES, rateLimit: HELP_RATE_LIMITS.conversation },
  async ({ request, db, tenant, viewer, body }) => {
    const { owner, issued } = await ownerOf(request, viewer, true);
    const [conversation, staff] = await Promise.all([
      openConversation(db, { organizationId: tenant.id, owner, body }),
      staffAvailability(db, tenant.id, body.locale),
    ]);
    const answer: ConversationResponse = { ...conversation, staff };
    return Response.json(answer, { status: 201, headers: helpHeaders(request, issued) });
  },
);
