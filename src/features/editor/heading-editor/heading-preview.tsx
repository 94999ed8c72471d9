'use client';
// The live preview: the heading drawn by the public page's own component (HeadingBody) from the
// working copy and, when one is shown below it, the chosen template section through the registry,
// both in the language being edited.
import { HeadingBody } from '@/features/sections/heading-body';
import { SectionView } from '@/features/sections/registry';
import { useEditorContext } from '../editor-labels';
import { PreviewPane } from '../kit/preview-pane';
import { useEditedLanguage } from '../edited-language';
import { draftFromSection, previewRow, type SectionResponse } from '../section-editor/section-draft';
import { headingPreviewRow, type HeadingDraft } from './heading-draft';

type Props = { draft: HeadingDraft; headingId: string | null; sections: SectionResponse[] };

export function HeadingPreview({ draft, headingId, sections }: Props) {
  const { sections: sectionLabels, siteAccent } = useEditorContext();
  const { locale, defaultLocale } = useEditedLanguage();
  // Preview ids differ from the page's own, which is in the same document behind the dialog.
  const row = headingPreviewRow(draft, `preview-${headingId ?? 'new'}`);
  const included = draft.is_included_templatesection ? sections.find((section) => section.id === draft.template_section_id) : undefined;
  return (
    <PreviewPane>
      {/* The preview's button is a real link: following it would leave the page and the editor. */}
      <div
        className="overflow-hidden rounded-xl bg-white shadow-sm ring-1 ring-black/5"
        data-heading-preview=""
        onClickCapture={(event) => {
          if (event.target instanceof Element && event.target.closest('a')) event.preventDefault();
        }}
      >
        <HeadingBody heading={row} locale={locale} defaultLocale={defaultLocale} accent={siteAccent} />
        {included && (
          <SectionView
            section={previewRow(draftFromSection(included), included.website_metric ?? [], { id: `preview-${included.id}`, urlPage: included.url_page })}
            locale={locale}
            defaultLocale={defaultLocale}
            accent={siteAccent}
            labels={sectionLabels}
          />
        )}
      </div>
    </PreviewPane>
  );
}
