'use client';
// Which cards a saved section shows, and in which order, as one editor changes it while others may
// too (decision 064). Every change to the list (add, take out, delete for good, move, and the undo
// or redo of one) runs in one queue, in the order it was made, so that a move never reaches the
// server before the add it moves. The editor keeps the list as the server last answered it, with
// the section's version:
// - a move names that version. Refused as stale, it is sent again on the new version when the list
//   is still the one it was based on (someone else changed only the section's fields), and dropped
//   when someone else changed the list meanwhile: their list is then shown, and said;
// - adding and taking out name no version: they commute with anyone else's, and the server answers
//   a card added or taken out twice (409 and 404) as the state the editor wanted;
// - whenever the queue is empty, the working copy's list is the server's: another person's list
//   change learned from an answer or from the editor's look every few seconds is shown then, in every
//   step of the history (draft-store.ts `absorbList`), so no undo takes it back.
import { useCallback, useRef } from 'react';
import { useToast } from '@/components/ui/toast';
import { EditorApiError, editorApi, reason } from '../editor-api';
import { useEditorContext } from '../editor-labels';
import { useEditorCache } from '../editor-queries';
import type { OwnWrites } from '../kit/own-writes';
import { absorbList, forgetMetric, type DraftStore } from './draft-store';
import { metricChanges } from './metric-sync';
import type { MetricData } from './section-draft';
import type { CardSaves } from './use-card-saves';

/** The part of a section's answer this needs (GET, a list change, a 409's `current`). */
export type ListRecord = { version?: number; website_metric?: MetricData[] | null };
type Known = { ids: string[]; cards: MetricData[]; version: number | undefined };

export type CardList = {
  /** The section as the server answered it (created, looked at again); a list someone else changed is shown. */
  know: (record: ListRecord) => void;
  /** The section as loaded or restored, before the working copy takes its cards: only kept. */
  loaded: (record: ListRecord) => void;
  /** Adds a card of the library at the end; resolves once the server has it. */
  add: (card: MetricData) => Promise<void>;
  /** Takes a card out of the section (it stays in the library). */
  remove: (id: string) => Promise<void>;
  /** Deletes a card everywhere, on the version this editor has of it. */
  destroy: (id: string) => Promise<void>;
  /** Shows the cards in this order at once and saves it; false when it was not saved. */
  move: (order: MetricData[]) => Promise<boolean>;
  /** A step through the history changed the list: tells the server to match it. */
  sync: (before: readonly MetricData[], after: readonly MetricData[]) => Promise<void>;
};

const idsOf = (cards: readonly MetricData[]) => cards.map((card) => card.id);
const same = (a: readonly string[], b: readonly string[]) => a.length === b.length && a.every((id, index) => id === b[index]);
const sameSet = (a: readonly string[], b: readonly string[]) => a.length === b.length && [...a].sort().join() === [...b].sort().join();
const status = (error: unknown) => (error instanceof EditorApiError ? error.status : 0);

