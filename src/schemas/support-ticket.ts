// A support ticket opened from a contact section: one schema for the form (client) and the route
// handler (server). Built with zod/mini so the contact form's island ships a few kB, not the full
// library. The messages are the English texts the API returns; the form shows translated ones.
import * as z from 'zod/mini';
import { EMAIL_PATTERN } from '@/lib/patterns';
import { SUPPORT_TICKET_LIMITS, SUPPORT_TICKET_MESSAGES, type SupportTicketField, type SupportTicketFieldErrors, type SupportTicketMessageKey } from './support-ticket-rules';

export * from './support-ticket-rules';

const text = (max: number, required: string) =>
  z.string(required).check(z.trim(), z.minLength(1, required), z.maxLength(max, SUPPORT_TICKET_MESSAGES.tooLong(max)));

export const createSupportTicketSchema = z.object({
  name: text(SUPPORT_TICKET_LIMITS.name, SUPPORT_TICKET_MESSAGES.nameRequired),
  email: z
    .string(SUPPORT_TICKET_MESSAGES.emailRequired)
    .check(
      z.trim(),
      z.minLength(1, SUPPORT_TICKET_MESSAGES.emailRequired),
      z.maxLength(SUPPORT_TICKET_LIMITS.email, SUPPORT_TICKET_MESSAGES.tooLong(SUPPORT_TICKET_LIMITS.email)),
      z.regex(EMAIL_PATTERN, SUPPORT_TICKET_MESSAGES.emailInvalid),
    ),
  subject: text(SUPPORT_TICKET_LIMITS.subject, SUPPORT_TICKET_MESSAGES.subjectRequired),
  message: text(SUPPORT_TICKET_LIMITS.message, SUPPORT_TICKET_MESSAGES.messageRequired),
  /** The honeypot: hidden from people, filled in by bots. */
  website: z.optional(z.string().check(z.maxLength(SUPPORT_TICKET_LIMITS.website))),
});

export type CreateSupportTicketInput = z.infer<typeof createSupportTicketSchema>;

export const supportTicketResponseSchema = z.object({ id: z.string() });

/**
 * The first problem of each field as a message key, for the form to show in the visitor's language.
 * Keys rather than texts: the schema's English is what the API answers with.
 */
export function supportTicketFieldErrors(input: unknown): SupportTicketFieldErrors {
  const result = z.safeParse(createSupportTicketSchema, input);
  if (result.success) return {};
  const errors: SupportTicketFieldErrors = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0] as SupportTicketField;
    if (!(field in SUPPORT_TICKET_LIMITS) || field === ('website' as string) || errors[field]) continue;
    if (issue.code === 'too_big') errors[field] = { key: 'tooLong', max: SUPPORT_TICKET_LIMITS[field] };
    else if (issue.code === 'invalid_format') errors[field] = { key: 'emailInvalid' };
    else errors[field] = { key: `${field}Required` as SupportTicketMessageKey };
  }
  return errors;
}
