'use client';
// Who is signed in, asked once per page load after hydration (the HTML is the same for everyone, so
// the profile menu and the footer's account column fill themselves in here). One request serves
// every island that asks.
import { useEffect, useState } from 'react';
import type { Role } from '@/lib/enums';
import type { Permission } from '@/lib/permissions';

/** The visitor, their role on this site and what the permission matrix lets that role do here. */
export type Me = { user: { id: string; name: string; email: string } | null; role: Role | null; permissions: Permission[] };

const GUEST: Me = { user: null, role: null, permissions: [] };
let request: Promise<Me> | null = null;

function fetchMe(): Promise<Me> {
  request ??= fetch('/api/me', { credentials: 'same-origin', cache: 'no-store' })
    .then((response) => (response.ok ? (response.json() as Promise<Me>) : GUEST))
    .catch(() => GUEST);
  return request;
}

/** null until the answer arrives, then the visitor (user null for a guest). */
export function useMe(): Me | null {
  const [me, setMe] = useState<Me | null>(null);
  useEffect(() => {
    let live = true;
    fetchMe().then((value) => live && setMe(value));
    return () => {
      live = false;
    };
  }, []);
  return me;
}

/** Signs out, then reloads (or opens `next`) so every island and the page see the visitor as a guest. */
export async function signOut(next?: string): Promise<void> {
  await fetch('/api/auth/sign-out', {
    method: 'POST',
    credentials: 'same-origin',
    headers: { 'content-type': 'application/json' },
    body: '{}',
  }).catch(() => undefined);
  if (next) window.location.assign(next);
  else window.location.reload();
}
