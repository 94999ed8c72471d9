'use client';
// The hero editor's frame (kit/editor-frame.tsx) with what only it has: the full-screen switch beside
// undo/redo and the last save error below the actions (spec §2, §8). Out of full screen the header
// moves the window (use-window-drag.ts), and its move button does the same from the keyboard.
import { Maximize2, Minimize2, Move } from 'lucide-react';
import { useId, type KeyboardEvent, type PointerEvent, type ReactNode } from 'react';
import { useEditorContext } from '../editor-labels';
import { EditorFooter, EditorHeader, FRAME_ICON, useTravel } from '../kit/editor-frame';
import type { HeroStore } from './hero-draft-store';

type PointerHandlers = Record<'onPointerDown' | 'onPointerMove' | 'onPointerUp' | 'onPointerCancel', (event: PointerEvent<HTMLElement>) => void>;
type Mover = { handle: PointerHandlers; onMoveKey: (event: KeyboardEvent) => void };
/** `onFullscreen` is null where the editor is always full screen (a narrow screen): no switch then. */
type HeaderProps = { store: HeroStore; editing: boolean; fullscreen: boolean; onFullscreen: ((on: boolean) => void) | null; mover: Mover; history?: ReactNode };

export function HeroEditorHeader({ store, editing, fullscreen, onFullscreen, mover, history }: HeaderProps) {
  const { editor: labels } = useEditorContext();
  const hintId = useId();
  return (
    <EditorHeader
      {...(fullscreen ? {} : mover.handle)}
      {...useTravel(store)}
      className={fullscreen ? undefined : 'cursor-move touch-none select-none'}
      editing={editing}
      title={{ create: labels.heroCreateTitle, edit: labels.heroEditTitle }}
      history={history}
      groupClassName={fullscreen ? 'ml-auto' : ''}
      extra={
        onFullscreen && (
          <button type="button" className={FRAME_ICON} aria-pressed={fullscreen} onClick={() => onFullscreen(!fullscreen)} aria-label={fullscreen ? labels.heroExitFullscreen : labels.heroFullscreen}>
            {fullscreen ? <Minimize2 className="size-4" aria-hidden="true" /> : <Maximize2 className="size-4" aria-hidden="true" />}
          </button>
        )
      }
    >
      {!fullscreen && (
        <button type="button" className={`${FRAME_ICON} ml-auto cursor-move`} onKeyDown={mover.onMoveKey} aria-label={labels.heroMoveWindow} aria-describedby={hintId} data-hero-move="">
          <Move className="size-4" aria-hidden="true" />
          <span id={hintId} className="sr-only">
            {labels.heroHandleHint}
          </span>
        </button>
      )}
    </EditorHeader>
  );
}

type FooterProps = { editing: boolean; saving: boolean; loading: boolean; canSave: boolean; error: string | null; onDelete: () => void; onCancel: () => void; onSave: () => void };

export function HeroEditorFooter({ error, ...actions }: FooterProps) {
  const { editor: labels } = useEditorContext();
  return (
    // Spec §5: a blank title leaves nothing to save (`canSave`).
    <EditorFooter {...actions} saveLabel={{ create: labels.heroCreateAction, update: labels.heroSaveChanges }}>
      {error && (
        <p role="alert" data-hero-save-error="" className="mt-3 rounded-lg border border-rose-200 bg-rose-50 px-3 py-2 text-sm text-rose-800">
          {error}
        </p>
      )}
    </EditorFooter>
  );
}
