'use client';
// The frame every editor shares: a header with the editor's title and its New or Edit badge, the
// History, Undo and Redo buttons (named by the history's scope, "this editor, since it opened") and
// Close; a footer with Delete, Cancel and Create or Update; and the delete question (with the
// target's name typed first where the spec wants it).
// An editor adds its own controls where it needs them (the hero's move and full-screen buttons, its
// last save error) and says what its history steps do (the section editor writes cards back).
import { Redo2, Undo2 } from 'lucide-react';
import { useId, useState, type ComponentProps, type ReactNode } from 'react';
import { useStore, type StoreApi } from 'zustand';
import { AlertDialog, AlertDialogAction, AlertDialogCancel, AlertDialogContent, AlertDialogDescription, AlertDialogFooter, AlertDialogTitle } from '@/components/ui/alert-dialog';
import { cx } from '@/components/ui/cx';
import { DialogCloseButton, DialogTitle } from '@/components/ui/dialog';
import { useEditorContext } from '../editor-labels';
import { INPUT } from '../shared/field';

const PRIMARY = 'rounded-lg bg-gray-900 px-4 py-2 text-sm font-semibold text-white hover:bg-gray-800 disabled:cursor-not-allowed disabled:opacity-50';
const SECONDARY = 'rounded-lg px-4 py-2 text-sm font-semibold text-gray-700 ring-1 ring-gray-300 hover:bg-gray-50 disabled:opacity-50';
export const FRAME_ICON = 'inline-flex size-9 items-center justify-center rounded-lg text-gray-700 hover:bg-gray-100 disabled:opacity-40';

export type Travel = { canUndo: boolean; canRedo: boolean; onTravel: (direction: 'undo' | 'redo') => void };

/** A draft store's undo history (zundo) as the header's buttons use it. */
type TemporalStore = { temporal: StoreApi<{ pastStates: unknown[]; futureStates: unknown[]; undo: () => void; redo: () => void }> };

/** Undo and redo straight through the store, for an editor whose steps change nothing on the server. */
export function useTravel(store: TemporalStore): Travel {
  const canUndo = useStore(store.temporal, (state) => state.pastStates.length > 0);
  const canRedo = useStore(store.temporal, (state) => state.futureStates.length > 0);
  return { canUndo, canRedo, onTravel: (direction) => (direction === 'undo' ? store.temporal.getState().undo() : store.temporal.getState().redo()) };
}

/**
 * Ctrl or Cmd+Z and Shift+Z anywhere in the editor take the same steps as its buttons. A field that
 * took the keys itself (the post body, which runs the same steps) has prevented their default.
 */
export function undoKeys(onTravel: Travel['onTravel']) {
  return (event: React.KeyboardEvent) => {
    if (event.defaultPrevented || !(event.metaKey || event.ctrlKey) || event.key.toLowerCase() !== 'z') return;
    event.preventDefault();
    onTravel(event.shiftKey ? 'redo' : 'undo');
  };
}

type HeaderProps = Travel & {
  editing: boolean;
  /** The editor's title when creating and when editing. */
  title: { create: string; edit: string };
  /** The History button (kit/history-panel.tsx). */
  history?: ReactNode;
  /** Between the title and the buttons (the hero's move button). */
  children?: ReactNode;
  /** After Redo, in the same group (the hero's full-screen switch). */
  extra?: ReactNode;
  /** The group's own class: `ml-auto` unless something before it takes the space. */
  groupClassName?: string;
} & Omit<ComponentProps<'header'>, 'title' | 'children'>;

export function EditorHeader({ editing, title, canUndo, canRedo, onTravel, history, children, extra, groupClassName = 'ml-auto', className, ...rest }: HeaderProps) {
  const { editor: labels } = useEditorContext();
  return (
    <header className={cx('flex items-center gap-3 border-b border-gray-200 px-5 py-3', className)} {...rest}>
      <DialogTitle size="sm" className="flex flex-wrap items-center gap-2">
        {editing ? title.edit : title.create}
        <span className={`rounded-full px-2 py-0.5 text-xs font-semibold ${editing ? 'bg-sky-100 text-sky-900' : 'bg-emerald-100 text-emerald-900'}`}>{editing ? labels.badgeEdit : labels.badgeNew}</span>
      </DialogTitle>
      {children}
      <div className={cx('flex items-center gap-1', groupClassName)} role="group" aria-label={labels.historyScope}>
        {history}
        <button type="button" className={FRAME_ICON} disabled={!canUndo} onClick={() => onTravel('undo')} aria-label={labels.undo} title={`${labels.undo} · ${labels.historyScope}`} aria-keyshortcuts="Control+Z Meta+Z">
          <Undo2 className="size-4" aria-hidden="true" />
        </button>
        <button type="button" className={FRAME_ICON} disabled={!canRedo} onClick={() => onTravel('redo')} aria-label={labels.redo} title={`${labels.redo} · ${labels.historyScope}`} aria-keyshortcuts="Control+Shift+Z Meta+Shift+Z">
          <Redo2 className="size-4" aria-hidden="true" />
        </button>
        {extra}
      </div>
      <DialogCloseButton label={labels.close} />
    </header>
  );
}

