'use client';
// The section editor's frame: its title with the New or Edit badge and the undo/redo buttons above,
// the Delete, Cancel and Create/Update actions at the foot.
import type { ReactNode } from 'react';
import { Redo2, Undo2 } from 'lucide-react';
import { DialogCloseButton, DialogTitle } from '@/components/ui/dialog';
import { useEditorContext } from '../editor-labels';

const PRIMARY = 'rounded-lg bg-gray-900 px-4 py-2 text-sm font-semibold text-white hover:bg-gray-800 disabled:cursor-not-allowed disabled:opacity-50';
const SECONDARY = 'rounded-lg px-4 py-2 text-sm font-semibold text-gray-700 ring-1 ring-gray-300 hover:bg-gray-50 disabled:opacity-50';
const ICON = 'inline-flex size-9 items-center justify-center rounded-lg text-gray-700 hover:bg-gray-100 disabled:opacity-40';

type HeaderProps = { editing: boolean; canUndo: boolean; canRedo: boolean; onTravel: (direction: 'undo' | 'redo') => void; history?: ReactNode };

export function SectionEditorHeader({ editing, canUndo, canRedo, onTravel, history }: HeaderProps) {
  const { editor: labels } = useEditorContext();
  return (
    <header className="flex items-center gap-3 border-b border-gray-200 px-5 py-3">
      <DialogTitle size="sm" className="flex items-center gap-2">
        {editing ? labels.editSectionTitle : labels.createSection}
        <span className={`rounded-full px-2 py-0.5 text-xs font-semibold ${editing ? 'bg-sky-100 text-sky-900' : 'bg-emerald-100 text-emerald-900'}`}>{editing ? labels.badgeEdit : labels.badgeNew}</span>
      </DialogTitle>
      <div className="ml-auto flex items-center gap-1" role="group" aria-label={labels.historyScope}>
        {history}
        <button type="button" className={ICON} disabled={!canUndo} onClick={() => onTravel('undo')} aria-label={labels.undo} title={`${labels.undo} · ${labels.historyScope}`} aria-keyshortcuts="Control+Z Meta+Z">
          <Undo2 className="size-4" aria-hidden="true" />
        </button>
        <button type="button" className={ICON} disabled={!canRedo} onClick={() => onTravel('redo')} aria-label={labels.redo} title={`${labels.redo} · ${labels.historyScope}`} aria-keyshortcuts="Control+Shift+Z Meta+Shift+Z">
          <Redo2 className="size-4" aria-hidden="true" />
        </button>
      </div>
      <DialogCloseButton label={labels.close} />
    </header>
  );
}

type FooterProps = { editing: boolean; saving: boolean; loading: boolean; onDelete: () => void; onCancel: () => void; onSave: () => void };

export function SectionEditorFooter({ editing, saving, loading, onDelete, onCancel, onSave }: FooterProps) {
  const { editor: labels } = useEditorContext();
  return (
    <footer className="flex flex-wrap items-center gap-2 border-t border-gray-200 px-5 py-3">
      {editing && (
        <button type="button" className="rounded-lg px-4 py-2 text-sm font-semibold text-rose-700 ring-1 ring-rose-200 hover:bg-rose-50" disabled={saving} onClick={onDelete}>
          {labels.delete}
        </button>
      )}
      <div className="ml-auto flex gap-2">
        <button type="button" className={SECONDARY} onClick={onCancel} disabled={saving}>{labels.cancel}</button>
        <button type="button" className={PRIMARY} onClick={onSave} disabled={saving || loading}>
          {saving ? labels.saving : editing ? labels.update : labels.create}
        </button>
      </div>
    </footer>
  );
}
