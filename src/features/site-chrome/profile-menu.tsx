'use client';
// The visitor's corner of the header: a sign-in link for guests; for signed-in people a menu with
// Account, Contact and Log out, and for admins Dashboard, Tickets, Meetings and AI Agents too.
// Who is signed in is asked after load, so the server HTML is the guest's for everyone.
import Link from 'next/link';
import { useCallback, useId, useRef, useState } from 'react';
import { CircleUserRound, LogOut } from 'lucide-react';
import { handleListKeys, moveFocus } from './focus';
import { useDismiss } from './use-dismiss';
import { signOut, useMe } from './use-me';
import { openOverlay } from '@/features/overlays/bus';

export type ProfileLinks = { login: string; account: string; contact: string; dashboard: string; tickets: string; meetings: string; aiAgents: string };
type Labels = {
  signIn: string; accountMenu: string; account: string; contact: string; logout: string;
  dashboard: string; tickets: string; meetings: string; aiAgents: string; signedInAs: string; adminHeading: string;
};

const iconButton = 'inline-flex size-10 items-center justify-center rounded-full hover:bg-black/5 focus-visible:outline-2 focus-visible:outline-current';
const entry = 'flex w-full items-center gap-2 rounded-lg px-3 py-2 text-left text-sm text-gray-800 hover:bg-gray-50 focus-visible:outline-2 focus-visible:outline-sky-600';

function initials(name: string, email: string): string {
  const words = (name || email).trim().split(/[\s@._-]+/).filter(Boolean);
  return ((words[0]?.[0] ?? '?') + (words[1]?.[0] ?? '')).toUpperCase();
}

export function ProfileMenu({ links, labels, badge }: { links: ProfileLinks; labels: Labels; badge: string }) {
  const me = useMe();
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const menuId = useId();
  const close = useCallback(() => setOpen(false), []);
  useDismiss(open, close, root, button);

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
  const admin = me.role === 'admin';
  const adminLinks = [
    { href: links.dashboard, label: labels.dashboard },
    { href: links.tickets, label: labels.tickets },
    { href: links.meetings, label: labels.meetings },
    { href: links.aiAgents, label: labels.aiAgents },
  ];
  return (
    <div ref={root} className="relative">
      <button
        ref={button}
        type="button"
        className={iconButton}
        aria-expanded={open}
        aria-controls={menuId}
        onClick={() => setOpen((value) => !value)}
        onKeyDown={(e) => {
          if (e.key !== 'ArrowDown') return;
          e.preventDefault();
          setOpen(true);
          window.requestAnimationFrame(() => moveFocus(document.getElementById(menuId), 'first'));
        }}
      >
        {/* The initials are decoration; the button's name is the words (no aria-label to contradict them). */}
        <span aria-hidden="true" className={`flex size-8 items-center justify-center rounded-full text-xs font-bold text-white ${badge}`}>{initials(user.name, user.email)}</span>
        <span className="sr-only">{labels.accountMenu}</span>
      </button>
      <div
        id={menuId}
        hidden={!open}
        onKeyDown={(e) => handleListKeys(e, e.currentTarget)}
        className="absolute right-0 top-full z-50 mt-2 w-64 rounded-xl border border-gray-200 bg-white p-2 text-gray-900 shadow-xl"
      >
        <p className="truncate px-3 pb-2 pt-1 text-xs text-gray-600">{labels.signedInAs.replace('{name}', user.name || user.email)}</p>
        <ul>
          <li><Link href={links.account} className={entry} onClick={close}>{labels.account}</Link></li>
          <li>
            <Link
              href={links.contact}
              className={entry}
              aria-haspopup="dialog"
              onClick={(event) => {
                event.preventDefault();
                close();
                openOverlay('tickets');
              }}
            >
              {labels.contact}
            </Link>
          </li>
        </ul>
        {admin && (
          <>
            <p className="mt-2 border-t border-gray-100 px-3 pb-1 pt-3 text-xs font-semibold uppercase tracking-wide text-gray-600">{labels.adminHeading}</p>
            <ul>
              {adminLinks.map((link) => (
                <li key={link.label}><Link href={link.href} className={entry} onClick={close}>{link.label}</Link></li>
              ))}
            </ul>
          </>
        )}
        <div className="mt-2 border-t border-gray-100 pt-2">
          <button type="button" className={entry} onClick={() => void signOut()}>
            <LogOut className="size-4" aria-hidden="true" />
            {labels.logout}
          </button>
        </div>
      </div>
    </div>
  );
}
