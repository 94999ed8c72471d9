// The help widget's API (issue 12, item 6): what the widget reads on first open, the assistant's
// question call, live-support conversations and the admin's assistant settings. One file for the
// route handlers (server) and the widget (client); zod/mini keeps the widget's chunk small. The
// messages are the English texts the API answers with; the widget shows translated labels.
//
// Settled here (decision 041): the assistant switched off answers POST /api/help/assistant with 403
// `{ error, enabled: false }` (the widget hides its chat once GET /api/help/widget says
// enabled:false); a visitor writing to a closed conversation reopens it (201), because a visitor who
// writes again needs help again; anyone but the conversation's owner gets 404.
import * as z from 'zod/mini';
import { LOCALES } from '@/lib/i18n/locales';
import { EMAIL_PATTERN, UUID_PATTERN } from '@/lib/patterns';
import { HELP_LIMITS } from '@/lib/help-limits';

export { HELP_LIMITS, HELP_POLL_INTERVAL_MS } from '@/lib/help-limits';

/** A conversation's opening body can carry a 50-line transcript; everything else is small. */
export const HELP_CONVERSATION_MAX_BODY_BYTES = 128 * 1024;
export const HELP_MAX_BODY_BYTES = 16 * 1024;

export const HELP_MESSAGES = {
  questionRequired: 'Please type a question',
  questionTooLong: `Please keep the question under ${HELP_LIMITS.question} characters`,
  locale: 'Unknown language',
  nameRequired: 'Please enter your name',
  emailRequired: 'Please enter your email address',
  emailInvalid: 'Please enter a valid email address',
  messageRequired: 'Please enter your message',
  tooLong: (max: number) => `Please keep this under ${max} characters`,
  transcriptTooLong: `At most ${HELP_LIMITS.transcriptItems} transcript lines`,
  transcriptRole: 'Each transcript line is from the visitor or the assistant',
  transcriptProof: 'An assistant line needs the question_id and signature its answer came with',
  signature: 'Must be a signature the assistant gave',
  id: 'Must be an id',
  enabled: 'enabled must be true or false',
  conversationNotFound: 'Conversation not found',
  assistantOff: 'The assistant is switched off on this site',
} as const;

const localeSchema = z.enum(LOCALES, HELP_MESSAGES.locale);
const uuid = z.string(HELP_MESSAGES.id).check(z.regex(UUID_PATTERN, HELP_MESSAGES.id), z.toLowerCase());
const text = (max: number, required: string) =>
  z.string(required).check(z.trim(), z.minLength(1, required), z.maxLength(max, HELP_MESSAGES.tooLong(max)));

/** GET /api/help/widget?locale=xx */
export const helpWidgetQuerySchema = z.object({ locale: z.optional(localeSchema) });

/** POST /api/help/assistant */
export const assistantQuestionSchema = z.object({
  question: z
    .string(HELP_MESSAGES.questionRequired)
    .check(z.trim(), z.minLength(1, HELP_MESSAGES.questionRequired), z.maxLength(HELP_LIMITS.question, HELP_MESSAGES.questionTooLong)),
  locale: localeSchema,
});
export type AssistantQuestionInput = z.infer<typeof assistantQuestionSchema>;

/** An HMAC-SHA256 in base64url, as POST /api/help/assistant returns it. */
const SIGNATURE_PATTERN = /^[A-Za-z0-9_-]{43}$/;

/**
 * A line of the assistant chat handed over with a conversation. An assistant line names the answer
 * it quotes and carries that answer's signature: the server shows it as the assistant's only when
 * the signature is its own for this site and this asker (decision 052).
 */
export const transcriptLineSchema = z
  .object({
    role: z.enum(['visitor', 'assistant'], HELP_MESSAGES.transcriptRole),
    text: text(HELP_LIMITS.transcriptText, HELP_MESSAGES.messageRequired),
    question_id: z.optional(uuid),
    signature: z.optional(z.string(HELP_MESSAGES.signature).check(z.regex(SIGNATURE_PATTERN, HELP_MESSAGES.signature))),
  })
  .check(
    z.refine((line) => line.role !== 'assistant' || (line.question_id !== undefined && line.signature !== undefined), {
      message: HELP_MESSAGES.transcriptProof,
      path: ['signature'],
    }),
  );
