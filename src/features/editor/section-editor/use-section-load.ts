'use client';
// The section editor's start: the section (when editing) loaded into the working copy with its
// cards, the journalled copy left by a crash or reload offered back, and every later change
// journalled. A clean copy (the baseline) needs no journal.
import { useCallback, useEffect, useRef, useState } from 'react';
import { useStore } from 'zustand';
import { useToast } from '@/components/ui/toast';
import { editorApi } from '../editor-api';
import { useEditorContext } from '../editor-labels';
import type { EditorTarget } from '../editor-store';
import type { DraftStore } from './draft-store';
import { draftFromSection, NEW_SECTION, type MetricData, type SectionDraft, type SectionResponse } from './section-draft';
import { useJournal, type JournalEntry } from './use-journal';

type Target = Extract<EditorTarget, { kind: 'section' }>;

export function useSectionLoad(target: Target, store: DraftStore) {
  const { editor: labels } = useEditorContext();
  const { toast } = useToast();
  const draft = useStore(store, (state) => state.draft);
  const [savedTitle, setSavedTitle] = useState('');
  const [loading, setLoading] = useState(target.mode === 'edit');
  const [restorable, setRestorable] = useState<JournalEntry<SectionDraft> | null>(null);
  const journal = useJournal<SectionDraft>(target.mode === 'edit' ? `section:${target.id}` : `section:new:${target.urlPage}`);
  const baseline = useRef<SectionDraft>(NEW_SECTION);

  useEffect(() => {
    let live = true;
    const start = async () => {
      let loaded = NEW_SECTION;
      let loadedMetrics: MetricData[] = [];
      if (target.mode === 'edit') {
        try {
          const list = await editorApi<SectionResponse[]>('GET', `/api/template-sections?url_page=${encodeURIComponent(target.urlPage)}&t=${Date.now()}`);
          const section = list.find((entry) => entry.id === target.id);
          if (section && live) {
            loaded = draftFromSection(section);
            setSavedTitle(section.section_title ?? '');
            loadedMetrics = section.website_metric ?? [];
          }
        } catch (error) {
          toast({ type: 'error', message: labels.sectionSaveFailed, description: error instanceof Error ? error.message : undefined });
        }
      }
      if (!live) return;
      baseline.current = loaded;
      store.setState({ draft: loaded, metrics: loadedMetrics });
      store.temporal.getState().clear();
      setLoading(false);
      const entry = await journal.read();
      if (live && entry && JSON.stringify(entry.value) !== JSON.stringify(loaded)) setRestorable(entry);
    };
    void start();
    return () => {
      live = false;
    };
    // Runs once per opened editor: the key of the editor host remounts it for another section.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  useEffect(() => {
    if (loading) return;
    if (JSON.stringify(draft) === JSON.stringify(baseline.current)) return;
    journal.write(draft);
  }, [draft, loading, journal]);

  /** A created section: what was sent is the new clean copy. */
  const markSaved = useCallback((value: SectionDraft) => {
    baseline.current = value;
  }, []);

  return { loading, savedTitle, setSavedTitle, restorable, setRestorable, journal, markSaved };
}
