// Sign-in, registration, reset request and new password: one set of rules for the forms (client) and
// the server. Each form shows only the first problem (public spec §5), in a fixed order, so every
// schema reports exactly one issue. The messages are the English texts the API returns; the forms
// show the translated text of the same key. Built with zod/mini so the form islands stay small.
import * as z from 'zod/mini';
import { EMAIL_PATTERN } from '@/lib/patterns';

/** Letters and digits of any script, dots, hyphens and underscores: for sign-up and every later edit. */
export const USERNAME_PATTERN = /^[\p{L}\p{N}._-]+$/u;

export const AUTH_LIMITS = { usernameMin: 3, usernameMax: 40, emailMax: 254, passwordMin: 8, passwordMax: 128, fullNameMax: 120 } as const;

export const AUTH_MESSAGES = {
  fillAllFields: 'Please fill in all fields',
  usernameTooShort: 'Username must be at least 3 characters',
  usernameTooLong: 'Username must be at most 40 characters',
  usernameInvalid: 'Username may only contain letters, numbers, dots, hyphens and underscores',
  emailInvalid: 'Please enter a valid email address',
  emailRequired: 'Please enter your email address',
  passwordTooShort: 'Password must be at least 8 characters',
  passwordTooLong: 'Password must be at most 128 characters',
  passwordUppercase: 'Password must contain at least one uppercase letter',
  passwordLowercase: 'Password must contain at least one lowercase letter',
  passwordNumber: 'Password must contain at least one number',
  passwordsDiffer: 'Passwords do not match',
  fullNameTooLong: 'Full name must be at most 120 characters',
  usernameTaken: 'This username is already taken',
} as const;

export type AuthMessageKey = keyof typeof AUTH_MESSAGES;

/** The first problem with a new password, in the spec's order: length, uppercase, lowercase, digit. */
export function passwordProblem(password: string): AuthMessageKey | null {
  if (password.length < AUTH_LIMITS.passwordMin) return 'passwordTooShort';
  if (password.length > AUTH_LIMITS.passwordMax) return 'passwordTooLong';
  if (!/[A-Z]/.test(password)) return 'passwordUppercase';
  if (!/[a-z]/.test(password)) return 'passwordLowercase';
  if (!/[0-9]/.test(password)) return 'passwordNumber';
  return null;
}

function emailProblem(email: string): AuthMessageKey | null {
  return email.length > AUTH_LIMITS.emailMax || !EMAIL_PATTERN.test(email) ? 'emailInvalid' : null;
}

/** The first problem with a username (after trimming): length, then the characters it may hold. */
export function usernameProblem(username: string): AuthMessageKey | null {
  if (username.length < AUTH_LIMITS.usernameMin) return 'usernameTooShort';
  if (username.length > AUTH_LIMITS.usernameMax) return 'usernameTooLong';
  return USERNAME_PATTERN.test(username) ? null : 'usernameInvalid';
}

/** A valid username made from the first candidate that can become one (a name, an e-mail's local part), else ''. */
export function suggestUsername(...candidates: (string | null | undefined)[]): string {
  for (const candidate of candidates) {
    const name = (candidate ?? '')
      .normalize('NFKC')
      .trim()
      .toLowerCase()
      .replace(/\s+/g, '.')
      .replace(/[^\p{L}\p{N}._-]/gu, '')
      .slice(0, AUTH_LIMITS.usernameMax);
    if (!usernameProblem(name)) return name;
  }
  return '';
}

type Problem = { key: AuthMessageKey; path: string } | null;

/** A schema whose only check reports the first problem `find` names, on that field. */
function ordered<S extends z.ZodMiniObject>(shape: S, find: (value: z.infer<S>) => Problem) {
  return shape.check(
    z.superRefine((value, ctx) => {
      const problem = find(value as z.infer<S>);
      if (problem) ctx.addIssue({ code: 'custom', message: AUTH_MESSAGES[problem.key], path: [problem.path], input: value });
    }),
  );
}

