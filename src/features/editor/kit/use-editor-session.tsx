'use client';
// One editor's session, over any versioned record: what every editor does between opening and
// closing, in one call, so that a new editor writes only its fields, its preview and its calls.
// - the start (use-editor-load.ts): the record loaded into the draft store, the undo history empty,
//   the journal offered back after a crash or reload, every change journalled;
// - conflict-safe saves (use-versioned-save.tsx): the version each save is based on, a stale save
//   merged or shown side by side;
// - the History button and the news of someone else's save (history-panel.tsx);
// - closing that asks before unsaved changes go (shared/close-guard.tsx);
// - the busy flag around a save or a delete, its failure said in a toast, and `finish`: the success
//   said, the journal spent, the page drawn again, the editor closed.
import { useRouter } from 'next/navigation';
import { useEffect, useState } from 'react';
import { useStore, type StoreApi } from 'zustand';
import { useToast } from '@/components/ui/toast';
import { useEditorStore } from '../editor-store';
import { useGuardedClose } from '../shared/close-guard';
import { useEditorLoad } from '../use-editor-load';
import { useHistory, type HistoryEntityName, type HistoryFields } from './history-panel';
import { useVersionedSave } from './use-versioned-save';
import type { JournalEntry } from '../shared/use-journal';
import type { ConflictRow } from './conflict-dialog';

const NO_HISTORY = { entity: 'section', id: false, fields: { label: () => null, rows: () => [] } } satisfies Options<never, never, never, never>['history'];

type EditorState<T> = { draft: T; update: (patch: Partial<T>) => void };
type SessionStore<S> = StoreApi<S> & { temporal: { getState: () => { clear: () => void } } };

/**
 * What saves are based on, when not the draft's own shape: the hero's saves merge its style settings
 * one by one, as flat fields (decision 064). The identity where not given.
 */
type Basis<T, B> = { to: (draft: T) => B; from: (fields: B) => T };

type Options<T, S, R, B> = {
  /** The journal's key: the kind, and the record's id or where a new one goes. */
  journalKey: string;
  store: SessionStore<S>;
  /** Reads the record being edited (through its GET), or null for a new one or one that is gone. */
  load: ((isLive: () => boolean) => Promise<R | null>) | null;
  /** Said when the record cannot be read; the editor then closes. */
  loadFailed?: string;
  /** The record as the working copy, with anything else the store's first state holds. */
  fromRecord: (record: R) => Partial<S> & { draft: T };
  /** The record's version: what its next save is based on. */
  version: (record: R) => number | undefined;
  /** Sends the working copy with the version it is based on; answers the saved record. */
  send: (draft: T, version: number | undefined) => Promise<R>;
  /** The fields both people changed, as the conflict view shows them (in the basis' shape). */
  rows: (keys: (keyof B & string)[], mine: B, theirs: B) => ConflictRow[];
  basis?: Basis<T, B>;
  /** Saves a settled copy again, through the editor's own save (its checks first). */
  saveAgain: (draft: T) => void;
  /**
   * The History panel's record and fields; `id` is null until the record exists. Left out by an
   * editor of something that keeps no revisions (the page layout): no History, no news of saves.
   */
  history?: {
    entity: HistoryEntityName;
    id: string | null | false;
    fields: HistoryFields;
    /** The editor's record from what a restore answers, where its history keeps a part of it (a header's style). */
    toRecord?: (restored: never) => R;
  };
  /** Anything else the editor keeps of a record it loaded or restored (a name for its delete question). */
  onRecord?: (record: R) => void;
  /** The conflict view's title and the merge's notice, where "this section" is not the record. */
  words?: { conflictTitle: string; merged: string };
  /** A second copy of unsaved work kept beside the journal (use-editor-load.ts); stable per opening. */
  backup?: { read: () => JournalEntry<T> | null; clear: () => void };
  /** Runs when closing asks about unsaved changes; stable per opening. */
  onCloseAsked?: () => void;
  /**
   * The editor's dialog (a selector): once the record is in, its first field takes the focus from
   * the header's buttons, where the dialog put it on opening. Left out where the first thing to do
   * is not typing (the hero's toolbar), or the editor focuses a field itself.
   */
  focusFirstField?: string;
};

