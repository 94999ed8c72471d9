'use client';
// The hero editor's frame: title with its New or Edit badge, the full-screen switch and undo/redo
// above; the actions and the last save error below (spec §2, §8). Out of full screen the header
// moves the window (use-window-drag.ts), and its move button does the same from the keyboard.
import { Maximize2, Minimize2, Move, Redo2, Undo2 } from 'lucide-react';
import { useId, type KeyboardEvent, type PointerEvent, type ReactNode } from 'react';
import { useStore } from 'zustand';
import { DialogCloseButton, DialogTitle } from '@/components/ui/dialog';
import { useEditorContext } from '../editor-labels';
import type { HeroStore } from './hero-draft-store';

const PRIMARY = 'rounded-lg bg-gray-900 px-4 py-2 text-sm font-semibold text-white hover:bg-gray-800 disabled:cursor-not-allowed disabled:opacity-50';
const SECONDARY = 'rounded-lg px-4 py-2 text-sm font-semibold text-gray-700 ring-1 ring-gray-300 hover:bg-gray-50 disabled:opacity-50';
const ICON = 'inline-flex size-9 items-center justify-center rounded-lg text-gray-700 hover:bg-gray-100 disabled:opacity-40';

type PointerHandlers = Record<'onPointerDown' | 'onPointerMove' | 'onPointerUp' | 'onPointerCancel', (event: PointerEvent<HTMLElement>) => void>;
type Mover = { handle: PointerHandlers; onMoveKey: (event: KeyboardEvent) => void };
/** `onFullscreen` is null where the editor is always full screen (a narrow screen): no switch then. */
type HeaderProps = { store: HeroStore; editing: boolean; fullscreen: boolean; onFullscreen: ((on: boolean) => void) | null; mover: Mover; history?: ReactNode };

export function HeroEditorHeader({ store, editing, fullscreen, onFullscreen, mover, history }: HeaderProps) {
  const { editor: labels } = useEditorContext();
  const hintId = useId();
  const canUndo = useStore(store.temporal, (state) => state.pastStates.length > 0);
  const canRedo = useStore(store.temporal, (state) => state.futureStates.length > 0);
  return (
    <header {...(fullscreen ? {} : mover.handle)} className={`flex items-center gap-3 border-b border-gray-200 px-5 py-3 ${fullscreen ? '' : 'cursor-move touch-none select-none'}`}>
      <DialogTitle size="sm" className="flex flex-wrap items-center gap-2">
        {editing ? labels.heroEditTitle : labels.heroCreateTitle}
        <span className={`rounded-full px-2 py-0.5 text-xs font-semibold ${editing ? 'bg-sky-100 text-sky-900' : 'bg-emerald-100 text-emerald-900'}`}>{editing ? labels.badgeEdit : labels.badgeNew}</span>
      </DialogTitle>
      {!fullscreen && (
        <button type="button" className={`${ICON} ml-auto cursor-move`} onKeyDown={mover.onMoveKey} aria-label={labels.heroMoveWindow} aria-describedby={hintId} data-hero-move="">
          <Move className="size-4" aria-hidden="true" />
          <span id={hintId} className="sr-only">
            {labels.heroHandleHint}
          </span>
        </button>
      )}
      <div className={`flex items-center gap-1 ${fullscreen ? 'ml-auto' : ''}`} role="group" aria-label={labels.historyScope}>
        {history}
        <button type="button" className={ICON} disabled={!canUndo} onClick={() => store.temporal.getState().undo()} aria-label={labels.undo} aria-keyshortcuts="Control+Z Meta+Z">
          <Undo2 className="size-4" aria-hidden="true" />
        </button>
        <button type="button" className={ICON} disabled={!canRedo} onClick={() => store.temporal.getState().redo()} aria-label={labels.redo} aria-keyshortcuts="Control+Shift+Z Meta+Shift+Z">
          <Redo2 className="size-4" aria-hidden="true" />
        </button>
        {onFullscreen && (
          <button type="button" className={ICON} aria-pressed={fullscreen} onClick={() => onFullscreen(!fullscreen)} aria-label={fullscreen ? labels.heroExitFullscreen : labels.heroFullscreen}>
            {fullscreen ? <Minimize2 className="size-4" aria-hidden="true" /> : <Maximize2 className="size-4" aria-hidden="true" />}
          </button>
        )}
      </div>
      <DialogCloseButton label={labels.close} />
    </header>
  );
}

type FooterProps = { editing: boolean; saving: boolean; loading: boolean; canSave: boolean; error: string | null; onDelete: () => void; onCancel: () => void; onSave: () => void };

export function HeroEditorFooter({ editing, saving, loading, canSave, error, onDelete, onCancel, onSave }: FooterProps) {
  const { editor: labels } = useEditorContext();
  return (
    <footer className="border-t border-gray-200 px-5 py-3">
      <div className="flex flex-wrap items-center gap-2">
        {editing && (
          <button type="button" className="rounded-lg px-4 py-2 text-sm font-semibold text-rose-700 ring-1 ring-rose-200 hover:bg-rose-50 disabled:opacity-50" disabled={saving || loading} onClick={onDelete}>
            {labels.delete}
          </button>
        )}
        <div className="ml-auto flex gap-2">
          <button type="button" className={SECONDARY} onClick={onCancel} disabled={saving}>
            {labels.cancel}
          </button>
          {/* Spec §5: a blank title leaves nothing to save. */}
          <button type="button" className={PRIMARY} onClick={onSave} disabled={saving || loading || !canSave}>
            {saving ? labels.saving : editing ? labels.heroSaveChanges : labels.heroCreateAction}
          </button>
        </div>
      </div>
      {error && (
        <p role="alert" data-hero-save-error="" className="mt-3 rounded-lg border border-rose-200 bg-rose-50 px-3 py-2 text-sm text-rose-800">
          {error}
        </p>
      )}
    </footer>
  );
}
