'use client';
// The post editor's local draft (editing-layer spec §4, §9): one key in this browser's storage,
// checked every 30 s and written when 2 minutes have passed since it was last written, and written
// at once when the person is asked about closing with unsaved changes. It sits on top of the kit's
// journal, which keeps every keystroke in IndexedDB: the journal is what is offered back, and this
// copy only when the journal has none (its storage cleared, or unavailable in a private window).
import { useCallback, useEffect, useMemo, useRef } from 'react';
import type { JournalEntry } from '../shared/use-journal';

export const LOCAL_DRAFT_KEY = 'sitewright.postDraft';
export const LOCAL_DRAFT_CHECK_MS = 30_000;
export const LOCAL_DRAFT_EVERY_MS = 120_000;

type Stored<T> = { key: string; value: T; savedAt: number };

function readStored<T>(): Stored<T> | null {
  try {
    const text = localStorage.getItem(LOCAL_DRAFT_KEY);
    const stored = text ? (JSON.parse(text) as Stored<T>) : null;
    return stored && typeof stored.key === 'string' && typeof stored.savedAt === 'number' ? stored : null;
  } catch {
    return null;
  }
}

type Options<T> = {
  /** Which post (or the new one) the draft belongs to: the editor's journal key. */
  key: string;
  /** The working copy now. */
  current: () => T;
  /** Whether it holds changes the server does not have (false while the post loads). */
  isDirty: () => boolean;
};

export function useLocalDraft<T>({ key, current, isDirty }: Options<T>) {
  const lastSaved = useRef(0);
  const latest = useRef({ current, isDirty });
  useEffect(() => {
    latest.current = { current, isDirty };
  });

  const save = useCallback(() => {
    const savedAt = Date.now();
    try {
      localStorage.setItem(LOCAL_DRAFT_KEY, JSON.stringify({ key, value: latest.current.current(), savedAt } satisfies Stored<T>));
      lastSaved.current = savedAt;
    } catch {
      // A full or refused storage: the journal still holds the work.
    }
  }, [key]);

  useEffect(() => {
    // The two minutes count from the opening, as from a save.
    lastSaved.current = Date.now();
    const timer = setInterval(() => {
      if (latest.current.isDirty() && Date.now() - lastSaved.current >= LOCAL_DRAFT_EVERY_MS) save();
    }, LOCAL_DRAFT_CHECK_MS);
    return () => clearInterval(timer);
  }, [save]);

  /** The journal's backup: this post's stored draft, if the one key holds it. */
  const backup = useMemo(
    () => ({
      read: (): JournalEntry<T> | null => {
        const stored = readStored<T>();
        return stored?.key === key ? { value: stored.value, savedAt: stored.savedAt } : null;
      },
      clear: () => {
        try {
          if (readStored()?.key === key) localStorage.removeItem(LOCAL_DRAFT_KEY);
        } catch {
          // Nothing stored, nothing to spend.
        }
      },
    }),
    [key],
  );

  return { save, backup };
}
