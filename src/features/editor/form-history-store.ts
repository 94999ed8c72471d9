'use client';
// An editor's working copy with its undo and redo history (zundo over zustand), for the editors
// whose state is one form: one history step per change, one per burst of typing in a text field.
import { create } from 'zustand';
import { temporal } from 'zundo';
import { HISTORY_PAUSE_MS, stepsOf } from './shared/history-steps';

export type FormState<T> = { draft: T; update: (patch: Partial<T>) => void };

export function createFormHistoryStore<T extends object>(initial: T, textFields: readonly (keyof T)[]) {
  let typing = false;
  return create<FormState<T>>()(
    temporal(
      (set) => ({
        draft: initial,
        update: (patch) => {
          typing = Object.keys(patch).every((key) => textFields.includes(key as keyof T));
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
