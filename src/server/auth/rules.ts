import 'server-only';
// The product's own account rules, applied inside the auth library before its endpoints run, so a
// direct API call gets the same answer as the form: registration follows the registration rules
// (the library's `name` is the username), a new password follows the password rules, and every
// free-text field the library would store or follow has the same bounds as our own forms.
import * as z from 'zod/mini';
import { APIError, createAuthMiddleware } from 'better-auth/api';
import { AUTH_LIMITS, AUTH_MESSAGES, passwordProblem, registerSchema } from '@/schemas/auth';
import { safeLocalPath } from '@/lib/auth/redirect';

function refuse(message: string, field?: string): never {
  throw new APIError('BAD_REQUEST', { message, code: 'VALIDATION_ERROR', ...(field ? { field } : {}) });
}

/** Fields the library reads as where to send the browser afterwards: only paths on this site. */
const RETURN_FIELDS = ['callbackURL', 'redirectTo', 'newUserCallbackURL', 'errorCallbackURL'] as const;

function checkReturnFields(body: Record<string, unknown>): void {
  for (const field of RETURN_FIELDS) {
    const value = body[field];
    if (value === undefined) continue;
    if (typeof value !== 'string' || safeLocalPath(value) === null) refuse(`${field} must be a path on this site`, field);
  }
}

function checkEmailField(body: Record<string, unknown>): void {
  const { email } = body;
  if (email === undefined) return;
  if (typeof email !== 'string' || email.length > AUTH_LIMITS.emailMax) refuse(AUTH_MESSAGES.emailInvalid, 'email');
}

function checkPasswordField(body: Record<string, unknown>, field: string): void {
  const value = body[field];
  if (value !== undefined && (typeof value !== 'string' || value.length > AUTH_LIMITS.passwordMax)) refuse(AUTH_MESSAGES.passwordTooLong, field);
}

export const accountRules = createAuthMiddleware(async (ctx) => {
  const body = (ctx.body ?? {}) as Record<string, unknown>;
  checkReturnFields(body);
  checkEmailField(body);
  checkPasswordField(body, 'password');
  checkPasswordField(body, 'currentPassword');
  if (ctx.path === '/sign-up/email') {
    // A person's name and picture on a site are their profile's there; the shared account keeps neither.
    if (body.image !== undefined) refuse('image is not accepted', 'image');
    const parsed = z.safeParse(registerSchema, { username: body.name, email: body.email, password: body.password });
    if (!parsed.success) refuse(parsed.error.issues[0]?.message ?? AUTH_MESSAGES.fillAllFields);
  }
  if (ctx.path === '/reset-password' || ctx.path === '/change-password') {
    const problem = typeof body.newPassword === 'string' ? passwordProblem(body.newPassword) : 'fillAllFields';
    if (problem) refuse(AUTH_MESSAGES[problem], 'newPassword');
  }
});
