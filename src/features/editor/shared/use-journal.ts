'use client';
// The editor's unsaved working copy, journalled in IndexedDB (idb-keyval) while it changes, so a
// crash, a closed tab or a reload loses nothing: the editor offers it back the next time it opens.
import { del, get, set } from 'idb-keyval';
import { useCallback, useEffect, useRef } from 'react';

export type JournalEntry<T> = { value: T; savedAt: number };

const PREFIX = 'sitewright.journal.';
const WRITE_DELAY_MS = 300;

export function useJournal<T>(key: string) {
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const fullKey = PREFIX + key;

  const write = useCallback(
    (value: T) => {
      if (timer.current) clearTimeout(timer.current);
      timer.current = setTimeout(() => void set(fullKey, { value, savedAt: Date.now() } satisfies JournalEntry<T>).catch(() => undefined), WRITE_DELAY_MS);
    },
    [fullKey],
  );
  const read = useCallback(() => get<JournalEntry<T>>(fullKey).catch(() => undefined), [fullKey]);
  const clear = useCallback(() => {
    if (timer.current) clearTimeout(timer.current);
    return del(fullKey).catch(() => undefined);
  }, [fullKey]);

  useEffect(() => () => {
    if (timer.current) clearTimeout(timer.current);
  }, []);

  return { write, read, clear };
}
