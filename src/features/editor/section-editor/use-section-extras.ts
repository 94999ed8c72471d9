'use client';
// The data a section type shows beyond its cards (pricing plans, articles, FAQs, help-centre
// groups), so the live preview shows what the page will rather than an empty state. Asked for once
// per kind and kept with the editors' other reads (editor-queries.ts).
import type { ExtraKind, SectionExtras } from '@/server/sections/section-extras';
import { useSectionExtrasQuery } from '../editor-queries';

export function useSectionExtras(kind: ExtraKind | null): SectionExtras {
  // Without them the preview shows the section's empty state, as the page would on a failure.
  return useSectionExtrasQuery(kind).data ?? {};
}
