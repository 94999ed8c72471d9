'use client';
// The section editor's start: the section (when editing) loaded into the working copy with its
// cards, through the start every editor shares (use-editor-load.ts). A section that cannot be read
// is said so and the editor goes on with a new copy rather than closing.
import { useState } from 'react';
import { useToast } from '@/components/ui/toast';
import { useEditorContext } from '../editor-labels';
import { editorQueries, useFreshRead } from '../editor-queries';
import type { EditorTarget } from '../editor-store';
import { useEditorLoad } from '../use-editor-load';
import type { DraftStore } from './draft-store';
import { draftFromSection, type SectionDraft } from './section-draft';

type Target = Extract<EditorTarget, { kind: 'section' }>;

/** `rebase` is told what was loaded and its version: what the editor's next save is based on. */
export function useSectionLoad(target: Target, store: DraftStore, rebase: (draft: SectionDraft, version: number | undefined) => void) {
  const { editor: labels } = useEditorContext();
  const { toast } = useToast();
  const [savedTitle, setSavedTitle] = useState('');
  const read = useFreshRead();
  const start = useEditorLoad(target.mode === 'edit' ? `section:${target.id}` : `section:new:${target.urlPage}`, store, {
    load:
      target.mode === 'edit'
        ? async (isLive) => {
            try {
              const list = await read(editorQueries.templateSections(target.urlPage));
              const section = list.find((entry) => entry.id === target.id);
              if (section && isLive()) {
                const loaded = draftFromSection(section);
                rebase(loaded, section.version);
                setSavedTitle(section.section_title ?? '');
                return { draft: loaded, metrics: section.website_metric ?? [] };
              }
            } catch (error) {
              toast({ type: 'error', message: labels.sectionSaveFailed, description: error instanceof Error ? error.message : undefined });
            }
            return null;
          }
        : null,
  });
  return { ...start, savedTitle, setSavedTitle };
}
