'use client';
// The signed-in visitor's menu in the header: Account, Contact (the tickets modal, opened in place),
// for admins Dashboard, Tickets, Meetings and AI Agents, and Log out. Loaded by profile-menu.tsx
// only once someone is known to be signed in, so guests never download the dropdown primitive.
import Link from 'next/link';
import { useId, useRef, useState } from 'react';
import { LogOut } from 'lucide-react';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuGroup,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import { openOverlay } from '@/features/overlays/bus';
import { formatLabel } from '@/lib/i18n/island-labels';
import { signOut, type Me } from './use-me';
import { iconButton, InitialsBadge, type ProfileLabels, type ProfileLinks } from './profile-menu';

type Props = { user: NonNullable<Me['user']>; admin: boolean; links: ProfileLinks; labels: ProfileLabels; badge: string };

export function AccountMenu({ user, admin, links, labels, badge }: Props) {
  const [open, setOpen] = useState(false);
  // Set when Contact hands focus to the tickets modal: the closing menu must not pull it back to its button.
  const toOverlay = useRef(false);
  const adminHeadingId = useId();
  const adminLinks = [
    { href: links.dashboard, label: labels.dashboard },
    { href: links.tickets, label: labels.tickets },
    { href: links.meetings, label: labels.meetings },
    { href: links.aiAgents, label: labels.aiAgents },
  ];
  return (
    // Not modal: the page stays scrollable and clickable while this small menu is open.
    <DropdownMenu open={open} onOpenChange={setOpen} modal={false}>
      <DropdownMenuTrigger className={iconButton}>
        <InitialsBadge name={user.name} email={user.email} badge={badge} />
        <span className="sr-only">{labels.accountMenu}</span>
      </DropdownMenuTrigger>
      <DropdownMenuContent
        className="w-64"
        onCloseAutoFocus={(event) => {
          if (!toOverlay.current) return;
          toOverlay.current = false;
          event.preventDefault();
        }}
      >
        <DropdownMenuLabel className="truncate">{formatLabel(labels.signedInAs, { name: user.name || user.email })}</DropdownMenuLabel>
        <DropdownMenuItem asChild>
          <Link href={links.account}>{labels.account}</Link>
        </DropdownMenuItem>
        <DropdownMenuItem asChild>
          <Link
            href={links.contact}
            aria-haspopup="dialog"
            onClick={(event) => {
              // The href names the tickets page; here the modal opens in place instead. Preventing the
              // default also stops Radix from closing the menu, so it is closed here.
              event.preventDefault();
              toOverlay.current = true;
              setOpen(false);
              openOverlay('tickets');
            }}
          >
            {labels.contact}
          </Link>
        </DropdownMenuItem>
        {admin && (
          <>
            <DropdownMenuSeparator />
            <DropdownMenuGroup aria-labelledby={adminHeadingId}>
              <DropdownMenuLabel id={adminHeadingId} className="font-semibold tracking-wide uppercase">
                {labels.adminHeading}
              </DropdownMenuLabel>
              {adminLinks.map((link) => (
                <DropdownMenuItem key={link.label} asChild>
                  <Link href={link.href}>{link.label}</Link>
                </DropdownMenuItem>
              ))}
            </DropdownMenuGroup>
          </>
        )}
        <DropdownMenuSeparator />
        <DropdownMenuItem onSelect={() => void signOut()}>
          <LogOut className="size-4" aria-hidden="true" />
          {labels.logout}
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
