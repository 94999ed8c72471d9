import 'server-only';
// One question to the assistant: find the passages (search.ts), phrase the answer (the model when
// one is configured, else the passages themselves), name the pages used, and log the question for
// the admin's list. Nothing close enough is an honest "not found" with the offer of a person.
import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '@/server/db/client';
import { assistantQuestions } from '@/server/db/schema';
import type { Tenant } from '@/server/tenancy/resolve';
import type { AssistantAnswerResponse, AssistantSource } from '@/schemas/help-widget';
import { getTranslator } from '@/lib/i18n/messages';
import type { Locale } from '@/lib/i18n/locales';
import { HELP_LIMITS } from '@/lib/help-limits';
import { signAnswer } from './attest';
import { faqPagePath, localHref, postPath } from './links';
import { askModel, modelEndpoint } from './model';
import { searchPassages, type Passage } from './search';

/** A passage read aloud: long enough to answer, short enough for a chat bubble. */
const PASSAGE_CHARS = 600;

function clip(text: string, max: number): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max);
  const sentence = cut.lastIndexOf('. ');
  return sentence > max / 2 ? cut.slice(0, sentence + 1) : `${cut.slice(0, cut.lastIndexOf(' ') > 0 ? cut.lastIndexOf(' ') : max)}…`;
}

/** What a passage says, as plain text, short enough for a chat bubble. */
export function passageText(passage: Passage): string {
  return clip(passage.quote, PASSAGE_CHARS);
}

type Ask = { tenant: Tenant; locale: Locale; question: string; userId: string | null; visitorId: string | null };

export async function answerQuestion(db: DbOrTx, ask: Ask): Promise<AssistantAnswerResponse> {
  const organizationId = ask.tenant.id;
  // Two passages at most: the best and, when it is nearly as good, the next (a FAQ and the article behind it).
  const { passages: used, pricingPath } = await searchPassages(db, { organizationId, locale: ask.locale, question: ask.question, limit: 2 });
  const faqPath = used.some((p) => p.kind === 'faq') ? await faqPagePath(db, organizationId) : '/help-center';
  const pathOf = (p: Passage): string => {
    if (p.kind === 'post' && p.slug) return postPath(p.slug);
    if ((p.kind === 'plan' || p.kind === 'product') && pricingPath) return pricingPath;
    return faqPath;
  };
  const sourceOf = (p: Passage): AssistantSource => ({ title: p.title, href: localHref(pathOf(p), ask.locale, ask.tenant.defaultLocale) });

  let answer: string | null = null;
  if (used.length > 0) {
    const passages = used.map((p) => ({ title: p.title, text: passageText(p) }));
    const endpoint = modelEndpoint();
    const phrased = endpoint ? await askModel(endpoint, { question: ask.question, locale: ask.locale, passages }) : undefined;
    answer = phrased === undefined ? passages.map((p) => p.text).join('\n\n') : phrased;
  }
  // Each passage quoted is cited by its own title, so a FAQ answer names its very entry.
  const sources: AssistantSource[] = [];
  if (answer !== null) for (const source of used.map(sourceOf)) if (!sources.some((s) => s.href === source.href && s.title === source.title)) sources.push(source);
  const answered = answer !== null;
  // Short enough to be handed over whole in a transcript line, where its signature must still hold.
  const text = (answer ?? getTranslator(ask.locale)('assistant.noMatch')).slice(0, HELP_LIMITS.transcriptText).trim();

  const [row] = await db
    .insert(assistantQuestions)
    .values({ organizationId, question: ask.question, locale: ask.locale, answered, sources, userId: ask.userId, visitorId: ask.visitorId })
    .returning({ id: assistantQuestions.id });
  const signature = signAnswer({ organizationId, questionId: row.id, answer: text }, { userId: ask.userId, visitorId: ask.visitorId });
  return { question_id: row.id, answered, answer: text, sources, signature };
}

/** Marks a logged question as handed to a person, with the ticket that took it (same organisation only). */
export async function markHandedToHuman(db: DbOrTx, where: { organizationId: string; questionId: string; ticketId: string }): Promise<void> {
  await db
    .update(assistantQuestions)
    .set({ handedToHuman: true, ticketId: where.ticketId })
    .where(and(eq(assistantQuestions.organizationId, where.organizationId), eq(assistantQuestions.id, where.questionId)));
}
