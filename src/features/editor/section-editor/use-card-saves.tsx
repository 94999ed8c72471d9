'use client';
// A section's cards are saved as they change (spec §7: every keystroke and every toggle), one queue
// per card, so a card's requests never overtake each other and a toggle made while its title is on
// the way joins the next request. Every PATCH names the version of the card it was based on
// (decision 064): when someone else changed the card meanwhile, the server answers 409 with the card
// as it now is, and it is merged as the section's own save is. What only they changed is shown at
// once, what only this editor changed is sent again on the new version, and a field both changed is
// asked about in the conflict view, card by card. While the editor is open it also looks at the
// section's cards every few seconds and shows what someone else changed on a card it is not busy
// saving, and who. In another language than the default, a text field is the translation map, sent whole.
import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { useToast } from '@/components/ui/toast';
import { labelText } from '@/lib/i18n/island-labels';
import { EditorApiError, editorApi, reason } from '../editor-api';
import { useEditorContext } from '../editor-labels';
import { useEditorCache } from '../editor-queries';
import { ConflictDialog, type Choices, type ConflictRow } from '../kit/conflict-dialog';
import type { RevisionList } from '../kit/history-panel';
import { conflictLabel, conflictValue } from '../kit/conflict-values';
import { mergeDrafts, type MergeResult } from '../kit/merge';
import { createSaveQueue, type SaveQueue, type SaveState } from '../save-queue';
import { plainText } from '../translations';
import type { EditorLabels, PlainEditorKey } from '@/lib/i18n/editor-labels';
import { CARD_FIELDS, cardFields, type CardField, type CardFields, type CardPatch, type MetricData } from './section-draft';

/** Sends a change to a card; resolves once it is saved (false when the server refused it). */
export type SaveCard = (id: string, patch: CardPatch) => Promise<boolean>;

export type CardSaves = {
  save: SaveCard;
  /** Cards as the server has them (loaded, added, restored): what their next change is based on. */
  know: (cards: readonly MetricData[]) => void;
  /** Cards as the server now has them (the editor's look every few seconds). */
  absorb: (cards: readonly MetricData[]) => void;
  state: SaveState;
  /** Resolves once a card's changes on their way are answered. */
  settled: (id: string) => Promise<void>;
  /** The version of a card as this editor last had it from the server. */
  version: (id: string) => number | undefined;
  /** The conflict view of a card, when one waits for the person. */
  dialog: ReactNode;
};

type Options = {
  /** Puts the other person's values into the working copy; not a step of this editor's undo. */
  onTheirs: (id: string, fields: CardPatch) => void;
};

type Known = { card: CardFields; version: number | undefined };
/** `name`: the card's title as this editor last had it from the server. */
type CardConflict = { id: string; name: string; result: MergeResult<CardFields>; mine: CardFields; theirs: CardFields };

/** The label of the control that edits each field of a card. */
const FIELD_LABELS: Record<CardField, PlainEditorKey> = {
  title: 'metricTitleField',
  title_translation: 'metricTitleField',
  description: 'description',
  description_translation: 'description',
  image: 'addMedia',
  is_title_displayed: 'toggleTitle',
  is_image_rounded_full: 'toggleRound',
  is_card_type: 'toggleCard',
  background_color: 'cardBackground',
};

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);
const pick = (card: CardFields, keys: readonly CardField[]): CardPatch => Object.fromEntries(keys.map((key) => [key, card[key]]));
/** A 4xx other than a conflict or a pause: sending the same value again would be refused again. */
const refusedForGood = (error: unknown) => error instanceof EditorApiError && error.status >= 400 && error.status < 500 && ![404, 408, 409, 429].includes(error.status);

/** A card field's value as the conflict view shows it; descriptions are rich text, shown as words. */
function cardValue(key: CardField, value: unknown, labels: EditorLabels): string {
  if (key === 'description') return plainText(value as string);
  if (key === 'description_translation' && value) return conflictValue(Object.fromEntries(Object.entries(value).map(([locale, html]) => [locale, plainText(html as string)])), labels);
  return conflictValue(value, labels);
}

