'use client';
// What the editing layer shows: the edit-mode switch (kept in this browser), the palette, and the
// one editor open at a time. Editors are mounted once by the editor root and opened through here.
import { create } from 'zustand';
import { persist } from 'zustand/middleware';

export type EditorTarget =
  | { kind: 'section'; mode: 'create'; urlPage: string }
  | { kind: 'section'; mode: 'edit'; id: string; urlPage: string; addCard?: boolean }
  | { kind: 'heading'; mode: 'create'; urlPage: string }
  | { kind: 'heading'; mode: 'edit'; id: string; urlPage: string }
  | { kind: 'hero'; mode: 'create' }
  | { kind: 'hero'; mode: 'edit'; id: string };

type EditorState = {
  editMode: boolean;
  paletteOpen: boolean;
  target: EditorTarget | null;
  setEditMode: (on: boolean) => void;
  setPaletteOpen: (open: boolean) => void;
  openEditor: (target: EditorTarget) => void;
  closeEditor: () => void;
};

export const useEditorStore = create<EditorState>()(
  persist(
    (set) => ({
      editMode: true,
      paletteOpen: false,
      target: null,
      setEditMode: (editMode) => set({ editMode }),
      setPaletteOpen: (paletteOpen) => set({ paletteOpen }),
      openEditor: (target) => set({ target, paletteOpen: false }),
      closeEditor: () => set({ target: null }),
    }),
    // Only the switch survives a reload; an editor that was open comes back from its own journal.
    { name: 'sitewright.editor', partialize: (state) => ({ editMode: state.editMode }) },
  ),
);
