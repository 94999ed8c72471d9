'use client';
// The hero editor's working copy with its undo and redo history, on the same terms as the heading
// editor's: zundo over zustand, one step per change and one per burst of typing in a text field.
import { create } from 'zustand';
import { temporal } from 'zundo';
import { HISTORY_PAUSE_MS, stepsOf } from '../section-editor/draft-store';
import type { HeroDraft } from './hero-draft';

type DraftState = { draft: HeroDraft; update: (patch: Partial<HeroDraft>) => void };

const TEXT_FIELDS: readonly (keyof HeroDraft)[] = ['title', 'description', 'button'];

export function createHeroStore(initial: HeroDraft) {
  let typing = false;
  return create<DraftState>()(
    temporal(
      (set) => ({
        draft: initial,
        update: (patch) => {
          typing = Object.keys(patch).every((key) => TEXT_FIELDS.includes(key as keyof HeroDraft));
          set((state) => ({ draft: { ...state.draft, ...patch } }));
        },
      }),
      {
        partialize: (state) => ({ draft: state.draft }),
        limit: 200,
        equality: (past, current) => past.draft === current.draft,
        handleSet: (handleSet) => stepsOf(handleSet, () => typing, HISTORY_PAUSE_MS),
      },
    ),
  );
}

export type HeroStore = ReturnType<typeof createHeroStore>;
