'use client';
// The section editor's working copy with its undo and redo history (zundo over zustand). Typing
// makes one history step per burst, not one per keystroke: a step is recorded when a change comes
// after a pause of HISTORY_PAUSE_MS.
import { create } from 'zustand';
import { temporal } from 'zundo';
import type { SectionDraft } from './section-draft';

export const HISTORY_PAUSE_MS = 600;

type DraftState = { draft: SectionDraft; update: (patch: Partial<SectionDraft>) => void };

function onePerBurst<A extends unknown[]>(record: (...args: A) => void, pause: number) {
  let timer: ReturnType<typeof setTimeout> | null = null;
  return (...args: A) => {
    if (!timer) record(...args);
    else clearTimeout(timer);
    timer = setTimeout(() => (timer = null), pause);
  };
}

export function createDraftStore(initial: SectionDraft) {
  return create<DraftState>()(
    temporal(
      (set) => ({
        draft: initial,
        update: (patch) => set((state) => ({ draft: { ...state.draft, ...patch } })),
      }),
      {
        partialize: (state) => ({ draft: state.draft }),
        limit: 200,
        equality: (past, current) => past.draft === current.draft,
        handleSet: (handleSet) => onePerBurst(handleSet, HISTORY_PAUSE_MS),
      },
    ),
  );
}

export type DraftStore = ReturnType<typeof createDraftStore>;
