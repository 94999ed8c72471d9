'use client';
// The template sections of the heading's page: the choices for "show a template section below", and
// what the live preview draws there. Asked for when the page changes, only while needed, and kept
// with the editors' other reads (editor-queries.ts), which a section's save makes stale.
import { useEffect, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { splitLocalePrefix, urlPageFor } from '@/lib/i18n/locales';
import { editorQueries } from '../editor-queries';
import type { SectionResponse } from '../section-editor/section-draft';

export type PageTemplateSections = { sections: SectionResponse[]; status: 'idle' | 'loading' | 'ready' | 'failed' };

const PATH = /^\/[A-Za-z0-9\-._~/%]*$/;

export function usePageTemplateSections(urlPage: string, enabled: boolean): PageTemplateSections {
  const path = PATH.test(urlPage.trim()) ? urlPageFor(splitLocalePrefix(urlPage.trim()).rest) : null;
  // Typing a page address asks once the typing stops.
  const [settled, setSettled] = useState<string | null>(null);
  useEffect(() => {
    if (!enabled || !path) return;
    const timer = setTimeout(() => setSettled(path), 250);
    return () => clearTimeout(timer);
  }, [enabled, path]);
  const current = enabled && path !== null && settled === path;
  const query = useQuery({ ...editorQueries.templateSections(settled ?? ''), enabled: current });

  if (!enabled || !path) return { sections: [], status: 'idle' };
  if (!current || query.isPending) return { sections: [], status: 'loading' };
  if (query.isError) return { sections: [], status: 'failed' };
  return { sections: query.data, status: 'ready' };
}
