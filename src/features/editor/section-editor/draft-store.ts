'use client';
// The section editor's working copy and its cards, with one undo and redo history for both (zundo
// over zustand). Typing makes one history step per burst, not one per keystroke: keystrokes that
// follow each other within HISTORY_PAUSE_MS are one step. Every other change (a toggle, a card
// added, a move) is a step of its own. Card changes are saved as they happen, so stepping through
// the history writes the cards back (metric-sync.ts).
import { create } from 'zustand';
import { temporal } from 'zundo';
import type { CardPatch, MetricData, SectionDraft } from './section-draft';
import { HISTORY_PAUSE_MS, stepsOf } from '../shared/history-steps';


type DraftState = {
  draft: SectionDraft;
  metrics: MetricData[];
  update: (patch: Partial<SectionDraft>) => void;
  /** `typing`: a keystroke in a card's text, grouped with the ones around it. */
  setMetrics: (metrics: MetricData[], typing?: boolean) => void;
};

const TEXT_FIELDS: readonly (keyof SectionDraft)[] = ['section_title', 'section_description', 'section_title_translation', 'section_description_translation'];

export function createDraftStore(initial: SectionDraft) {
  let typing = false;
  return create<DraftState>()(
    temporal(
      (set) => ({
        draft: initial,
        metrics: [],
        update: (patch) => {
          typing = Object.keys(patch).every((key) => TEXT_FIELDS.includes(key as keyof SectionDraft));
          set((state) => ({ draft: { ...state.draft, ...patch } }));
        },
        setMetrics: (metrics, isTyping = false) => {
          typing = isTyping;
          set({ metrics });
        },
      }),
      {
        partialize: (state) => ({ draft: state.draft, metrics: state.metrics }),
        limit: 200,
        equality: (past, current) => past.draft === current.draft && past.metrics === current.metrics,
        handleSet: (handleSet) => stepsOf(handleSet, () => typing, HISTORY_PAUSE_MS),
      },
    ),
  );
}

export type DraftStore = ReturnType<typeof createDraftStore>;

/** A card deleted for good cannot come back: take it out of every step of the history. */
export function forgetMetric(store: DraftStore, metricId: string): void {
  const without = (state: Partial<Pick<DraftState, 'draft' | 'metrics'>>) => ({ ...state, metrics: state.metrics?.filter((metric) => metric.id !== metricId) });
  const history = store.temporal.getState();
  store.temporal.setState({ pastStates: history.pastStates.map(without), futureStates: history.futureStates.map(without) });
}

/**
 * Puts a change of someone else's into every step of the history and the working copy, without
 * making it a step of its own: no undo of this editor's own steps takes it back.
 */
function intoEveryStep(store: DraftStore, apply: (metrics: MetricData[]) => MetricData[]): void {
  const within = (state: Partial<Pick<DraftState, 'draft' | 'metrics'>>) => ({ ...state, metrics: state.metrics && apply(state.metrics) });
  const history = store.temporal.getState();
  store.temporal.setState({ pastStates: history.pastStates.map(within), futureStates: history.futureStates.map(within) });
  history.pause();
  store.setState((state) => ({ metrics: apply(state.metrics) }));
  history.resume();
}

/** Someone else's change to a card's fields (decision 064). */
export function absorbCard(store: DraftStore, metricId: string, fields: CardPatch): void {
  intoEveryStep(store, (metrics) => metrics.map((metric) => (metric.id === metricId ? { ...metric, ...fields } : metric)));
}

/**
 * Someone else's change to the section's list of cards (added, taken out, moved): every step shows
 * the server's list, in its order, each card as that step had it (a card new to the step as the
 * server has it). Undo then steps through this editor's own changes to the cards' contents, never
 * back over the other person's list.
 */
export function absorbList(store: DraftStore, server: readonly MetricData[]): void {
  intoEveryStep(store, (metrics) => server.map((card) => metrics.find((metric) => metric.id === card.id) ?? card));
}
