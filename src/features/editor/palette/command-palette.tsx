'use client';
// The command palette (Cmd/Ctrl+K) on cmdk inside the product's dialog: cmdk filters and sorts each
// group's entries by our ranking (command-ranking.ts: a command's label before its keywords), we
// order the groups by it, and cmdk keeps the selection on the first result when the results change
// and stops the arrows at both ends; the dialog gives focus trapping and Escape. Closing clears the
// query (spec §4).
import { Command } from 'cmdk';
import { useState, type ReactNode } from 'react';
import { CornerDownLeft, MoveVertical } from 'lucide-react';
import { Dialog, DialogContent, DialogTitle } from '@/components/ui/dialog';
import { labelText, type LabelTemplate } from '@/lib/i18n/island-labels';
import { useEditorContext } from '../editor-labels';
import { useEditorStore } from '../editor-store';
import { templateSectionInView } from '../page-context';
import { orderGroups, paletteFilter, paletteKeywords, type RankedGroup } from './command-ranking';
import { CATEGORIES, CATEGORY_LABELS, COMMANDS, commandById, shortcutText, type Command as PaletteCommand } from './commands';
import { useRecentCommands } from './recent-commands';
import { useRunCommand } from './use-run-command';

const ITEM =
  'flex cursor-pointer items-center gap-3 rounded-lg px-3 py-2.5 text-sm text-gray-800 data-[selected=true]:bg-gray-100 data-[disabled=true]:cursor-not-allowed data-[disabled=true]:opacity-60';
const GROUP = '[&_[cmdk-group-heading]]:px-3 [&_[cmdk-group-heading]]:pt-3 [&_[cmdk-group-heading]]:pb-1 [&_[cmdk-group-heading]]:text-xs [&_[cmdk-group-heading]]:font-semibold [&_[cmdk-group-heading]]:tracking-wide [&_[cmdk-group-heading]]:text-gray-600 [&_[cmdk-group-heading]]:uppercase';

type PaletteGroup = RankedGroup & { key: string; heading: string; items: ReactNode[] };

function isMac(): boolean {
  return typeof navigator !== 'undefined' && /Mac|iPhone|iPad/.test(navigator.platform);
}

export function CommandPalette() {
  const { editor: labels } = useEditorContext();
  const open = useEditorStore((state) => state.paletteOpen);
  const setOpen = useEditorStore((state) => state.setPaletteOpen);
  const editMode = useEditorStore((state) => state.editMode);
  const [query, setQuery] = useState('');
  const recent = useRecentCommands();
  const run = useRunCommand();
  const inView = open ? templateSectionInView() : null;
  const mac = isMac();

  const onOpenChange = (next: boolean) => {
    setOpen(next);
    if (!next) setQuery('');
  };
  const select = (id: string) => {
    setQuery('');
    setOpen(false);
    run(id);
  };

  const item = (command: PaletteCommand, group: string) => (
    <Command.Item
      key={`${group}:${command.id}`}
      value={`${group}:${command.id}`}
      keywords={paletteKeywords(labels[command.label], command.keywords)}
      disabled={command.status === 'disabled'}
      onSelect={() => select(command.id)}
      className={ITEM}
    >
      <span className="flex min-w-0 flex-1 flex-col">
        <span className="font-medium">{labels[command.label]}</span>
        <span className="truncate text-xs text-gray-600">{labels[command.description]}</span>
      </span>
      {command.status !== 'ready' && <span className="rounded-full bg-amber-100 px-2 py-0.5 text-xs font-medium text-amber-900">{labels.soon}</span>}
      {command.shortcut && editMode && <kbd className="rounded border border-gray-300 px-1.5 py-0.5 font-mono text-xs text-gray-600">{shortcutText(command.shortcut, mac)}</kbd>}
    </Command.Item>
  );

  // An action on the section in view: its label and hint, found by the section's title as well.
  const pageItem = (id: 'edit-this-section' | 'add-card', label: string, hint: LabelTemplate, title: string) => (
    <Command.Item key={id} value={`page:${id}`} keywords={paletteKeywords(label, [title])} onSelect={() => select(id)} className={ITEM}>
      <span className="flex min-w-0 flex-1 flex-col">
        <span className="font-medium">{label}</span>
        <span className="truncate text-xs text-gray-600">{labelText(hint, { title: title || labels.untitledSection })}</span>
      </span>
    </Command.Item>
  );

  // The section in view first, then the spec's groups; with a query, the group of the best match leads.
  const groups: PaletteGroup[] = CATEGORIES.map((category) => {
    const commands = COMMANDS.filter((command) => command.category === category);
    return {
      key: category,
      heading: labels[CATEGORY_LABELS[category]],
      entries: commands.map((command) => ({ label: labels[command.label], keywords: command.keywords })),
      items: commands.map((command) => item(command, category)),
    };
  });
  if (inView) {
    groups.unshift({
      key: 'page',
      heading: labels.groupThisPage,
      entries: [labels.cmdEditThisSection, labels.cmdAddCard].map((label) => ({ label, keywords: [inView.title] })),
      items: [pageItem('edit-this-section', labels.cmdEditThisSection, labels.cmdEditThisSectionHint, inView.title), pageItem('add-card', labels.cmdAddCard, labels.cmdAddCardHint, inView.title)],
    });
  }

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent size="xl" aria-describedby={undefined} className="overflow-hidden p-0 sm:mt-[12vh] sm:mb-auto">
        <DialogTitle className="sr-only">{labels.paletteLabel}</DialogTitle>
        <Command label={labels.paletteLabel} filter={paletteFilter} className="flex max-h-[min(70vh,32rem)] flex-col">
          <Command.Input
            value={query}
            onValueChange={setQuery}
            placeholder={labels.palettePlaceholder}
            className="w-full border-b border-gray-200 px-4 py-3.5 text-base text-gray-900 outline-none placeholder:text-gray-500"
          />
          <Command.List className="flex-1 overflow-y-auto p-2">
            <Command.Empty className="px-3 py-10 text-center">
              <p className="font-medium text-gray-900">{labels.noCommands}</p>
              <p className="mt-1 text-sm text-gray-600">{labels.noCommandsHint}</p>
            </Command.Empty>
            {query === '' && recent.length > 0 && (
              <Command.Group heading={labels.groupRecent} className={GROUP}>
                {recent.map((id) => commandById(id)).filter((command): command is PaletteCommand => Boolean(command)).map((command) => item(command, 'recent'))}
              </Command.Group>
            )}
            {orderGroups(query, groups).map((group) => (
              <Command.Group key={group.key} heading={group.heading} className={GROUP}>
                {group.items}
              </Command.Group>
            ))}
          </Command.List>
          <div className="flex items-center gap-4 border-t border-gray-200 px-4 py-2 text-xs text-gray-600" aria-hidden="true">
            <span className="inline-flex items-center gap-1"><MoveVertical className="size-3.5" />{labels.hintNavigate}</span>
            <span className="inline-flex items-center gap-1"><CornerDownLeft className="size-3.5" />{labels.hintSelect}</span>
            <span className="inline-flex items-center gap-1"><kbd className="font-mono">esc</kbd>{labels.hintClose}</span>
          </div>
        </Command>
      </DialogContent>
    </Dialog>
  );
}
