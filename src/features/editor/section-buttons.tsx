'use client';
// In edit mode, an edit button on the hero and on each template and heading section of the page and an "add a
// section" button under the last one. The page's HTML is shared by everyone, so the buttons are put in place here,
// in staff's browser only, and follow the page when it is refreshed after a save.
import { Pencil, Plus } from 'lucide-react';
import { usePathname } from 'next/navigation';
import { useEffect, useState } from 'react';
import { createPortal } from 'react-dom';
import { labelText } from '@/lib/i18n/island-labels';
import { useEditorContext } from './editor-labels';
import { useEditorStore } from './editor-store';
import { currentUrlPage, pageSections, type PageSection } from './page-context';

type Slot = { section: PageSection; host: HTMLElement };

const BUTTON =
  'inline-flex items-center gap-1.5 rounded-full bg-gray-900/90 px-3 py-1.5 text-sm font-medium text-white shadow-md ring-1 ring-white/20 hover:bg-gray-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-sky-600';

/** `path`: the page in view; moving to another page (a link, Create Page) puts the buttons on its sections. */
function useSectionSlots(active: boolean, path: string): { slots: Slot[]; list: HTMLElement | null } {
  const [state, setState] = useState<{ slots: Slot[]; list: HTMLElement | null }>({ slots: [], list: null });
  useEffect(() => {
    if (!active) return;
    const hosts: HTMLElement[] = [];
    const place = () => {
      for (const host of hosts.splice(0)) host.remove();
      const slots = pageSections()
        .filter((section) => section.kind === 'template' || section.kind === 'heading' || section.kind === 'hero')
        .map((section) => {
          if (getComputedStyle(section.element).position === 'static') section.element.style.position = 'relative';
          const host = document.createElement('div');
          // The hero is first on the page, where a fixed or transparent site header lies over its
          // top 64 px: its button goes below that.
          host.className = `absolute right-3 z-30 ${section.kind === 'hero' ? 'top-20' : 'top-3'}`;
          host.setAttribute('data-editor-slot', '');
          section.element.append(host);
          hosts.push(host);
          return { section, host };
        });
      setState({ slots, list: document.querySelector<HTMLElement>('[data-url-page]') });
    };
    // A section refreshed in place (its title edited) keeps its button; the button's name follows.
    const retitle = () => {
      const titles = new Map(pageSections().map((section) => [section.id, section.title]));
      setState((current) => {
        const slots = current.slots.map((slot) => {
          const title = titles.get(slot.section.id) ?? slot.section.title;
          return title === slot.section.title ? slot : { ...slot, section: { ...slot.section, title } };
        });
        return slots.some((slot, index) => slot !== current.slots[index]) ? { ...current, slots } : current;
      });
    };
    place();
    const list = document.querySelector('[data-url-page]');
    // A save refreshes the server-rendered page: put the buttons on the new sections, and rename
    // them when only a section's text changed. What happens inside the buttons' own slots is ours.
    const observer = new MutationObserver((records) => {
      const outside = records.filter((record) => !(record.target instanceof Element ? record.target : record.target.parentElement)?.closest('[data-editor-slot]'));
      const blocksChanged = outside.some((record) => record.target === list && [...record.addedNodes, ...record.removedNodes].some((node) => node instanceof HTMLElement && !node.hasAttribute('data-editor-slot')));
      if (blocksChanged) place();
      else if (outside.length > 0) retitle();
    });
    if (list) observer.observe(list, { childList: true, subtree: true, characterData: true });
    return () => {
      observer.disconnect();
      for (const host of hosts) host.remove();
      setState({ slots: [], list: null });
    };
  }, [active, path]);
  return state;
}

export function SectionButtons() {
  const { editor: labels } = useEditorContext();
  const editMode = useEditorStore((state) => state.editMode);
  const openEditor = useEditorStore((state) => state.openEditor);
  const { slots, list } = useSectionSlots(editMode, usePathname());
  if (!editMode) return null;
  const urlPage = currentUrlPage();
  return (
    <>
      {slots.map(({ section, host }) =>
        createPortal(
          section.kind === 'hero' ? (
            <button
              type="button"
              className={BUTTON}
              aria-label={labelText(labels.heroEditNamed, { title: section.title })}
              onClick={() => openEditor({ kind: 'hero', mode: 'edit', id: section.id })}
            >
              <Pencil className="size-4" aria-hidden="true" />
              {labels.heroEditButton}
            </button>
          ) : section.kind === 'heading' ? (
            <button
              type="button"
              className={BUTTON}
              aria-label={labelText(labels.headingEditNamed, { title: section.title || labels.headingUntitled })}
              onClick={() => urlPage && openEditor({ kind: 'heading', mode: 'edit', id: section.id, urlPage })}
            >
              <Pencil className="size-4" aria-hidden="true" />
              {labels.headingEditButton}
            </button>
          ) : (
            <button
              type="button"
              className={BUTTON}
              aria-label={labelText(labels.editSectionNamed, { title: section.title || labels.untitledSection })}
              onClick={() => urlPage && openEditor({ kind: 'section', mode: 'edit', id: section.id, urlPage })}
            >
              <Pencil className="size-4" aria-hidden="true" />
              {labels.editSection}
            </button>
          ),
          host,
          section.id,
        ),
      )}
      {list && urlPage &&
        createPortal(
          <div data-editor-slot="" className="flex justify-center py-8">
            <button type="button" className={BUTTON} onClick={() => openEditor({ kind: 'section', mode: 'create', urlPage })}>
              <Plus className="size-4" aria-hidden="true" />
              {labels.addSection}
            </button>
          </div>,
          list,
        )}
    </>
  );
}
