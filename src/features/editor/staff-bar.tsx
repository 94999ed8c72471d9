'use client';
// The floating bar staff see on their own site: the edit-mode switch, the Create New menu and the
// palette. Bottom left, out of the way of toasts (top right) and the help widget (bottom right).
import { Command as CommandIcon, FilePen, Plus } from 'lucide-react';
import { useId, type CSSProperties } from 'react';
import { DropdownMenu, DropdownMenuContent, DropdownMenuGroup, DropdownMenuItem, DropdownMenuLabel, DropdownMenuSeparator, DropdownMenuTrigger } from '@/components/ui/dropdown-menu';
import { Switch } from '@/components/ui/switch';
import { useEditorContext } from './editor-labels';
import { useEditorStore } from './editor-store';
import { CATEGORIES, CATEGORY_LABELS, COMMANDS } from './palette/commands';
import { useRunCommand } from './palette/use-run-command';
import { usePostAtPath } from './post-at-path';

const BAR_BUTTON = 'inline-flex h-9 items-center gap-1.5 rounded-full px-3 text-sm font-medium hover:bg-white/10 focus-visible:outline-2 focus-visible:outline-white';

export function StaffBar() {
  const { editor: labels } = useEditorContext();
  const editMode = useEditorStore((state) => state.editMode);
  const setEditMode = useEditorStore((state) => state.setEditMode);
  const setPaletteOpen = useEditorStore((state) => state.setPaletteOpen);
  const run = useRunCommand();
  const openEditor = useEditorStore((state) => state.openEditor);
  const post = usePostAtPath();
  const switchId = useId();

  return (
    <div
      role="region"
      aria-label={labels.staffBar}
      // The switch takes the accent colour; on this dark bar a light sky reads best.
      style={{ '--accent': 'var(--color-sky-500)' } as CSSProperties}
      className="fixed bottom-4 left-4 z-40 flex items-center gap-1 rounded-full bg-gray-900 py-1 pr-1 pl-3 whitespace-nowrap text-white shadow-lg ring-1 ring-white/10"
    >
      <label htmlFor={switchId} className="mr-1 text-sm font-medium">
        {labels.editMode}
      </label>
      <Switch id={switchId} checked={editMode} onCheckedChange={setEditMode} className="mr-1" />
      <DropdownMenu>
        <DropdownMenuTrigger className={BAR_BUTTON}>
          <Plus className="size-4" aria-hidden="true" />
          <span className="sr-only sm:not-sr-only">{labels.createNew}</span>
        </DropdownMenuTrigger>
        <DropdownMenuContent side="top" align="start" className="max-h-[70vh] w-64 overflow-y-auto">
          {CATEGORIES.map((category, index) => (
            <DropdownMenuGroup key={category}>
              {index > 0 && <DropdownMenuSeparator />}
              <DropdownMenuLabel>{labels[CATEGORY_LABELS[category]]}</DropdownMenuLabel>
              {COMMANDS.filter((command) => command.category === category).map((command) => (
                <DropdownMenuItem key={command.id} disabled={command.status === 'disabled'} onSelect={() => run(command.id)}>
                  <span className="flex-1">{labels[command.label]}</span>
                  {command.status !== 'ready' && <span className="rounded-full bg-amber-100 px-2 py-0.5 text-xs font-medium text-amber-900">{labels.soon}</span>}
                </DropdownMenuItem>
              ))}
            </DropdownMenuGroup>
          ))}
        </DropdownMenuContent>
      </DropdownMenu>
      {post && (
        <button type="button" className={BAR_BUTTON} onClick={() => openEditor({ kind: 'post', mode: 'edit', id: post.slug })} data-edit-post="">
          <FilePen className="size-4" aria-hidden="true" />
          <span className="sr-only sm:not-sr-only">{post.kind === 'page' ? labels.postEditThisPage : labels.postEditThis}</span>
        </button>
      )}
      <button type="button" className={BAR_BUTTON} onClick={() => setPaletteOpen(true)} aria-keyshortcuts="Control+K Meta+K">
        <CommandIcon className="size-4" aria-hidden="true" />
        <span className="sr-only sm:not-sr-only">{labels.commands}</span>
      </button>
    </div>
  );
}
