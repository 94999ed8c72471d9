'use client';
// The live preview: the section drawn by the public page's own registry from the editor's working
// copy, re-rendered in place on every change, in the language being edited.
import { sectionEntry, SectionView } from '@/features/sections/registry';
import { deriveSectionType } from '@/lib/sections';
import type { MediaImages } from '@/lib/media-files';
import { useEditorContext } from '../editor-labels';
import { PreviewPane } from '../kit/preview-pane';
import { useEditedLanguage } from '../edited-language';
import { useSectionExtras } from './use-section-extras';
import { previewRow, type MetricData, type SectionDraft } from './section-draft';

type Props = { draft: SectionDraft; metrics: MetricData[]; sectionId: string | null; urlPage: string; media?: MediaImages };

export function SectionPreview({ draft, metrics, sectionId, urlPage, media }: Props) {
  const { sections, siteAccent } = useEditorContext();
  const { locale, defaultLocale } = useEditedLanguage();
  const row = previewRow(draft, metrics, { id: sectionId ?? 'preview', urlPage });
  const extras = useSectionExtras(sectionEntry(deriveSectionType(row)).needs(row));
  return (
    <PreviewPane>
      <div className="overflow-hidden rounded-xl bg-white shadow-sm ring-1 ring-black/5" data-section-preview="">
        <SectionView section={row} locale={locale} defaultLocale={defaultLocale} accent={siteAccent} labels={sections} media={media} extras={extras} />
      </div>
    </PreviewPane>
  );
}
