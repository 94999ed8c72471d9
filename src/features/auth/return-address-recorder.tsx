'use client';
// Records each visited page as the return address for after sign-in, in the browser (the page
// HTML is shared by every visitor, so the server must not set it; docs/decisions/010).
import { useEffect } from 'react';
import { usePathname } from 'next/navigation';
import { recordVisit } from '@/lib/auth/return-address';

export function ReturnAddressRecorder() {
  // Only a trigger for client-side navigations; the address itself is read from the location bar,
  // which shows the visitor's own path (with its language prefix) rather than the rewritten one.
  const pathname = usePathname();
  useEffect(() => {
    recordVisit(`${window.location.pathname}${window.location.search}`);
  }, [pathname]);
  return null;
}
