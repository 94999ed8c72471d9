'use client';
// "Continue as ada@example.com on Brightstack?": what a person sees after signing in on a site where
// their account has no profile yet (accounts are shared by the platform, profiles are per site). They
// choose the username and name this site will know them by; nothing of their other sites is shown to
// this one or copied here. See docs/decisions/020.
import { useId, useState, type FormEvent } from 'react';
import { UserRoundPlus } from 'lucide-react';
import { firstProblem, profileSchema } from '@/schemas/auth';
import { REDIRECT_PARAM, usableTarget } from '@/lib/auth/redirect';
import { joinSite, type AuthLabels, type Notice } from './auth-client';
import { signOut } from '@/features/site-chrome/use-me';
import { formatLabel } from '@/lib/i18n/island-labels';
import { Field, formValues, linkClass, NoticeBox, SubmitButton } from './form-parts';

type Props = {
  labels: AuthLabels;
  siteName: string;
  email: string;
  /** A starting suggestion for the username (the person's own account name), editable. */
  suggestedUsername: string;
  /** Where to go once joined; the page is reloaded when left out. */
  onJoined: () => void;
  /** Signs out, so another account can sign in. */
  onOtherAccount: () => void;
  /** The heading level in its surroundings (a dialog's title, or a page's h1). */
  headingLevel?: 'h1' | 'h2';
};

export function JoinSiteForm({ labels, siteName, email, suggestedUsername, onJoined, onOtherAccount, headingLevel = 'h2' }: Props) {
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState(false);
  const [error, setError] = useState<{ notice: Notice; field: string | null } | null>(null);
  const errorId = useId();
  const headingId = useId();
  const Heading = headingLevel;

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const values = formValues(event.currentTarget, ['username', 'full_name'] as const);
    const checked = firstProblem(profileSchema, values);
    if (!checked.ok) return setError({ notice: { key: checked.key }, field: checked.field });
    setBusy(true);
    setError(null);
    const result = await joinSite({ username: checked.data.username, fullName: checked.data.full_name ?? '', email });
    if (!result.ok) {
      setBusy(false);
      return setError({ notice: result.notice, field: result.field });
    }
    setDone(true);
    onJoined();
  }

  const invalid = (field: string) => error !== null && (error.field === field || error.field === null);
  return (
    <section aria-labelledby={headingId} data-testid="join-site">
      <UserRoundPlus className="size-8 text-(--accent)" aria-hidden="true" />
      <Heading id={headingId} className="mt-3 break-words text-xl font-semibold text-gray-900">
        {formatLabel(labels.joinTitle, { email, site: siteName })}
      </Heading>
      <p className="mt-2 text-sm text-gray-600">{formatLabel(labels.joinBody, { site: siteName })}</p>
      <form noValidate onSubmit={submit} className="mt-6 space-y-5">
        <NoticeBox id={errorId} notice={error?.notice ?? null} tone="error" labels={labels} />
        {done ? <NoticeBox notice={{ key: 'joined', vars: { site: siteName } }} tone="success" labels={labels} /> : null}
        <Field label={labels.username} name="username" autoComplete="username" defaultValue={suggestedUsername} hint={labels.usernameHint} required invalid={invalid('username')} errorId={errorId} />
        <Field label={labels.fullNameOptional} name="full_name" autoComplete="name" invalid={invalid('full_name')} errorId={errorId} />
        <SubmitButton busy={busy || done} label={labels.joinButton} busyLabel={labels.joining} />
        <p className="text-center text-sm">
          <button type="button" className={linkClass} onClick={onOtherAccount}>
            {labels.joinOtherAccount}
          </button>
        </p>
      </form>
    </section>
  );
}

/**
 * The join form on a page a signed-in person without a profile here opened (the account area's
 * gate). Once joined it goes on to the page's `redirectTo` (the sign-in form's target) or reloads,
 * which now shows the page itself; "another account" signs out and opens sign-in.
 */
export function JoinSitePanel(props: Omit<Props, 'onJoined' | 'onOtherAccount'> & { loginPath: string }) {
  const { loginPath, ...form } = props;
  function onJoined() {
    const target = usableTarget(new URLSearchParams(window.location.search).get(REDIRECT_PARAM));
    if (target) window.location.assign(target);
    else window.location.reload();
  }
  return <JoinSiteForm {...form} onJoined={onJoined} onOtherAccount={() => void signOut(loginPath)} />;
}
