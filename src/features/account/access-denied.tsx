// What a signed-in person without the needed role sees instead of an admin page (or any account
// page when they have no profile on this site).
import Link from 'next/link';
import { ShieldAlert } from 'lucide-react';
import type { AccountLabels } from './labels';

/** `body` is the explanation, already naming the site. */
type Props = { reason: 'role' | 'profile'; labels: AccountLabels; body: string; accountHref: string; homeHref: string; accentBg: string };

export function AccessDenied({ reason, labels, body, accountHref, homeHref, accentBg }: Props) {
  return (
    <div className="mx-auto max-w-xl px-6 py-24 text-center" data-testid="access-denied">
      <ShieldAlert className="mx-auto size-10 text-gray-500" aria-hidden="true" />
      <p className="mt-4 text-sm font-semibold uppercase tracking-wider text-gray-600">{labels.forbiddenCode}</p>
      <h1 className="mt-3 text-3xl font-bold tracking-tight text-gray-900">{labels.forbiddenTitle}</h1>
      <p className="mt-4 text-gray-600">{body}</p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        {reason === 'role' && (
          <Link href={accountHref} className={`rounded-lg px-5 py-3 text-sm font-semibold text-white ${accentBg}`}>{labels.goToAccount}</Link>
        )}
        <Link href={homeHref} className="rounded-lg border border-gray-300 px-5 py-3 text-sm font-semibold text-gray-800 hover:bg-gray-50">{labels.backHome}</Link>
      </div>
    </div>
  );
}