/** A field one types into: where an editor's work starts (a choice list before it can wait). */
const FIELD = 'input:is([type="text"], :not([type])):not([disabled]), textarea:not([disabled]), [contenteditable="true"]';

/** Moves the focus to the dialog's first text field once loaded, unless the person has already moved it. */
function useFirstField(dialog: string | undefined, loading: boolean) {
  useEffect(() => {
    if (!dialog || loading) return;
    const frame = requestAnimationFrame(() => {
      const root = document.querySelector<HTMLElement>(dialog);
      const active = document.activeElement;
      const untouched = active === root || Boolean(active && root?.querySelector('header')?.contains(active));
      if (!root || !untouched) return;
      const field = [...root.querySelectorAll<HTMLElement>(FIELD)].find((element) => !element.closest('header'));
      field?.focus();
    });
    return () => cancelAnimationFrame(frame);
  }, [dialog, loading]);
}

export function useEditorSession<T extends Record<string, unknown>, S extends EditorState<T>, R, B extends Record<string, unknown> = T>(options: Options<T, S, R, B>) {
  const { toast } = useToast();
  const router = useRouter();
  const close = useEditorStore((state) => state.closeEditor);
  const { store } = options;
  const draft = useStore(store, (state) => state.draft);
  const update = useStore(store, (state) => state.update);
  const [busy, setBusy] = useState(false);

  const basis = options.basis ?? ({ to: (draft: T) => draft as unknown as B, from: (fields: B) => fields as unknown as T } satisfies Basis<T, B>);
  const based = useVersionedSave<B>({
    send: (fields, version) => options.send(basis.from(fields), version) as Promise<{ version?: number }>,
    fromRecord: ((record: R) => basis.to(options.fromRecord(record).draft)) as (record: never) => B,
    update: (fields) => update(basis.from({ ...basis.to(store.getState().draft), ...fields })),
    rows: options.rows,
    saveAgain: (fields) => options.saveAgain(basis.from(fields)),
    words: options.words,
  });
  // The same, in the draft's shape, for the editor and the History panel.
  const versioned = {
    ...based,
    rebase: (saved: T, version: number | undefined) => based.rebase(basis.to(saved), version),
    saveBased: (body: T) => based.saveBased(basis.to(body)),
  };

  const load = options.load;
  const start = useEditorLoad<T, S>(options.journalKey, store, {
    load: load
      ? async (isLive) => {
          const record = await load(isLive);
          if (!record) return null;
          const first = options.fromRecord(record);
          versioned.rebase(first.draft, options.version(record));
          if (isLive()) options.onRecord?.(record);
          return first;
        }
      : null,
    loadFailed: options.loadFailed,
    backup: options.backup,
  });

  const history = useHistory<T>({
    ...(options.history ?? NO_HISTORY),
    start,
    versioned,
    update,
    restored: (answer: never) => {
      const record = options.history?.toRecord ? options.history.toRecord(answer) : (answer as R);
      const first = options.fromRecord(record);
      // The rest of the first state (a section's cards) comes back with the fields.
      const { draft: restoredDraft, ...rest } = first;
      if (Object.keys(rest).length) store.setState(rest as Partial<S>);
      options.onRecord?.(record);
      return { draft: restoredDraft, version: options.version(record) };
    },
  });

  useFirstField(options.focusFirstField, start.loading);

  // Cancel, Escape, the close button and the back button: asked first when there are unsaved changes.
  const guard = useGuardedClose(start, close, options.onCloseAsked);

  /** Runs a save or a delete with the editor busy; a failure is said with `failed` and the server's reason. */
  const run = async (action: () => Promise<void>, failed: (error: unknown) => { message: string; description?: string }) => {
    setBusy(true);
    try {
      await action();
    } catch (error) {
      toast({ type: 'error', ...failed(error) });
    } finally {
      setBusy(false);
    }
  };

  /**
   * A save or a delete is done: the journal spent, the editor closed (its history entry gone back
   * over), the page drawn again, and only then said, so that what one does on reading the message
   * (a reload, another page) comes after the editor's own navigation instead of being cut short by it.
   */
  const finish = async (message: string) => {
    await start.journal.clear();
    close();
    router.refresh();
    toast({ type: 'success', message });
  };

  return { draft, update, start, versioned, history, guard, busy, run, finish };
}
