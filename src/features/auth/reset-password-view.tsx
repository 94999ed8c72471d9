'use client';
// /reset-password: without a token, the form that e-mails a reset link; with ?token=… (the link
// from that e-mail), the form that sets the new password. The page HTML is the same for everyone,
// so the token is read here, in the browser, and then taken out of the address bar.
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { firstProblem, newPasswordSchema, resetRequestSchema } from '@/schemas/auth';
import { localizePath, type Locale } from '@/lib/i18n/locales';
import { requestReset, resetPassword, type AuthLabels, type Notice } from './auth-client';
import { Field, formValues, linkClass, NoticeBox, PasswordField, SubmitButton } from './form-parts';

type Props = { labels: AuthLabels; locale: Locale; defaultLocale: Locale };
type Message = { notice: Notice; tone: 'error' | 'success'; field: string | null };

function Heading({ title, subtitle }: { title: string; subtitle: string }) {
  return (
    <div className="mb-6">
      <h1 className="text-2xl font-bold tracking-tight text-gray-900">{title}</h1>
      <p className="mt-2 text-sm text-gray-600">{subtitle}</p>
    </div>
  );
}

function RequestForm({ labels, locale, defaultLocale }: Props) {
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<Message | null>(null);
  const messageId = useId();

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const checked = firstProblem(resetRequestSchema, formValues(event.currentTarget, ['email'] as const));
    if (!checked.ok) return setMessage({ notice: { key: checked.key }, tone: 'error', field: 'email' });
    setBusy(true);
    setMessage(null);
    // The link in the e-mail opens this page again, in the language of this page.
    const result = await requestReset(checked.data.email, localizePath('/reset-password', locale, defaultLocale));
    setBusy(false);
    setMessage({ notice: { key: result.key }, tone: result.ok ? 'success' : 'error', field: null });
  }

  return (
    <>
      <Heading title={labels.resetTitle} subtitle={labels.resetSubtitle} />
      <form noValidate onSubmit={submit} className="space-y-5">
        {message ? <NoticeBox id={messageId} notice={message.notice} tone={message.tone} labels={labels} /> : null}
        <Field label={labels.email} name="email" type="email" autoComplete="email" inputMode="email" required invalid={message?.tone === 'error'} errorId={messageId} />
        <SubmitButton busy={busy} label={labels.resetButton} busyLabel={labels.sendingReset} />
      </form>
    </>
  );
}

function NewPasswordForm({ labels, locale, defaultLocale, token }: Props & { token: string }) {
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<Message | null>(null);
  const [state, setState] = useState<'form' | 'done' | 'bad-token'>('form');
  const messageId = useId();
  const path = (p: string) => localizePath(p, locale, defaultLocale);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const checked = firstProblem(newPasswordSchema, formValues(event.currentTarget, ['password', 'confirm'] as const));
    if (!checked.ok) return setMessage({ notice: { key: checked.key }, tone: 'error', field: checked.field });
    setBusy(true);
    setMessage(null);
    const result = await resetPassword(token, checked.data.password);
    setBusy(false);
    if (result.ok) {
      setState('done');
      return setMessage({ notice: { key: 'passwordChanged' }, tone: 'success', field: null });
    }
    if (result.badToken) setState('bad-token');
    setMessage({ notice: result.notice, tone: 'error', field: null });
  }

  const invalid = (field: string) => message?.tone === 'error' && (message.field === field || message.field === null);
  return (
    <>
      <Heading title={labels.newPasswordTitle} subtitle={labels.newPasswordSubtitle} />
      {state === 'form' ? (
        <form noValidate onSubmit={submit} className="space-y-5">
          {message ? <NoticeBox id={messageId} notice={message.notice} tone={message.tone} labels={labels} /> : null}
          <PasswordField label={labels.newPassword} name="password" autoComplete="new-password" required hint={labels.passwordHint} invalid={invalid('password')} errorId={messageId} labels={labels} />
          <PasswordField label={labels.confirmPassword} name="confirm" autoComplete="new-password" required invalid={invalid('confirm')} errorId={messageId} labels={labels} />
          <SubmitButton busy={busy} label={labels.newPasswordButton} busyLabel={labels.savingPassword} />
        </form>
      ) : (
        <div className="space-y-5">
          {message ? <NoticeBox notice={message.notice} tone={message.tone} labels={labels} /> : null}
          <a
            href={path(state === 'done' ? '/login' : '/reset-password')}
            className="flex w-full items-center justify-center rounded-lg bg-(--accent) px-4 py-2.5 text-sm font-semibold text-white shadow-sm hover:brightness-110 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-(--accent)"
          >
            {state === 'done' ? labels.signInButton : labels.requestNewLink}
          </a>
        </div>
      )}
    </>
  );
}

export function ResetPasswordView(props: Props) {
  // undefined until the address has been read in the browser.
  const [token, setToken] = useState<string | null | undefined>(undefined);
  // The address is read once: a second run (React's development double effects) would find the
  // token already taken out of it.
  const read = useRef(false);
  const path = (p: string) => localizePath(p, props.locale, props.defaultLocale);

  useEffect(() => {
    if (read.current) return;
    read.current = true;
    const params = new URLSearchParams(window.location.search);
    const found = params.get('token');
    // Reading the address after hydration is the point: the server HTML cannot know it.
    setToken(found && found.length <= 512 ? found : params.get('error') ? '' : null);
    if (found) {
      // Out of the address bar, history and any later Referer.
      params.delete('token');
      const rest = params.toString();
      window.history.replaceState(null, '', `${window.location.pathname}${rest ? `?${rest}` : ''}`);
    }
  }, []);

  if (token === undefined) return <div className="h-72" aria-hidden="true" />;
  return (
    <>
      {token === null ? <RequestForm {...props} /> : <NewPasswordForm {...props} token={token} />}
      <p className="mt-6 text-center text-sm">
        <a href={path('/login')} className={linkClass}>
          {props.labels.backToSignIn}
        </a>
      </p>
    </>
  );
}