type FooterProps = {
  editing: boolean;
  saving: boolean;
  loading: boolean;
  /** False where the editor has nothing it could save (the hero without a title, spec §5). */
  canSave?: boolean;
  /** The save button's words; Create and Update unless the editor has its own. */
  saveLabel?: { create: string; update: string };
  /** Offered when editing; an editor of something that cannot be deleted (the page layout) leaves it out. */
  onDelete?: () => void;
  onCancel: () => void;
  onSave: () => void;
  /** Below the actions (the hero's last save error). */
  children?: ReactNode;
};

export function EditorFooter({ editing, saving, loading, canSave = true, saveLabel, onDelete, onCancel, onSave, children }: FooterProps) {
  const { editor: labels } = useEditorContext();
  const words = saveLabel ?? { create: labels.create, update: labels.update };
  return (
    <footer className="border-t border-gray-200 px-5 py-3">
      <div className="flex flex-wrap items-center gap-2">
        {editing && onDelete && (
          <button type="button" className="rounded-lg px-4 py-2 text-sm font-semibold text-rose-700 ring-1 ring-rose-200 hover:bg-rose-50 disabled:opacity-50" disabled={saving || loading} onClick={onDelete}>
            {labels.delete}
          </button>
        )}
        <div className="ml-auto flex gap-2">
          <button type="button" className={SECONDARY} onClick={onCancel} disabled={saving}>
            {labels.cancel}
          </button>
          <button type="button" className={PRIMARY} onClick={onSave} disabled={saving || loading || !canSave}>
            {saving ? labels.saving : editing ? words.update : words.create}
          </button>
        </div>
      </div>
      {children}
    </footer>
  );
}

type DeleteProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  body: string;
  confirmLabel: string;
  /** The button's words while the delete runs; the confirm label where not given. */
  busyLabel?: string;
  busy: boolean;
  onConfirm: () => void;
  /** The target's exact name, typed first (spec §5: a section by its title, a card deleted for good by its title). */
  typed?: { label: string; expected: string };
};

/**
 * Deleting asks once, and where the spec wants it, for the target's exact name typed first. The
 * question stays until the delete is done; the editor closes with it on success.
 */
export function DeleteConfirm({ open, onOpenChange, title, body, confirmLabel, busyLabel, busy, onConfirm, typed }: DeleteProps) {
  const { editor: labels } = useEditorContext();
  const [text, setText] = useState('');
  const id = useId();
  return (
    <AlertDialog
      open={open}
      onOpenChange={(next) => {
        if (busy) return;
        onOpenChange(next);
        if (!next) setText('');
      }}
    >
      <AlertDialogContent>
        <AlertDialogTitle>{title}</AlertDialogTitle>
        <AlertDialogDescription>{body}</AlertDialogDescription>
        {typed && (
          <>
            <label htmlFor={id} className="mt-4 block text-sm font-medium text-gray-800">
              {typed.label}
            </label>
            <input id={id} className={`${INPUT} mt-1.5`} value={text} autoComplete="off" onChange={(event) => setText(event.target.value)} />
          </>
        )}
        <AlertDialogFooter>
          <AlertDialogCancel>{labels.cancel}</AlertDialogCancel>
          <AlertDialogAction
            destructive
            className="disabled:cursor-not-allowed disabled:opacity-50"
            disabled={busy || (typed !== undefined && text !== typed.expected)}
            onClick={(event) => {
              event.preventDefault();
              onConfirm();
            }}
          >
            {busy ? (busyLabel ?? confirmLabel) : confirmLabel}
          </AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
