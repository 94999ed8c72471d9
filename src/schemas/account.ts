// The account area's own profile edit: one schema for the form (client) and PATCH
// /api/account/profile (server). zod/mini keeps the form's island small. The messages are the
// English texts the API answers with; the form shows the visitor's language through message keys.
import * as z from 'zod/mini';
import { AUTH_LIMITS, AUTH_MESSAGES, USERNAME_PATTERN } from './auth';

export { USERNAME_PATTERN };

/** The same limits registration uses: one set of username rules from sign-up to every later edit. */
export const PROFILE_LIMITS = { usernameMin: AUTH_LIMITS.usernameMin, usernameMax: AUTH_LIMITS.usernameMax, fullNameMax: AUTH_LIMITS.fullNameMax } as const;
/** The whole JSON body of a profile edit; anything larger is refused before parsing. */
export const PROFILE_MAX_BODY_BYTES = 4 * 1024;

export const PROFILE_MESSAGES = {
  usernameRequired: 'Please enter a username',
  usernameTooShort: AUTH_MESSAGES.usernameTooShort,
  usernameTooLong: AUTH_MESSAGES.usernameTooLong,
  usernameInvalid: AUTH_MESSAGES.usernameInvalid,
  usernameTaken: AUTH_MESSAGES.usernameTaken,
  fullNameTooLong: AUTH_MESSAGES.fullNameTooLong,
} as const;

export type ProfileMessageKey = keyof typeof PROFILE_MESSAGES;
export type ProfileField = 'username' | 'full_name';

export const updateProfileSchema = z.object({
  username: z
    .string(PROFILE_MESSAGES.usernameRequired)
    .check(
      z.trim(),
      z.minLength(1, PROFILE_MESSAGES.usernameRequired),
      z.minLength(PROFILE_LIMITS.usernameMin, PROFILE_MESSAGES.usernameTooShort),
      z.maxLength(PROFILE_LIMITS.usernameMax, PROFILE_MESSAGES.usernameTooLong),
      z.regex(USERNAME_PATTERN, PROFILE_MESSAGES.usernameInvalid),
    ),
  // An empty full name clears it; null is accepted for the same.
  full_name: z.optional(
    z.nullable(z.string().check(z.trim(), z.maxLength(PROFILE_LIMITS.fullNameMax, PROFILE_MESSAGES.fullNameTooLong))),
  ),
});

export type UpdateProfileInput = z.infer<typeof updateProfileSchema>;

/** What the account area shows and the API answers for one's own profile. */
export type OwnProfile = {
  username: string;
  full_name: string | null;
  email: string;
  role: string;
  free_trial_started_at: string | null;
  free_trial_ends_at: string | null;
};

const BY_MESSAGE = new Map<string, ProfileMessageKey>(
  (Object.entries(PROFILE_MESSAGES) as [ProfileMessageKey, string][]).map(([key, text]) => [text, key]),
);

/** The first problem of each field as a message key, for the form to show in the visitor's language. */
export function profileFieldErrors(input: unknown): Partial<Record<ProfileField, ProfileMessageKey>> {
  const result = z.safeParse(updateProfileSchema, input);
  if (result.success) return {};
  const errors: Partial<Record<ProfileField, ProfileMessageKey>> = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0] as ProfileField;
    if (errors[field]) continue;
    errors[field] = BY_MESSAGE.get(issue.message) ?? (field === 'username' ? 'usernameRequired' : 'fullNameTooLong');
  }
  return errors;
}