export function useCardList({ sectionId, store, track, saves }: { sectionId: string | null; store: DraftStore; track: OwnWrites['track']; saves: Pick<CardSaves, 'settled' | 'version'> }): CardList {
  const { editor: labels } = useEditorContext();
  const { toast } = useToast();
  const cache = useEditorCache();
  const known = useRef<Known | null>(null);
  const tail = useRef<Promise<unknown>>(Promise.resolve());
  const waiting = useRef(0);
  /** The next difference found is this editor's own failed change, put back without a word about others. */
  const quiet = useRef(false);
  const base = `/api/template-sections/${sectionId}/metrics`;

  /** Keeps an answer when it is newer than what is known (a look sent before a change may land after it). */
  const take = useCallback((record: ListRecord | null | undefined) => {
    if (!record?.website_metric) return;
    const current = known.current;
    if (current?.version !== undefined && record.version !== undefined && record.version <= current.version) return;
    known.current = { ids: idsOf(record.website_metric), cards: record.website_metric, version: record.version };
  }, []);

  /** With nothing on its way, the working copy shows the server's list. */
  const settle = useCallback(() => {
    if (waiting.current > 0 || !known.current) return;
    const wasQuiet = quiet.current;
    quiet.current = false;
    if (same(idsOf(store.getState().metrics), known.current.ids)) return;
    absorbList(store, known.current.cards);
    if (!wasQuiet) toast({ type: 'info', message: labels.cardListChangedByOthers });
  }, [labels.cardListChangedByOthers, store, toast]);

  const know = useCallback(
    (record: ListRecord) => {
      take(record);
      settle();
    },
    [settle, take],
  );

  /** Runs after every change before it; the list is compared with the server's once none is left. */
  const queue = useCallback(
    <T>(step: () => Promise<T>): Promise<T> => {
      waiting.current += 1;
      const run = tail.current.then(step);
      tail.current = run
        .catch(() => undefined)
        .finally(() => {
          waiting.current -= 1;
          settle();
        });
      return run;
    },
    [settle],
  );

  const write = useCallback((method: 'POST' | 'PUT' | 'DELETE', path: string, body?: unknown) => track(editorApi<ListRecord>(method, path, body)), [track]);

  const linkOnServer = useCallback(
    async (id: string) => {
      try {
        take(await write('POST', base, { metric_id: id }));
      } catch (error) {
        // Already in the section: someone else added it too, which is what was wanted.
        if (status(error) !== 409) throw error;
      }
    },
    [base, take, write],
  );

  const unlinkOnServer = useCallback(
    async (id: string) => {
      try {
        take(await write('DELETE', `${base}?metric_id=${encodeURIComponent(id)}`));
      } catch (error) {
        // Not in the section any more: someone else took it out, which is what was wanted.
        if (status(error) !== 404) throw error;
      }
    },
    [base, take, write],
  );

  /** Saves an order, based on the list as the server last answered it; false when not saved. */
  const orderOnServer = useCallback(
    async (order: string[]): Promise<boolean> => {
      let basis = known.current;
      // Someone else added or took out a card meanwhile: this order is not theirs to impose.
      if (!basis || !sameSet(basis.ids, order)) return false;
      if (same(basis.ids, order)) return true;
      for (let round = 0; round < 3; round += 1) {
        try {
          take(await write('PUT', base, { metric_ids: order, version: basis.version }));
          return true;
        } catch (error) {
          const current = status(error) === 409 ? ((error as EditorApiError).body as { current?: ListRecord } | null)?.current : null;
          if (!current?.website_metric) {
            quiet.current = true;
            toast({ type: 'error', message: labels.orderFailed, description: reason(error) });
            return false;
          }
          take(current);
          // The list moved under this one: theirs is shown when the queue is empty, and said.
          if (!same(idsOf(current.website_metric), basis.ids)) return false;
          basis = { ...basis, version: current.version };
        }
      }
      quiet.current = true;
      toast({ type: 'error', message: labels.orderFailed });
      return false;
    },
    [base, labels.orderFailed, take, toast, write],
  );

  const add = useCallback(
    (card: MetricData) =>
      queue(async () => {
        await linkOnServer(card.id);
        const { metrics, setMetrics } = store.getState();
        if (!metrics.some((metric) => metric.id === card.id)) setMetrics([...metrics, card]);
        void cache.sectionsChanged();
      }),
    [cache, linkOnServer, queue, store],
  );

  const remove = useCallback(
    (id: string) =>
      queue(async () => {
        await unlinkOnServer(id);
        const { metrics, setMetrics } = store.getState();
        setMetrics(metrics.filter((metric) => metric.id !== id));
        void cache.sectionsChanged();
      }),
    [cache, queue, store, unlinkOnServer],
  );

  const destroy = useCallback(
    (id: string) =>
      queue(async () => {
        // The card's own saves go first, so the delete names the version they made.
        await saves.settled(id);
        const version = saves.version(id);
        try {
          await editorApi('DELETE', `/api/metrics/${id}?force=true${version === undefined ? '' : `&version=${version}`}`);
        } catch (error) {
          const current = status(error) === 409 ? ((error as EditorApiError).body as { current?: unknown } | null)?.current : null;
          // Changed by someone else since this editor had it: they are told, and nothing is deleted.
          if (current) throw new Error(labels.cardChangedBeforeDelete);
          if (status(error) !== 404) throw error;
        }
        // Gone from every step of the history as well: it cannot come back.
        forgetMetric(store, id);
        const { metrics, setMetrics } = store.getState();
        setMetrics(metrics.filter((metric) => metric.id !== id));
        if (known.current) known.current = { ...known.current, ids: known.current.ids.filter((known) => known !== id), cards: known.current.cards.filter((card) => card.id !== id) };
        void cache.metricsChanged();
      }),
    [cache, labels.cardChangedBeforeDelete, queue, saves, store],
  );

  const move = useCallback(
    (order: MetricData[]) => {
      store.getState().setMetrics(order);
      return queue(() => orderOnServer(idsOf(order))).then((saved) => {
        if (saved) void cache.sectionsChanged();
        return saved;
      });
    },
    [cache, orderOnServer, queue, store],
  );

  const sync = useCallback(
    async (before: readonly MetricData[], after: readonly MetricData[]) => {
      const { add: added, remove: removed } = metricChanges(before, after);
      const steps = [
        ...removed.map((id) => queue(() => unlinkOnServer(id))),
        ...added.map((id) =>
          queue(() =>
            linkOnServer(id).catch((error: unknown) => {
              // Deleted for good by someone else: it cannot come back.
              if (status(error) !== 404) throw error;
              forgetMetric(store, id);
            }),
          ),
        ),
        // The order is worked out once the adds and removes are answered, from the server's list.
        queue(() => orderOnServer(idsOf(after))),
      ];
      await Promise.all(steps);
      void cache.sectionsChanged();
    },
    [cache, linkOnServer, orderOnServer, queue, store, unlinkOnServer],
  );

  return { know, loaded: take, add, remove, destroy, move, sync };
}
