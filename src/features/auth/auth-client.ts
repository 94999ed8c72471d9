'use client';
// The browser side of sign-in, registration and password reset: the auth library's endpoints and
// the product's own calls (public spec §7), each answer turned into a label key the forms show.
import { messageKey, type AuthMessageKey } from '@/schemas/auth';
import type { AreaKey, AreaLabels } from '@/lib/i18n/island-labels';
import type { AUTH_TEMPLATES } from '@/lib/auth/label-templates';
import type { Me } from '@/features/site-chrome/use-me';

export type AuthLabelKey = AreaKey<'auth'>;
export type AuthLabels = AreaLabels<'auth', (typeof AUTH_TEMPLATES)[number]>;

/** A message for the visitor: a label key, or a server's own text shown as is (spec §8). */
export type Notice = { key: AuthLabelKey; vars?: Record<string, string>; labelVars?: Record<string, AuthLabelKey> } | { text: string };

type Answer = { ok: boolean; status: number; body: Record<string, unknown> | null };

async function post(path: string, body: unknown): Promise<Answer> {
  try {
    const response = await fetch(path, {
      method: 'POST',
      credentials: 'same-origin',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    const data = (await response.json().catch(() => null)) as Record<string, unknown> | null;
    return { ok: response.ok, status: response.status, body: data };
  } catch {
    return { ok: false, status: 0, body: null };
  }
}

function serverMessage(answer: Answer): string | null {
  const value = answer.body?.message ?? answer.body?.error;
  return typeof value === 'string' && value.trim() !== '' ? value : null;
}

/** One of our own validation messages translated, else null. */
function known(message: string | null): Notice | null {
  const key: AuthMessageKey | null = message ? messageKey(message) : null;
  return key ? { key } : null;
}

export async function signIn(email: string, password: string): Promise<{ ok: true } | { ok: false; notice: Notice }> {
  const answer = await post('/api/auth/sign-in/email', { email, password });
  if (answer.ok) return answer.body?.user ? { ok: true } : { ok: false, notice: { key: 'loginFailed' } };
  const code = answer.body?.code;
  if (answer.status === 429) return { ok: false, notice: { key: 'tooManyAttempts' } };
  if (answer.status === 401 || code === 'INVALID_EMAIL_OR_PASSWORD' || code === 'INVALID_EMAIL') return { ok: false, notice: { key: 'invalidCredentials' } };
  if (code === 'EMAIL_NOT_VERIFIED') return { ok: false, notice: { key: 'emailNotConfirmed' } };
  const text = serverMessage(answer);
  if (answer.status >= 400 && answer.status < 500 && text) return { ok: false, notice: known(text) ?? { text } };
  return { ok: false, notice: { key: 'loginFailed' } };
}

export type Registration = { username: string; email: string; password: string; locale: string; redirectLogin: string; redirectProfile: string };

export type RegistrationResult =
  | { ok: false; notice: Notice; accountCreated: boolean }
  | { ok: true; next: string; warnings: Notice[] };

/**
 * Sign-up, then the profile on this site, then the free trial and the welcome or free-trial e-mail.
 * A profile problem stops the flow (and leaves the account, so a retry skips the sign-up); trial and
 * e-mail problems are shown but the registration still counts.
 */
export async function register(input: Registration, accountExists: boolean): Promise<RegistrationResult> {
  let signedIn = accountExists;
  let userId: string | undefined;
  if (!accountExists) {
    const answer = await post('/api/auth/sign-up/email', { email: input.email, password: input.password, name: input.username });
    if (!answer.ok) {
      const code = answer.body?.code;
      if (answer.status === 429) return { ok: false, notice: { key: 'tooManyAttempts' }, accountCreated: false };
      if (code === 'USER_ALREADY_EXISTS' || code === 'USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL') return { ok: false, notice: { key: 'emailExists' }, accountCreated: false };
      const text = serverMessage(answer);
      const notice = known(text) ?? (answer.status >= 500 || answer.status === 0 || !text ? { key: 'serverError' as const } : { text });
      return { ok: false, notice, accountCreated: false };
    }
    signedIn = Boolean(answer.body?.token);
    userId = (answer.body?.user as { id?: string } | undefined)?.id;
  }
  if (!signedIn) return { ok: true, next: input.redirectLogin, warnings: [] };

  const profile = await post('/api/profile', { username: input.username });
  if (!profile.ok) {
    if (profile.status === 404) return { ok: false, notice: { key: 'organizationUnknown' }, accountCreated: true };
    return { ok: false, notice: known(serverMessage(profile)) ?? { key: 'profileFailed' }, accountCreated: true };
  }
  const row = (profile.body?.profile ?? {}) as { organization_id?: string };

  const warnings: Notice[] = [];
  const trial = await post('/api/register-user-free-trial', { email: input.email });
  if (!trial.ok) warnings.push({ key: 'freeTrialFailed', vars: { error: serverMessage(trial) ?? String(trial.status || '') } });
  // The free-trial e-mail only when the trial really started; otherwise the plain welcome.
  const type = trial.ok ? 'free_trial' : 'welcome';
  userId ??= (await whoAmI())?.user?.id;
  const mail = await post('/api/send-email', {
    type,
    to: input.email,
    organization_id: row.organization_id,
    user_id: userId,
    name: input.username,
    locale: input.locale,
  });
  if (!mail.ok) warnings.push({ key: 'mailFailed', labelVars: { kind: type === 'free_trial' ? 'mailKindFreeTrial' : 'mailKindWelcome' } });
  return { ok: true, next: input.redirectProfile, warnings };
}

export async function requestReset(email: string, redirectTo: string): Promise<{ ok: boolean; key: AuthLabelKey }> {
  const answer = await post('/api/auth/request-password-reset', { email, redirectTo });
  if (answer.ok) return { ok: true, key: 'resetSent' };
  if (answer.status === 429) return { ok: false, key: 'tooManyAttempts' };
  return { ok: false, key: 'sendFailed' };
}

export async function resetPassword(token: string, newPassword: string): Promise<{ ok: true } | { ok: false; notice: Notice; badToken: boolean }> {
  const answer = await post('/api/auth/reset-password', { token, newPassword });
  if (answer.ok) return { ok: true };
  const code = answer.body?.code;
  if (code === 'INVALID_TOKEN' || code === 'USER_NOT_FOUND') return { ok: false, notice: { key: 'invalidToken' }, badToken: true };
  if (answer.status === 429) return { ok: false, notice: { key: 'tooManyAttempts' }, badToken: false };
  const text = serverMessage(answer);
  return { ok: false, notice: known(text) ?? (text && answer.status < 500 ? { text } : { key: 'tryAgain' }), badToken: false };
}

/** Who is signed in on this site, and their role here (null without a profile on this site). */
export async function whoAmI(): Promise<Me | null> {
  try {
    const response = await fetch('/api/me', { credentials: 'same-origin', cache: 'no-store' });
    return response.ok ? ((await response.json()) as Me) : null;
  } catch {
    return null;
  }
}

/**
 * A signed-in person joins this site: their profile here (as a customer), then the free trial a
 * new registration gets. Nothing is copied from the account's profiles on other sites.
 */
export async function joinSite(input: { username: string; fullName: string; email: string }): Promise<{ ok: true } | { ok: false; notice: Notice; field: string | null }> {
  const profile = await post('/api/profile', { username: input.username, full_name: input.fullName || null });
  if (!profile.ok) {
    const text = serverMessage(profile);
    const key = text ? messageKey(text) : null;
    if (key) return { ok: false, notice: { key }, field: key === 'fullNameTooLong' ? 'full_name' : 'username' };
    return { ok: false, notice: { key: 'profileFailed' }, field: null };
  }
  // A trial that cannot start is not worth stopping for: the profile exists, the person is in.
  await post('/api/register-user-free-trial', { email: input.email });
  return { ok: true };
}
