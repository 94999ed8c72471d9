'use client';
// The Global Settings working copy with its undo and redo history (zundo), like every editor's
// (form-history-store.ts), for a copy whose lists are patched whole: a change says itself whether
// it is typing (`type`), whose bursts make one step, or anything else (`update`), a step of its own.
import { create } from 'zustand';
import { temporal } from 'zundo';
import { HISTORY_PAUSE_MS, stepsOf } from '../shared/history-steps';
import { emptyDraft, type SettingsDraft } from './settings-draft';

export type SettingsState = {
  draft: SettingsDraft;
  update: (patch: Partial<SettingsDraft>) => void;
  type: (patch: Partial<SettingsDraft>) => void;
};

export function createSettingsStore() {
  let typing = false;
  return create<SettingsState>()(
    temporal(
      (set) => ({
        draft: emptyDraft(),
        update: (patch) => {
          typing = false;
          set((state) => ({ draft: { ...state.draft, ...patch } }));
        },
        type: (patch) => {
          typing = true;
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

export type SettingsStore = ReturnType<typeof createSettingsStore>;
