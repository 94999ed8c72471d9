// Support tickets in the account area and the admin dashboard: opening one, replying, and staff
// closing or reopening it. One schema per action, shared by the forms (client) and the route
// handlers (server); zod/mini keeps the islands small. Messages are the English API texts; forms
// show translated ones through message keys.
import * as z from 'zod/mini';

export const TICKET_LIMITS = { subject: 200, message: 5000 } as const;
/** The whole JSON body of any ticket call; anything larger is refused before parsing. */
export const TICKET_MAX_BODY_BYTES = 16 * 1024;

export const TICKET_MESSAGES = {
  subjectRequired: 'Please enter a subject',
  messageRequired: 'Please enter your message',
  subjectTooLong: 'Please keep the subject under 200 characters',
  messageTooLong: 'Please keep the message under 5000 characters',
  statusInvalid: 'Status must be open or closed',
  ticketClosed: 'This ticket is closed. It has to be reopened before anyone can reply.',
  ticketNotFound: 'Ticket not found',
} as const;

export type TicketMessageKey = keyof typeof TICKET_MESSAGES;

const text = (max: number, required: string, tooLong: string) =>
  z.string(required).check(z.trim(), z.minLength(1, required), z.maxLength(max, tooLong));

export const createTicketSchema = z.object({
  subject: text(TICKET_LIMITS.subject, TICKET_MESSAGES.subjectRequired, TICKET_MESSAGES.subjectTooLong),
  message: text(TICKET_LIMITS.message, TICKET_MESSAGES.messageRequired, TICKET_MESSAGES.messageTooLong),
});

export const replySchema = z.object({
  body: text(TICKET_LIMITS.message, TICKET_MESSAGES.messageRequired, TICKET_MESSAGES.messageTooLong),
});

/** Staff move a ticket between open and closed; 'pending' (answered) is set by replies only. */
export const ticketStatusSchema = z.object({
  status: z.enum(['open', 'closed'], TICKET_MESSAGES.statusInvalid),
});

export const ticketListQuerySchema = z.object({
  scope: z.optional(z.enum(['own', 'all'])),
  status: z.optional(z.enum(['open', 'pending', 'closed', 'active'])),
});

export type CreateTicketInput = z.infer<typeof createTicketSchema>;
export type ReplyInput = z.infer<typeof replySchema>;
export type TicketStatus = 'open' | 'pending' | 'closed';

/** One ticket as lists show it. Dates are ISO strings. */
export type TicketSummary = {
  id: string;
  subject: string;
  status: TicketStatus;
  name: string;
  email: string;
  source: string;
  created_at: string;
  updated_at: string;
  message_count: number;
};

export type TicketMessageView = {
  id: string;
  /** 'assistant': a line of the help widget's assistant chat, handed over with a live-support conversation. */
  author_role: 'customer' | 'staff' | 'assistant';
  author_name: string;
  body: string;
  created_at: string;
};

export type TicketConversation = TicketSummary & { messages: TicketMessageView[] };

/** The problems a ticket form can have before anything is sent. */
export type TicketFieldErrorKey = 'subjectRequired' | 'messageRequired' | 'subjectTooLong' | 'messageTooLong';
const FIELD_KEYS: TicketFieldErrorKey[] = ['subjectRequired', 'messageRequired', 'subjectTooLong', 'messageTooLong'];
const BY_MESSAGE = new Map<string, TicketFieldErrorKey>(FIELD_KEYS.map((key) => [TICKET_MESSAGES[key], key]));

/** The first problem of each field of `schema` as a message key, for a form in the visitor's language. */
export function ticketFieldErrors<F extends string>(
  schema: z.ZodMiniType,
  input: unknown,
): Partial<Record<F, TicketFieldErrorKey>> {
  const result = z.safeParse(schema, input);
  if (result.success) return {};
  const errors: Partial<Record<F, TicketFieldErrorKey>> = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0] as F;
    if (!errors[field]) errors[field] = BY_MESSAGE.get(issue.message) ?? 'messageRequired';
  }
  return errors;
}
