'use client';
// The editor's unsaved working copy, journalled in IndexedDB (idb-keyval) as it changes, so a
// crash, a closed tab or a reload loses nothing: the editor offers it back the next time it opens.
// A change is written at once, not after a pause: a keystroke is on its way to the journal before
// the next frame. Writes never pile up: while one is in flight, later changes wait as one (the
// newest), written when it lands. Leaving the page (pagehide, or the tab hidden) sends what waits.
import { del, get, set } from 'idb-keyval';
import { useCallback, useEffect, useRef } from 'react';

export type JournalEntry<T> = { value: T; savedAt: number };

const PREFIX = 'sitewright.journal.';

type Pending<T> = { value: T } | null;

export function useJournal<T>(key: string) {
  const fullKey = PREFIX + key;
  const writing = useRef(false);
  const waiting = useRef<Pending<T>>(null);

  // Writes what waits, newest first, one at a time, until nothing is left waiting.
  const pump = useCallback(() => {
    if (writing.current) return;
    writing.current = true;
    void (async () => {
      while (waiting.current) {
        const { value } = waiting.current;
        waiting.current = null;
        await set(fullKey, { value, savedAt: Date.now() } satisfies JournalEntry<T>).catch(() => undefined);
      }
      writing.current = false;
    })();
  }, [fullKey]);

  const write = useCallback(
    (value: T) => {
      waiting.current = { value };
      pump();
    },
    [pump],
  );
  const read = useCallback(() => get<JournalEntry<T>>(fullKey).catch(() => undefined), [fullKey]);
  const clear = useCallback(() => {
    waiting.current = null;
    return del(fullKey).catch(() => undefined);
  }, [fullKey]);

  useEffect(() => {
    // A write still waiting when the page goes away (a reload, a closed tab, a phone switching
    // apps) is begun now, beside the one in flight: IndexedDB runs the two in the order they were
    // begun, so the newest lands last.
    const flush = () => {
      if (!waiting.current) return;
      const { value } = waiting.current;
      waiting.current = null;
      void set(fullKey, { value, savedAt: Date.now() } satisfies JournalEntry<T>).catch(() => undefined);
    };
    const onVisibility = () => document.visibilityState === 'hidden' && flush();
    addEventListener('pagehide', flush);
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      removeEventListener('pagehide', flush);
      document.removeEventListener('visibilitychange', onVisibility);
    };
  }, [fullKey]);

  return { write, read, clear };
}
