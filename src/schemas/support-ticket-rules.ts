// The support ticket's limits and messages without the validator: what the contact form needs on
// every page that has one. The schema (support-ticket.ts) loads only when a visitor submits.
export const SUPPORT_TICKET_LIMITS = { name: 120, email: 254, subject: 200, message: 5000, website: 200 } as const;
/** The whole JSON body; anything larger is refused before parsing. */
export const SUPPORT_TICKET_MAX_BODY_BYTES = 16 * 1024;

export type SupportTicketField = 'name' | 'email' | 'subject' | 'message';

export const SUPPORT_TICKET_MESSAGES = {
  nameRequired: 'Please enter your name',
  emailRequired: 'Please enter your email address',
  emailInvalid: 'Please enter a valid email address',
  subjectRequired: 'Please enter a subject',
  messageRequired: 'Please enter your message',
  tooLong: (max: number) => `Please keep this under ${max} characters`,
} as const;

export type SupportTicketMessageKey = keyof typeof SUPPORT_TICKET_MESSAGES;

export type SupportTicketFieldErrors = Partial<Record<SupportTicketField, { key: SupportTicketMessageKey; max?: number }>>;
