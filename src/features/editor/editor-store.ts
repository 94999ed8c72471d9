'use client';
// What the editing layer shows: the edit-mode switch (kept in this browser), the palette, and the
// one editor open at a time. Editors are mounted once by the editor root and opened through here.
import { create } from 'zustand';
import { persist } from 'zustand/middleware';
import type { SettingsSection } from '@/lib/settings-tabs';
import { clearEditorFromAddress, showEditorInAddress } from './kit/editor-url';

export type EditorTarget =
  | { kind: 'section'; mode: 'create'; urlPage: string }
  | { kind: 'section'; mode: 'edit'; id: string; urlPage: string; addCard?: boolean }
  | { kind: 'heading'; mode: 'create'; urlPage: string }
  | { kind: 'heading'; mode: 'edit'; id: string; urlPage: string }
  | { kind: 'hero'; mode: 'create' }
  | { kind: 'hero'; mode: 'edit'; id: string }
  | { kind: 'layout'; mode: 'manage'; urlPage: string }
  | { kind: 'page'; mode: 'create' }
  | { kind: 'post'; mode: 'create' }
  /** A post (or a page, which is a post shown without blog furniture) by its slug: the API's address of it. */
  | { kind: 'post'; mode: 'edit'; id: string }
  | { kind: 'sitemap'; mode: 'view' }
  /** The header or footer editor: the style and the menu; `add` opens it with a new entry's name asked. */
  | { kind: 'header' | 'footer'; mode: 'manage'; add?: 'item' | 'submenu' }
  /** Global Settings on one of its tabs; `create` opens the tab with a new record started. */
  | { kind: 'settings'; mode: 'tab'; tab: SettingsSection; create?: boolean };

/** How an editor came to close: `fromHistory` when the back button already took it out of the address. */
export type CloseOptions = { fromHistory?: boolean };

type EditorState = {
  editMode: boolean;
  paletteOpen: boolean;
  target: EditorTarget | null;
  /** The open editor's own close, which asks about unsaved changes (shared/close-guard.tsx). */
  requestClose: ((options?: CloseOptions) => void) | null;
  setEditMode: (on: boolean) => void;
  setPaletteOpen: (open: boolean) => void;
  /** `fromAddress`: the address already names it (a link, the forward button). */
  openEditor: (target: EditorTarget, options?: { fromAddress?: boolean }) => void;
  closeEditor: (options?: CloseOptions) => void;
};

export const useEditorStore = create<EditorState>()(
  persist(
    (set, get) => ({
      editMode: true,
      paletteOpen: false,
      target: null,
      requestClose: null,
      setEditMode: (editMode) => set({ editMode }),
      setPaletteOpen: (paletteOpen) => set({ paletteOpen }),
      openEditor: (target, { fromAddress = false } = {}) => {
        const switching = get().target !== null;
        set({ target, paletteOpen: false });
        if (!fromAddress) showEditorInAddress(target, { replace: switching });
      },
      closeEditor: ({ fromHistory = false } = {}) => {
        set({ target: null, requestClose: null });
        if (!fromHistory) clearEditorFromAddress();
      },
    }),
    // Only the switch survives a reload; an editor that was open comes back from its own journal.
    { name: 'sitewright.editor', partialize: (state) => ({ editMode: state.editMode }) },
  ),
);