export type TranscriptLine = z.infer<typeof transcriptLineSchema>;

/** POST /api/help/conversations */
export const createConversationSchema = z.object({
  name: text(HELP_LIMITS.name, HELP_MESSAGES.nameRequired),
  email: z
    .string(HELP_MESSAGES.emailRequired)
    .check(
      z.trim(),
      z.minLength(1, HELP_MESSAGES.emailRequired),
      z.maxLength(HELP_LIMITS.email, HELP_MESSAGES.tooLong(HELP_LIMITS.email)),
      z.regex(EMAIL_PATTERN, HELP_MESSAGES.emailInvalid),
    ),
  message: text(HELP_LIMITS.message, HELP_MESSAGES.messageRequired),
  locale: localeSchema,
  question_id: z.optional(uuid),
  transcript: z.optional(z.array(transcriptLineSchema).check(z.maxLength(HELP_LIMITS.transcriptItems, HELP_MESSAGES.transcriptTooLong))),
});
export type CreateConversationInput = z.infer<typeof createConversationSchema>;

/** GET /api/help/conversations/{id}/messages?after={message id} */
export const conversationMessagesQuerySchema = z.object({ after: z.optional(uuid) });

/** POST /api/help/conversations/{id}/messages */
export const conversationReplySchema = z.object({ body: text(HELP_LIMITS.message, HELP_MESSAGES.messageRequired) });

/** PUT /api/admin/assistant: the greeting in the default language plus one per other site language. */
export const assistantSettingsSchema = z.object({
  enabled: z.boolean(HELP_MESSAGES.enabled),
  greeting: z.string().check(z.trim(), z.maxLength(HELP_LIMITS.greeting, HELP_MESSAGES.tooLong(HELP_LIMITS.greeting))),
  greeting_translation: z.optional(
    z.partialRecord(localeSchema, z.string().check(z.trim(), z.maxLength(HELP_LIMITS.greeting, HELP_MESSAGES.tooLong(HELP_LIMITS.greeting)))),
  ),
});
export type AssistantSettingsInput = z.infer<typeof assistantSettingsSchema>;

// ---- Responses ----

export type StaffAvailability = {
  available: boolean;
  /** e.g. "within 1 business day", already in the visitor's language. */
  expected_reply: string;
};

export type HelpWidgetResponse = {
  assistant: { enabled: boolean; greeting: string };
  staff: StaffAvailability;
  /** answer is sanitised HTML. */
  faq: { id: string; question: string; answer: string }[];
  features: { id: string; name: string; description: string; icon_name: string | null }[];
  /** href is the help-centre post's URL with the locale prefix. */
  articles: { id: string; title: string; excerpt: string; href: string }[];
};

export type AssistantSource = { title: string; href: string };

export type AssistantAnswerResponse = {
  question_id: string;
  answered: boolean;
  /** Plain text, at most HELP_LIMITS.transcriptText characters. */
  answer: string;
  sources: AssistantSource[];
  /** The server's proof of this answer, to hand over with it to a person (decision 052). */
  signature: string | null;
};

/** When the assistant is switched off, POST /api/help/assistant answers 403 with this body. */
export type AssistantOffResponse = { error: string; enabled: false };

export type ConversationAuthor = 'visitor' | 'staff' | 'assistant';
export type ConversationStatus = 'open' | 'pending' | 'closed';

export type ConversationMessage = { id: string; author: ConversationAuthor; body: string; created_at: string };

export type ConversationResponse = {
  id: string;
  status: ConversationStatus;
  staff: StaffAvailability;
  messages: ConversationMessage[];
};

export type ConversationMessagesResponse = { status: ConversationStatus; messages: ConversationMessage[] };

/** One logged question on /admin/ai/management. */
export type AssistantQuestionLogEntry = {
  id: string;
  question: string;
  locale: string;
  answered: boolean;
  sources: AssistantSource[];
  handed_to_human: boolean;
  ticket_id: string | null;
  created_at: string;
};

export type AssistantSettingsResponse = {
  enabled: boolean;
  greeting: string;
  greeting_translation: Partial<Record<(typeof LOCALES)[number], string>>;
};
