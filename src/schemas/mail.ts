// POST /api/send-email: the welcome or free-trial e-mail a person asks for themselves. The server
// checks the addresses and ids against the session (src/server/mail/own-email.ts); this is the shape.
import * as z from 'zod';
import { EMAIL_PATTERN } from '@/lib/patterns';

/** The whole JSON body; a few short fields. */
export const SEND_EMAIL_MAX_BODY_BYTES = 4 * 1024;

export const sendEmailSchema = z.object({
  type: z.enum(['free_trial', 'welcome'], { error: 'type must be free_trial or welcome' }),
  to: z.string({ error: 'to must be an e-mail address' }).regex(EMAIL_PATTERN, 'to must be an e-mail address').max(254),
  organization_id: z.string({ error: 'organization_id is required' }).trim().min(1, 'organization_id is required').max(64),
  user_id: z.string({ error: 'user_id is required' }).trim().min(1, 'user_id is required').max(64),
  name: z.string().trim().max(120, 'name must be at most 120 characters').optional(),
  locale: z.string().max(5).optional(),
});

export type SendEmailInput = z.infer<typeof sendEmailSchema>;
