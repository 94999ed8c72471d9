'use client';
// Conflict-safe saving for any editor of a versioned record (decision 064). The editor tells it what
// the record was when loaded (`rebase`), and saves through `saveBased`, which sends the version the
// working copy is based on. A save refused as stale (409 with the record as it now is) is merged
// field by field: saved at once when only different fields changed, otherwise the conflict view asks
// about the fields both changed and hands the settled copy back to the editor's own save.
import { useCallback, useMemo, useRef, useState } from 'react';
import { useToast } from '@/components/ui/toast';
import { EditorApiError } from '../editor-api';
import { useEditorContext } from '../editor-labels';
import { ConflictDialog, type Choices, type ConflictRow } from './conflict-dialog';
import { mergeDrafts, settle, type MergeResult } from './merge';

type Options<T> = {
  /** Sends the working copy with the version it is based on; answers the saved record. */
  send: (body: T, version: number | undefined) => Promise<{ version?: number } | null | undefined>;
  /** The working copy of the record as the server now has it (a 409's `current`). */
  fromRecord: (record: never) => T;
  /** Puts values into the working copy, as one step undo can take back. */
  update: (patch: Partial<T>) => void;
  /** The fields both changed, as the person reads them. */
  rows: (keys: (keyof T & string)[], mine: T, theirs: T) => ConflictRow[];
  /** Saves a settled copy again, through the editor's own save (its checks first). */
  saveAgain: (body: T) => void;
  /** The conflict view's title and the merge's notice, where "this section" is not the record. */
  words?: { conflictTitle: string; merged: string };
};

type Conflict<T> = { result: MergeResult<T>; mine: T; theirs: T };

export function useVersionedSave<T extends Record<string, unknown>>(options: Options<T>) {
  const { editor: labels } = useEditorContext();
  const { toast } = useToast();
  const basis = useRef<{ draft: T; version: number | undefined } | null>(null);
  const [conflict, setConflict] = useState<Conflict<T> | null>(null);

  /** The record as the server has it: what the next save is based on. */
  const rebase = useCallback((draft: T, version: number | undefined) => {
    basis.current = { draft, version };
  }, []);

  /** True once saved; false when the save waits on the person (the conflict view, a deleted record). */
  const saveBased = async (body: T): Promise<boolean> => {
    // Never ahead of the editor's own writes still on their way: they come first on the server.
    await Promise.all([...pending.current]);
    try {
      const saved = await options.send(body, basis.current?.version);
      rebase(body, saved?.version);
      return true;
    } catch (error) {
      if (!(error instanceof EditorApiError) || error.status !== 409) throw error;
      const current = (error.body as { current?: unknown } | null)?.current ?? null;
      if (!current) {
        toast({ type: 'error', message: labels.conflictGone });
        return false;
      }
      const theirs = options.fromRecord(current as never);
      const result = mergeDrafts(basis.current?.draft ?? theirs, body, theirs);
      rebase(theirs, (current as { version?: number }).version);
      options.update(result.merged);
      if (result.conflicts.length) {
        setConflict({ result, mine: body, theirs });
        return false;
      }
      toast({ type: 'info', message: options.words?.merged ?? labels.conflictMerged });
      return saveBased(result.merged);
    }
  };

  const choose = (choices: Choices) => {
    if (!conflict) return;
    const settled = settle(conflict.result, conflict.theirs, choices as Partial<Record<keyof T & string, "mine" | "theirs">>);
    setConflict(null);
    options.update(settled);
    options.saveAgain(settled);
  };

  /**
   * The editor's own writes to a part of the record (a section's cards), each answering the record.
   * The basis moves along only through versions the editor made itself, in order, however their
   * answers arrive: a version it did not make means someone else saved in between, and the next
   * save must still meet it (and merge).
   */
  const own = useRef(new Set<number>());
  const pending = useRef(new Set<Promise<unknown>>());
  const follow = useCallback((record: unknown) => {
    const next = (record as { version?: unknown } | null)?.version;
    if (typeof next !== 'number' || !basis.current || basis.current.version === undefined) return;
    own.current.add(next);
    let version = basis.current.version;
    while (own.current.delete(version + 1)) version += 1;
    basis.current = { ...basis.current, version };
  }, []);
  const track = useCallback(
    <W,>(write: Promise<W>): Promise<W> => {
      const followed = write.then(follow, () => undefined);
      pending.current.add(followed);
      void followed.finally(() => pending.current.delete(followed));
      return write;
    },
    [follow],
  );
  const ownWrites = useMemo(() => ({ track }), [track]);

  /** The version the next save is based on (a History restore replaces the same one). */
  const version = useCallback(() => basis.current?.version, []);

  const dialog = <ConflictDialog rows={conflict && options.rows(conflict.result.conflicts, conflict.mine, conflict.theirs)} title={options.words?.conflictTitle} onSave={choose} onKeepEditing={() => setConflict(null)} />;
  return { rebase, saveBased, version, ownWrites, dialog };
}
