'use client';
// Registration (public spec §7): the account, the profile on this site, the free trial and the
// welcome or free-trial e-mail. After success it waits 2 s (spec §9) and opens the profile page,
// or the sign-in page when no session came out of it.
import { useId, useRef, useState, type FormEvent } from 'react';
import { firstProblem, registerSchema } from '@/schemas/auth';
import { localizePath, type Locale } from '@/lib/i18n/locales';
import { register, type AuthLabels, type Notice } from './auth-client';
import { Field, formValues, linkClass, NoticeBox, PasswordField, SubmitButton, wait } from './form-parts';

export const REGISTER_REDIRECT_DELAY_MS = 2000;

type Props = { labels: AuthLabels; locale: Locale; defaultLocale: Locale; onSwitch?: () => void };

export function RegisterForm({ labels, locale, defaultLocale, onSwitch }: Props) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<{ notice: Notice; field: string | null } | null>(null);
  const [warnings, setWarnings] = useState<Notice[]>([]);
  const [done, setDone] = useState(false);
  // The account already made by an earlier try whose profile step failed (e.g. a taken username).
  const created = useRef<string | null>(null);
  const errorId = useId();
  const path = (p: string) => localizePath(p, locale, defaultLocale);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const checked = firstProblem(registerSchema, formValues(event.currentTarget, ['username', 'email', 'password'] as const));
    if (!checked.ok) return setError({ notice: { key: checked.key }, field: checked.field });
    setBusy(true);
    setError(null);
    const { username, email, password } = checked.data;
    const result = await register(
      { username, email, password, locale, redirectLogin: path('/login'), redirectProfile: path('/account/profile') },
      created.current === email.toLowerCase(),
    );
    if (!result.ok) {
      if (result.accountCreated) created.current = email.toLowerCase();
      setBusy(false);
      return setError({ notice: result.notice, field: 'key' in result.notice && result.notice.key === 'usernameTaken' ? 'username' : null });
    }
    setWarnings(result.warnings);
    setDone(true);
    await wait(REGISTER_REDIRECT_DELAY_MS);
    window.location.assign(result.next);
  }

  const invalid = (field: string) => error !== null && error.field === field;
  return (
    <form noValidate onSubmit={submit} className="space-y-5">
      <NoticeBox id={errorId} notice={error?.notice ?? null} tone="error" labels={labels} />
      {done ? <NoticeBox notice={{ key: 'registered' }} tone="success" labels={labels} /> : null}
      {warnings.map((warning, index) => (
        <NoticeBox key={index} notice={warning} tone="warning" labels={labels} />
      ))}
      <Field label={labels.username} name="username" autoComplete="username" required hint={labels.usernameHint} invalid={invalid('username')} errorId={errorId} />
      <Field label={labels.email} name="email" type="email" autoComplete="email" inputMode="email" required invalid={invalid('email')} errorId={errorId} />
      <PasswordField label={labels.password} name="password" autoComplete="new-password" required hint={labels.passwordHint} invalid={invalid('password')} errorId={errorId} labels={labels} />
      <SubmitButton busy={busy || done} label={labels.registerButton} busyLabel={labels.registering} />
      <p className="text-center text-sm text-gray-600">
        {labels.haveAccount}{' '}
        {onSwitch ? (
          <button type="button" className={linkClass} onClick={onSwitch}>
            {labels.signInLink}
          </button>
        ) : (
          <a href={path('/login')} className={linkClass}>
            {labels.signInLink}
          </a>
        )}
      </p>
    </form>
  );
}
