// POST /api/register-user-free-trial: the caller names their own e-mail, which the server compares
// with the session's (src/server/trial/own-trial.ts).
import * as z from 'zod';
import { EMAIL_PATTERN } from '@/lib/patterns';

/** The whole JSON body: one address. */
export const FREE_TRIAL_MAX_BODY_BYTES = 2 * 1024;

export const freeTrialSchema = z.object({
  email: z.string({ error: 'email must be an e-mail address' }).regex(EMAIL_PATTERN, 'email must be an e-mail address').max(254),
});

export type FreeTrialInput = z.infer<typeof freeTrialSchema>;