export function useCardSaves({ onTheirs }: Options): CardSaves {
  const { editor: labels } = useEditorContext();
  const { toast } = useToast();
  const cache = useEditorCache();
  const queues = useRef(new Map<string, SaveQueue<CardPatch>>());
  const states = useRef(new Map<string, SaveState>());
  const basis = useRef(new Map<string, Known>());
  const refused = useRef(new Set<string>());
  const warned = useRef(false);
  const [state, setState] = useState<SaveState>('idle');
  const [conflicts, setConflicts] = useState<CardConflict[]>([]);
  // The fields of a card being asked about are held back: what is typed into them meanwhile (before
  // the view takes the focus) joins "mine" in the view rather than going over the other's text.
  const held = useRef(new Map<string, readonly CardField[]>());
  const theirs = useRef(onTheirs);
  useEffect(() => {
    theirs.current = onTheirs;
  });

  /** A card whose queue is sending, or waiting to retry. */
  const saving = useCallback((id: string) => ['saving', 'failed'].includes(states.current.get(id) ?? 'idle'), []);

  const refresh = useCallback(() => {
    const all = [...states.current.values()];
    setState(all.includes('failed') ? 'failed' : all.includes('saving') ? 'saving' : all.length ? 'saved' : 'idle');
  }, []);

  const know = useCallback((cards: readonly MetricData[]) => {
    for (const card of cards) {
      const known = basis.current.get(card.id);
      if (!known || (card.version ?? 0) > (known.version ?? 0)) basis.current.set(card.id, { card: cardFields(card), version: card.version });
    }
  }, []);

  const send = useCallback(
    async (id: string, first: CardPatch): Promise<void> => {
      let patch = first;
      const holding = held.current.get(id);
      if (holding) {
        const typed = (Object.keys(patch) as CardField[]).filter((key) => holding.includes(key));
        if (typed.length) {
          const part = pick(patch as CardFields, typed);
          setConflicts((list) => list.map((entry) => (entry.id === id ? { ...entry, mine: { ...entry.mine, ...part } } : entry)));
        }
        patch = pick(patch as CardFields, (Object.keys(patch) as CardField[]).filter((key) => !holding.includes(key)));
        if (!Object.keys(patch).length) return;
      }
      // Each round meets the version someone else saved; a card changed under it again and again
      // is left to the queue's retry.
      for (let round = 0; round < 3; round += 1) {
        const known = basis.current.get(id);
        try {
          const saved = await editorApi<MetricData>('PATCH', `/api/metrics/${id}`, { ...patch, version: known?.version });
          basis.current.set(id, { card: cardFields(saved), version: saved.version });
          return;
        } catch (error) {
          if (refusedForGood(error)) {
            // The server will not take this value: the card shows what it has again.
            refused.current.add(id);
            if (known) theirs.current(id, pick(known.card, Object.keys(patch) as CardField[]));
            toast({ type: 'error', message: 'image' in patch ? labels.urlUpdateFailed : labels.updateFailed, description: reason(error) });
            return;
          }
          if (!(error instanceof EditorApiError) || (error.status !== 409 && error.status !== 404)) throw error;
          const current = (error.body as { current?: MetricData } | null)?.current;
          if (!current) {
            // Deleted by someone else: there is nothing left to send to.
            refused.current.add(id);
            toast({ type: 'error', message: labels.cardGone });
            return;
          }
          const now = cardFields(current);
          const base = known?.card ?? now;
          const mine = { ...base, ...patch };
          const result = mergeDrafts(base, mine, now);
          basis.current.set(id, { card: now, version: current.version });
          // What only they changed shows at once; what only I changed goes again on their version.
          const onlyTheirs = CARD_FIELDS.filter((key) => !(key in patch) && !same(now[key], base[key]));
          if (onlyTheirs.length) theirs.current(id, pick(now, onlyTheirs));
          if (result.conflicts.length) {
            held.current.set(id, result.conflicts);
            setConflicts((list) => [...list.filter((entry) => entry.id !== id), { id, name: plainText(base.title) || labels.untitledSection, result, mine, theirs: now }]);
          }
          const rest = (Object.keys(patch) as CardField[]).filter((key) => !result.conflicts.includes(key));
          if (!rest.length) return;
          patch = pick(mine, rest);
        }
      }
      throw new Error(labels.saveFailed);
    },
    [labels.cardGone, labels.saveFailed, labels.untitledSection, labels.updateFailed, labels.urlUpdateFailed, toast],
  );

  const queueFor = useCallback(
    (id: string) => {
      let queue = queues.current.get(id);
      if (queue) return queue;
      queue = createSaveQueue<CardPatch>({
        send: (patch) => send(id, patch),
        merge: (older, newer) => ({ ...older, ...newer }),
        onState: (next) => {
          states.current.set(id, next);
          if (next === 'failed' && !warned.current) {
            warned.current = true;
            toast({ type: 'error', message: labels.saveFailedToast });
          }
          if (next === 'saved') {
            warned.current = false;
            // The library shows cards' titles: the next opening asks for them again.
            void cache.metricsChanged();
          }
          refresh();
        },
      });
      queues.current.set(id, queue);
      return queue;
    },
    [cache, labels.saveFailedToast, refresh, send, toast],
  );

  const save = useCallback<SaveCard>(
    (id, patch) => {
      const queue = queueFor(id);
      refused.current.delete(id);
      queue.push(patch);
      return queue.settled().then(() => !refused.current.has(id));
    },
    [queueFor],
  );

  const settled = useCallback((id: string) => queues.current.get(id)?.settled() ?? Promise.resolve(), []);
  const version = useCallback((id: string) => basis.current.get(id)?.version, []);

  const absorb = useCallback(
    (cards: readonly MetricData[]) => {
      for (const card of cards) {
        const known = basis.current.get(card.id);
        // A card this editor is saving, or asking about, learns of the change from its own 409.
        if (!known || (card.version ?? 0) <= (known.version ?? 0) || saving(card.id) || held.current.has(card.id)) continue;
        const now = cardFields(card);
        basis.current.set(card.id, { card: now, version: card.version });
        const changed = CARD_FIELDS.filter((key) => !same(now[key], known.card[key]));
        if (!changed.length) continue;
        theirs.current(card.id, pick(now, changed));
        // Who: the author of the card's newest save, from its revisions.
        const title = plainText(card.title) || labels.untitledSection;
        void editorApi<RevisionList>('GET', `/api/revisions?entity=metric&id=${card.id}&limit=1`)
          .then((list) => list.revisions[0]?.author?.name ?? null, () => null)
          .then((name) => toast({ type: 'info', message: name ? labelText(labels.cardChangedBy, { name, title }) : labelText(labels.cardChangedByOthers, { title }) }));
      }
    },
    [labels.cardChangedBy, labels.cardChangedByOthers, labels.untitledSection, saving, toast],
  );

  useEffect(() => {
    const current = queues.current;
    return () => {
      for (const queue of current.values()) queue.dispose();
    };
  }, []);

  const conflict = conflicts[0] ?? null;
  const rows: ConflictRow[] | null = conflict
    ? conflict.result.conflicts.map((key) => ({ key, label: conflictLabel(key, labels[FIELD_LABELS[key]], labels), mine: cardValue(key, conflict.mine[key], labels), theirs: cardValue(key, conflict.theirs[key], labels) }))
    : null;
  const next = () => {
    if (conflict) held.current.delete(conflict.id);
    setConflicts((list) => list.slice(1));
  };
  const choose = (choices: Choices) => {
    if (!conflict) return;
    const kept = conflict.result.conflicts.filter((key) => choices[key] !== 'theirs');
    const dropped = conflict.result.conflicts.filter((key) => choices[key] === 'theirs');
    next();
    if (dropped.length) theirs.current(conflict.id, pick(conflict.theirs, dropped));
    if (kept.length) void save(conflict.id, pick(conflict.mine, kept));
  };
  const dialog = (
    <ConflictDialog
      rows={rows}
      title={conflict ? labelText(labels.cardConflictTitle, { title: conflict.name }) : undefined}
      body={labels.cardConflictBody}
      onSave={choose}
      onKeepEditing={next}
    />
  );

  return { save, know, absorb, state, settled, version, dialog };
}
