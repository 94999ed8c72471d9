'use client';
// The visitor's corner of the header: a sign-in link for guests; for signed-in people a menu with
// Account, Contact and Log out, and for admins Dashboard, Tickets, Meetings and AI Agents too.
// Who is signed in is asked after load, so the server HTML is the guest's for everyone; the menu
// itself (account-menu.tsx, with the dropdown primitive) is fetched only for someone signed in.
import Link from 'next/link';
import { lazy, Suspense } from 'react';
import { CircleUserRound } from 'lucide-react';
import { useMe } from './use-me';
import { openOverlay } from '@/features/overlays/bus';
import type { LabelTemplate } from '@/lib/i18n/island-labels';

const AccountMenu = lazy(() => import('./account-menu').then((module) => ({ default: module.AccountMenu })));

export type ProfileLinks = { login: string; account: string; contact: string; dashboard: string; tickets: string; meetings: string; aiAgents: string };
export type ProfileLabels = {
  signIn: string; accountMenu: string; account: string; contact: string; logout: string;
  dashboard: string; tickets: string; meetings: string; aiAgents: string; signedInAs: LabelTemplate; adminHeading: string;
};

export const iconButton = 'inline-flex size-10 items-center justify-center rounded-full hover:bg-black/5 focus-visible:outline-2 focus-visible:outline-current';

/** The person's initials on the accent: decoration (aria-hidden), the button's name is in words. */
export function InitialsBadge({ name, email, badge }: { name: string; email: string; badge: string }) {
  const words = (name || email).trim().split(/[\s@._-]+/).filter(Boolean);
  return (
    <span aria-hidden="true" className={`flex size-8 items-center justify-center rounded-full text-xs font-bold text-white ${badge}`}>
      {((words[0]?.[0] ?? '?') + (words[1]?.[0] ?? '')).toUpperCase()}
    </span>
  );
}

export function ProfileMenu({ links, labels, badge }: { links: ProfileLinks; labels: ProfileLabels; badge: string }) {
  const me = useMe();

  if (!me?.user) {
    return (
      <Link
        href={links.login}
        className={iconButton}
        aria-label={labels.signIn}
        title={labels.signIn}
        aria-haspopup="dialog"
        onClick={(event) => {
          // With the script loaded the login modal opens in place; without it the link is the page.
          event.preventDefault();
          openOverlay('login');
        }}
      >
        <CircleUserRound className="size-5" aria-hidden="true" />
      </Link>
    );
  }
  const { user } = me;
  return (
    // Until the menu's code arrives the initials show without a button, so no click is taken and lost.
    <Suspense
      fallback={
        <span className={iconButton}>
          <InitialsBadge name={user.name} email={user.email} badge={badge} />
        </span>
      }
    >
      <AccountMenu user={user} admin={me.permissions.includes('dashboard.read')} links={links} labels={labels} badge={badge} />
    </Suspense>
  );
}