const text = () => z.string(AUTH_MESSAGES.fillAllFields).check(z.trim());
const secret = () => z.string(AUTH_MESSAGES.fillAllFields);

export const registerSchema = ordered(z.object({ username: text(), email: text(), password: secret() }), (v) => {
  const empty = (['username', 'email', 'password'] as const).find((field) => v[field] === '');
  if (empty) return { key: 'fillAllFields', path: empty };
  const checks: [string, AuthMessageKey | null][] = [
    ['username', usernameProblem(v.username)],
    ['email', emailProblem(v.email)],
    ['password', passwordProblem(v.password)],
  ];
  const found = checks.find(([, key]) => key !== null);
  return found ? { key: found[1] as AuthMessageKey, path: found[0] } : null;
});

export const loginSchema = ordered(z.object({ email: text(), password: secret() }), (v) => {
  if (v.email === '') return { key: 'fillAllFields', path: 'email' };
  if (v.password === '') return { key: 'fillAllFields', path: 'password' };
  // Only lengths here: a malformed address is simply a failed sign-in, as the spec has it.
  if (v.email.length > AUTH_LIMITS.emailMax) return { key: 'emailInvalid', path: 'email' };
  if (v.password.length > AUTH_LIMITS.passwordMax) return { key: 'passwordTooLong', path: 'password' };
  return null;
});

export const resetRequestSchema = ordered(z.object({ email: z.string(AUTH_MESSAGES.emailRequired).check(z.trim()) }), (v) => {
  if (v.email === '') return { key: 'emailRequired', path: 'email' };
  const problem = emailProblem(v.email);
  return problem ? { key: problem, path: 'email' } : null;
});

export const newPasswordSchema = ordered(z.object({ password: secret(), confirm: secret() }), (v) => {
  if (v.password === '' || v.confirm === '') return { key: 'fillAllFields', path: v.password === '' ? 'password' : 'confirm' };
  const problem = passwordProblem(v.password);
  if (problem) return { key: problem, path: 'password' };
  return v.password === v.confirm ? null : { key: 'passwordsDiffer', path: 'confirm' };
});

/** POST /api/profile: the signed-in person's own profile on the host's organisation. */
export const profileSchema = ordered(
  z.object({ username: text(), full_name: z.optional(z.nullable(z.string().check(z.trim()))) }),
  (v) => {
    if (v.username === '') return { key: 'fillAllFields', path: 'username' };
    const problem = usernameProblem(v.username);
    if (problem) return { key: problem, path: 'username' };
    if ((v.full_name ?? '').length > AUTH_LIMITS.fullNameMax) return { key: 'fullNameTooLong', path: 'full_name' };
    return null;
  },
);

export type RegisterInput = z.infer<typeof registerSchema>;
export type LoginInput = z.infer<typeof loginSchema>;
export type ResetRequestInput = z.infer<typeof resetRequestSchema>;
export type NewPasswordInput = z.infer<typeof newPasswordSchema>;
export type ProfileInput = z.infer<typeof profileSchema>;

/** The parsed value, or the key and English text of the first problem (what a form shows). */
export function firstProblem<T>(
  schema: z.ZodMiniType<T>,
  input: unknown,
): { ok: true; data: T } | { ok: false; key: AuthMessageKey; message: string; field: string | null } {
  const result = schema.safeParse(input);
  if (result.success) return { ok: true, data: result.data };
  const issue = result.error.issues[0];
  const message = issue?.message ?? AUTH_MESSAGES.fillAllFields;
  const key = messageKey(message) ?? 'fillAllFields';
  return { ok: false, key, message: AUTH_MESSAGES[key], field: typeof issue?.path[0] === 'string' ? issue.path[0] : null };
}

/** The key of one of these English messages (for showing a server's answer translated). */
export function messageKey(message: string): AuthMessageKey | null {
  const entry = Object.entries(AUTH_MESSAGES).find(([, text]) => text === message);
  return entry ? (entry[0] as AuthMessageKey) : null;
}
