import 'server-only';
// The product's own account rules, applied inside the auth library before its endpoints run, so a
// direct API call gets the same answer as the form: registration follows the registration rules
// (the library's `name` is the username) and a new password follows the password rules.
import * as z from 'zod/mini';
import { APIError, createAuthMiddleware } from 'better-auth/api';
import { AUTH_MESSAGES, passwordProblem, registerSchema } from '@/schemas/auth';

function refuse(message: string): never {
  throw new APIError('BAD_REQUEST', { message, code: 'VALIDATION_ERROR' });
}

export const accountRules = createAuthMiddleware(async (ctx) => {
  const body = (ctx.body ?? {}) as Record<string, unknown>;
  if (ctx.path === '/sign-up/email') {
    const parsed = z.safeParse(registerSchema, { username: body.name, email: body.email, password: body.password });
    if (!parsed.success) refuse(parsed.error.issues[0]?.message ?? AUTH_MESSAGES.fillAllFields);
  }
  if (ctx.path === '/reset-password' || ctx.path === '/change-password') {
    const problem = typeof body.newPassword === 'string' ? passwordProblem(body.newPassword) : 'fillAllFields';
    if (problem) refuse(AUTH_MESSAGES[problem]);
  }
});
