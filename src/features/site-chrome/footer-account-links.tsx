'use client';
// The footer's account column: sign in and register for guests, the account and log out for
// signed-in people, and the dashboard for admins. Filled in after load (the HTML is the guest's).
import Link from 'next/link';
import { signOut, useMe } from './use-me';

type Props = {
  heading: string;
  links: { login: string; register: string; account: string; dashboard: string; aiAgents: string };
  labels: { signIn: string; register: string; account: string; logout: string; dashboard: string; aiAgents: string };
  tone: { heading: string; link: string };
};

export function FooterAccountLinks({ heading, links, labels, tone }: Props) {
  const me = useMe();
  const entries = !me?.user
    ? [{ href: links.login, label: labels.signIn }, { href: links.register, label: labels.register }]
    : [
        { href: links.account, label: labels.account },
        ...(me.permissions.includes('dashboard.read') ? [{ href: links.dashboard, label: labels.dashboard }] : []),
        ...(me.permissions.includes('settings.write') ? [{ href: links.aiAgents, label: labels.aiAgents }] : []),
      ];
  return (
    <div>
      <p className={`text-sm font-semibold ${tone.heading}`}>{heading}</p>
      <ul className="mt-4 space-y-3 text-sm">
        {entries.map((entry) => (
          <li key={entry.href}>
            <Link href={entry.href} className={tone.link}>{entry.label}</Link>
          </li>
        ))}
        {me?.user && (
          <li>
            <button type="button" className={tone.link} onClick={() => void signOut()}>{labels.logout}</button>
          </li>
        )}
      </ul>
    </div>
  );
}
