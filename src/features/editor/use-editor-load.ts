'use client';
// How every in-place editor starts, in one place so each new editor does not write it again: the
// record is loaded into the working copy (or a new copy kept), the undo history starts empty, a
// journalled copy left by a crash or reload is offered back when it differs from what was loaded,
// and every later change is journalled. A clean copy (the baseline) needs no journal. A record that
// cannot be loaded is said so and the editor closes; an editor that would rather fall back to a new
// copy catches its own errors in `load`.
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useStore, type StoreApi } from 'zustand';
import { useToast } from '@/components/ui/toast';
import { reason } from './editor-api';
import { useEditorStore } from './editor-store';
import { useJournal, type JournalEntry } from './shared/use-journal';

type EditorState<T> = { draft: T; update: (patch: Partial<T>) => void };

/** An editor's store: its working copy in zustand, with zundo's history beside it. */
type HistoryStore<S> = StoreApi<S> & { temporal: { getState: () => { clear: () => void } } };

type FirstState<T, S> = Partial<S> & { draft: T };

type LoadOptions<T, S> = {
  /**
   * Fetches the record being edited and gives the store's first state, or null when there is none
   * to edit after all; null for a new record. Without a loaded state the store's own new copy is
   * kept. `isLive` is false once the editor has gone away meanwhile.
   */
  load: ((isLive: () => boolean) => Promise<FirstState<T, S> | null>) | null;
  /** Said when `load` throws; the editor then closes. */
  loadFailed?: string;
  /**
   * A second copy kept elsewhere (the post editor's local draft, spec §9), offered when the journal
   * has none (IndexedDB cleared or unavailable), and spent with it.
   */
  backup?: { read: () => JournalEntry<T> | null; clear: () => void };
};

export function useEditorLoad<T, S extends EditorState<T>>(journalKey: string, store: HistoryStore<S>, { load, loadFailed, backup }: LoadOptions<T, S>) {
  const { toast } = useToast();
  const close = useEditorStore((state) => state.closeEditor);
  const draft = useStore(store, (state) => state.draft);
  const update = useStore(store, (state) => state.update);
  const [loading, setLoading] = useState(load !== null);
  const [restorable, setRestorable] = useState<JournalEntry<T> | null>(null);
  const { write, read, clear } = useJournal<T>(journalKey);
  // The journal and the backup (stable: the editor keeps one per opening) are read and spent together.
  const journal = useMemo(
    () => ({
      write,
      read: async () => (await read()) ?? backup?.read() ?? undefined,
      clear: () => {
        backup?.clear();
        return clear();
      },
    }),
    [write, read, clear, backup],
  );
  const baseline = useRef<T>(store.getState().draft);

  useEffect(() => {
    let live = true;
    const start = async () => {
      let loaded: FirstState<T, S> | null = null;
      if (load) {
        try {
          loaded = await load(() => live);
        } catch (error) {
          if (!live) return;
          if (loadFailed) toast({ type: 'error', message: loadFailed, description: reason(error) });
          close();
          return;
        }
      }
      if (!live) return;
      // The new copy is a first state like any other: the cast only says so to the generics.
      loaded ??= { draft: baseline.current } as FirstState<T, S>;
      baseline.current = loaded.draft;
      store.setState(loaded);
      store.temporal.getState().clear();
      setLoading(false);
      const entry = await journal.read();
      if (!live || !entry) return;
      // A journalled copy the server already has is spent: nothing to offer, nothing to keep.
      if (JSON.stringify(entry.value) === JSON.stringify(loaded.draft)) void journal.clear();
      else setRestorable(entry);
    };
    void start();
    return () => {
      live = false;
    };
    // Runs once per opened editor: the key of the editor host remounts it for another record.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  // Journal every change made here; a clean copy needs no journal.
  useEffect(() => {
    if (loading || JSON.stringify(draft) === JSON.stringify(baseline.current)) return;
    journal.write(draft);
  }, [draft, loading, journal]);

  /** A saved record: what was sent is the new clean copy. */
  const markSaved = useCallback((value: T) => {
    baseline.current = value;
  }, []);

  /** Whether the working copy holds changes the server does not have (read when asked, not rendered). */
  const isDirty = useCallback(() => !loading && JSON.stringify(store.getState().draft) !== JSON.stringify(baseline.current), [loading, store]);

  /** The journalled copy taken back, as one step that undo can take back again. */
  const restore = () => {
    if (restorable) update(restorable.value);
    setRestorable(null);
  };

  const discard = () => {
    void journal.clear();
    setRestorable(null);
  };

  return { loading, journal, markSaved, isDirty, restore: restorable ? restore : null, discard };
}

export type EditorLoad = Pick<ReturnType<typeof useEditorLoad>, 'restore' | 'discard'>;
