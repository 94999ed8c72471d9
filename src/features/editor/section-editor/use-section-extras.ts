'use client';
// The data a section type shows beyond its cards (pricing plans, articles, FAQs, help-centre
// groups), fetched once per kind while an editor is open, so the live preview shows what the page
// will rather than an empty state. Dates come back as dates: the section components format them.
import { useEffect, useState } from 'react';
import type { ExtraKind, SectionExtras } from '@/server/sections/section-extras';

const ISO_DATE = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(?:\.\d+)?Z$/;

function revive(_key: string, value: unknown): unknown {
  return typeof value === 'string' && ISO_DATE.test(value) ? new Date(value) : value;
}

export function useSectionExtras(kind: ExtraKind | null): SectionExtras {
  const [loaded, setLoaded] = useState<Partial<Record<ExtraKind, SectionExtras>>>({});
  useEffect(() => {
    if (!kind || loaded[kind]) return;
    let live = true;
    fetch(`/api/editor/section-extras?kind=${kind}`, { credentials: 'same-origin', cache: 'no-store' })
      .then((response) => (response.ok ? response.text() : '{}'))
      .then((text) => live && setLoaded((current) => ({ ...current, [kind]: JSON.parse(text, revive) as SectionExtras })))
      // Without them the preview shows the section's empty state, as the page would on a failure.
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [kind, loaded]);
  return kind ? (loaded[kind] ?? {}) : {};
}
