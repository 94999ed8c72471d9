'use client';
// Sign-in with e-mail and password, on the /login page and in the header's modal. After success
// it waits 500 ms (spec §9) and goes to the target of the spec's redirect order, by way of the
// site's join step when the account has no profile on this site yet.
import { useId, useState, type FormEvent } from 'react';
import { firstProblem, loginSchema } from '@/schemas/auth';
import { loginRedirectTarget, REDIRECT_PARAM } from '@/lib/auth/redirect';
import { readReturnAddress } from '@/lib/auth/return-address';
import { localizePath, type Locale } from '@/lib/i18n/locales';
import { signIn, whoAmI, type AuthLabels, type Notice } from './auth-client';
import { Field, formValues, linkClass, NoticeBox, PasswordField, SubmitButton, wait } from './form-parts';

export const LOGIN_REDIRECT_DELAY_MS = 500;

type Props = {
  labels: AuthLabels;
  locale: Locale;
  defaultLocale: Locale;
  /** In the modal: switch to registration in place instead of following the link. */
  onSwitch?: () => void;
  /** An explicit target, the first rung of the redirect order. */
  redirectTo?: string | null;
};

/** Goes to a same-site path; a reload when it is the page already shown. */
export function goTo(target: string): void {
  const here = `${window.location.pathname}${window.location.search}`;
  if (target === here) window.location.reload();
  else window.location.assign(target);
}

export function LoginForm({ labels, locale, defaultLocale, onSwitch, redirectTo }: Props) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<{ notice: Notice; field: string | null } | null>(null);
  const [done, setDone] = useState(false);
  const errorId = useId();
  const path = (p: string) => localizePath(p, locale, defaultLocale);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const checked = firstProblem(loginSchema, formValues(event.currentTarget, ['email', 'password'] as const));
    if (!checked.ok) return setError({ notice: { key: checked.key }, field: checked.field });
    setBusy(true);
    setError(null);
    const result = await signIn(checked.data.email, checked.data.password);
    if (!result.ok) {
      setBusy(false);
      return setError({ notice: result.notice, field: null });
    }
    setDone(true);
    const [me] = await Promise.all([whoAmI(), wait(LOGIN_REDIRECT_DELAY_MS)]);
    const target = loginRedirectTarget({
      explicit: redirectTo,
      search: window.location.search,
      stored: readReturnAddress(),
      current: `${window.location.pathname}${window.location.search}`,
      locale,
      defaultLocale,
    });
    // An account with no profile on this site yet is offered to join it first (the account area
    // asks "Continue as … on …?" at /account/join), then goes on to the target: never to a dead 403 page.
    if (me?.user && !me.role) goTo(`${path('/account/join')}?${REDIRECT_PARAM}=${encodeURIComponent(target)}`);
    else goTo(target);
  }

  const invalid = (field: string) => error !== null && (error.field === field || error.field === null);
  return (
    <form noValidate onSubmit={submit} className="space-y-5">
      <NoticeBox id={errorId} notice={error?.notice ?? null} tone="error" labels={labels} />
      {done ? <NoticeBox notice={{ key: 'signedIn' }} tone="success" labels={labels} /> : null}
      <Field label={labels.email} name="email" type="email" autoComplete="email" inputMode="email" required invalid={invalid('email')} errorId={errorId} />
      <div>
        <PasswordField label={labels.password} name="password" autoComplete="current-password" required invalid={invalid('password')} errorId={errorId} labels={labels} />
        <p className="mt-2 text-right text-sm">
          <a href={path('/reset-password')} className={linkClass}>
            {labels.forgotPassword}
          </a>
        </p>
      </div>
      <SubmitButton busy={busy || done} label={labels.signInButton} busyLabel={labels.signingIn} />
      <p className="text-center text-sm text-gray-600">
        {labels.noAccount}{' '}
        {onSwitch ? (
          <button type="button" className={linkClass} onClick={onSwitch}>
            {labels.createAccountLink}
          </button>
        ) : (
          <a href={path('/register')} className={linkClass}>
            {labels.createAccountLink}
          </a>
        )}
      </p>
    </form>
  );
}
