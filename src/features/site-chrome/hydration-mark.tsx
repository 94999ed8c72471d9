'use client';
// Marks the document once React has made the server HTML interactive: <html data-hydrated>. Until
// then a click on the sign-in icon or a menu button is a plain link or does nothing, so the
// browser tests wait for this mark instead of retrying clicks. It adds no bytes worth counting.
import { useEffect } from 'react';

export function HydrationMark() {
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true';
  }, []);
  return null;
}
