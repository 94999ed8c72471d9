// POST /api/help/assistant { question, locale }: the assistant's answer from the site's own FAQs and posts, with the pages it used; 403 { error, enabled: false } when switched off.
import { route } from '@/server/http/route';
import { answerQuestion } from '@/server/assistant/service';
import { readAssistantSettings } from '@/server/assistant/settings';
import { HELP_RATE_LIMITS, helpHeaders, ownerOf } from '@/server/help/http';
import { assistantQuestionSchema, HELP_MAX_BODY_BYTES, HELP_MESSAGES, type AssistantOffResponse } from '@/schemas/help-widget';

export const POST = route(
  { access: 'anyone', body: assistantQuestionSchema, maxBytes: HELP_MAX_BODY_BYTES, rateLimit: HELP_RATE_LIMITS.question },
  async ({ request, db, tenant, viewer, body }) => {
    const settings = await readAssistantSettings(db, tenant.id);
    if (!settings.enabled) {
      const off: AssistantOffResponse = { error: HELP_MESSAGES.assistantOff, enabled: false };
      return Response.json(off, { status: 403 });
    }
    // The browser gets its visitor id now, so a hand-over to a person later can name this question.
    const { owner, issued } = await ownerOf(request, viewer, true);
    const answer = await answerQuestion(db, { tenant, locale: body.locale, question: body.question, userId: owner.userId, visitorId: owner.visitorId });
    return Response.json(answer, { headers: helpHeaders(request, issued) });
  },
);
