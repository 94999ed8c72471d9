'use client';
// The heading editor's working copy with its undo and redo history, on the same terms as the
// section editor's (section-editor/draft-store.ts): zundo over zustand, one step per change, and
// one per burst of typing in the heading's text fields.
import { create } from 'zustand';
import { temporal } from 'zundo';
import { HISTORY_PAUSE_MS, stepsOf } from '../section-editor/draft-store';
import type { HeadingDraft } from './heading-draft';

type DraftState = { draft: HeadingDraft; update: (patch: Partial<HeadingDraft>) => void };

const TEXT_FIELDS: readonly (keyof HeadingDraft)[] = ['name', 'name_part_2', 'name_part_3', 'description_text', 'button_text', 'url', 'url_page'];

export function createHeadingStore(initial: HeadingDraft) {
  let typing = false;
  return create<DraftState>()(
    temporal(
      (set) => ({
        draft: initial,
        update: (patch) => {
          typing = Object.keys(patch).every((key) => TEXT_FIELDS.includes(key as keyof HeadingDraft));
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

export type HeadingStore = ReturnType<typeof createHeadingStore>;
