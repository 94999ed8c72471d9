'use client';
// Running a command, from the palette, the Create New menu or a shortcut: the same rules for all.
import { useCallback } from 'react';
import { useToast } from '@/components/ui/toast';
import { labelText } from '@/lib/i18n/island-labels';
import { useEditorContext } from '../editor-labels';
import { useEditorStore } from '../editor-store';
import { currentUrlPage, pageSections, templateSectionInView } from '../page-context';
import { commandById } from './commands';
import { rememberCommand } from './recent-commands';

export type RunnableId = string;

const PAGE_COMMANDS: readonly string[] = ['section', 'heading-section', 'page-layout'];

export function useRunCommand(): (id: RunnableId) => void {
  const { editor: labels } = useEditorContext();
  const { toast } = useToast();
  const openEditor = useEditorStore((state) => state.openEditor);
  const setPaletteOpen = useEditorStore((state) => state.setPaletteOpen);

  return useCallback(
    (id: RunnableId) => {
      const urlPage = currentUrlPage();
      if (id === 'edit-this-section' || id === 'add-card') {
        const section = templateSectionInView();
        if (section && urlPage) openEditor({ kind: 'section', mode: 'edit', id: section.id, urlPage, addCard: id === 'add-card' });
        return;
      }
      const command = commandById(id);
      if (!command) {
        // The spec's wording for a command nobody knows; it should never reach a user.
        console.warn('Unknown action', id);
        return;
      }
      if (command.status === 'disabled') return;
      rememberCommand(command.id);
      // Sections, headings and their order belong to a page: where the page has no section list, they are not offered yet.
      if (command.status === 'soon' || (PAGE_COMMANDS.includes(command.id) && !urlPage)) {
        setPaletteOpen(false);
        toast({ type: 'info', message: labelText(labels.comingSoon, { name: labels[command.label] }) });
        return;
      }
      if (command.id === 'section' && urlPage) openEditor({ kind: 'section', mode: 'create', urlPage });
      if (command.id === 'heading-section' && urlPage) openEditor({ kind: 'heading', mode: 'create', urlPage });
      if (command.id === 'page-layout' && urlPage) openEditor({ kind: 'layout', mode: 'manage', urlPage });
      if (command.id === 'empty-page') openEditor({ kind: 'page', mode: 'create' });
      if (command.id === 'site-map') openEditor({ kind: 'sitemap', mode: 'view' });
      if (command.id === 'blog-post') openEditor({ kind: 'post', mode: 'create' });
      if (command.id === 'global-settings') openEditor({ kind: 'settings', mode: 'tab', tab: 'general' });
      // FAQ, Feature and Banner are records of Global Settings: their tab opens with a new one started.
      if (command.id === 'faq') openEditor({ kind: 'settings', mode: 'tab', tab: 'faqs', create: true });
      if (command.id === 'feature') openEditor({ kind: 'settings', mode: 'tab', tab: 'features', create: true });
      if (command.id === 'banner') openEditor({ kind: 'settings', mode: 'tab', tab: 'banners', create: true });
      if (command.id === 'header' || command.id === 'footer') openEditor({ kind: command.id, mode: 'manage' });
      // A new entry is named in the header's editor, where the menu is arranged.
      if (command.id === 'menu-item') openEditor({ kind: 'header', mode: 'manage', add: 'item' });
      if (command.id === 'submenu') openEditor({ kind: 'header', mode: 'manage', add: 'submenu' });
      if (command.id === 'hero-section') {
        // One hero per organisation: edit the one on this page, else create it.
        const hero = pageSections().find((section) => section.kind === 'hero');
        openEditor(hero ? { kind: 'hero', mode: 'edit', id: hero.id } : { kind: 'hero', mode: 'create' });
      }
    },
    [labels, openEditor, setPaletteOpen, toast],
  );
}
