'use client';
// The template sections of the heading's page: the choices for "show a template section below", and
// what the live preview draws there. Fetched fresh (t=…) when the page changes, only while needed.
import { useEffect, useState } from 'react';
import { splitLocalePrefix, urlPageFor } from '@/lib/i18n/locales';
import { editorApi } from '../editor-api';
import type { SectionResponse } from '../section-editor/section-draft';

export type PageTemplateSections = { sections: SectionResponse[]; status: 'idle' | 'loading' | 'ready' | 'failed' };

const PATH = /^\/[A-Za-z0-9\-._~/%]*$/;

export function usePageTemplateSections(urlPage: string, enabled: boolean): PageTemplateSections {
  const path = PATH.test(urlPage.trim()) ? urlPageFor(splitLocalePrefix(urlPage.trim()).rest) : null;
  const [state, setState] = useState<PageTemplateSections & { path: string | null }>({ sections: [], status: 'idle', path: null });

  useEffect(() => {
    if (!enabled || !path) return;
    let live = true;
    // Typing a page address fetches once the typing stops.
    const timer = setTimeout(() => {
      editorApi<SectionResponse[]>('GET', `/api/template-sections?url_page=${encodeURIComponent(path)}&t=${Date.now()}`)
        .then((sections) => live && setState({ sections, status: 'ready', path }))
        .catch(() => live && setState({ sections: [], status: 'failed', path }));
    }, 250);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [enabled, path]);

  if (!enabled || !path) return { sections: [], status: 'idle' };
  return { sections: state.path === path ? state.sections : [], status: state.path === path ? state.status : 'loading' };
}
