'use client';
// The live preview: the section drawn by the public page's own registry from the editor's working
// copy, re-rendered in place on every change, in the language being edited.
import { sectionEntry, SectionView } from '@/features/sections/registry';
import { deriveSectionType } from '@/lib/sections';
import type { MediaImages } from '@/lib/media-files';
import { useEditorContext } from '../editor-labels';
import { useEditedLanguage } from '../edited-language';
import { useSectionExtras } from './use-section-extras';
import { previewRow, type MetricData, type SectionDraft } from './section-draft';

type Props = { draft: SectionDraft; metrics: MetricData[]; sectionId: string | null; urlPage: string; media?: MediaImages };

export function SectionPreview({ draft, metrics, sectionId, urlPage, media }: Props) {
  const { editor: labels, sections, siteAccent } = useEditorContext();
  const { locale, defaultLocale } = useEditedLanguage();
  const row = previewRow(draft, metrics, { id: sectionId ?? 'preview', organizationId: '', urlPage });
  const extras = useSectionExtras(sectionEntry(deriveSectionType(row)).needs(row));
  return (
    <section aria-labelledby="section-preview-title" className="flex min-h-0 flex-col bg-gray-100">
      <div className="flex items-baseline justify-between gap-2 px-4 pt-3 pb-2">
        <h3 id="section-preview-title" className="text-sm font-semibold text-gray-900">
          {labels.livePreview}
        </h3>
        <p className="text-xs text-gray-600">{labels.previewNote}</p>
      </div>
      {/* Focusable, so the preview can be scrolled from the keyboard when it holds nothing focusable. */}
      <div className="min-h-0 flex-1 overflow-y-auto px-4 pb-4 focus-visible:outline-2 focus-visible:outline-sky-600" tabIndex={0} role="region" aria-labelledby="section-preview-title">
        <div className="overflow-hidden rounded-xl bg-white shadow-sm ring-1 ring-black/5" data-section-preview="">
          <SectionView section={row} locale={locale} defaultLocale={defaultLocale} accent={siteAccent} labels={sections} media={media} extras={extras} />
        </div>
      </div>
    </section>
  );
}
