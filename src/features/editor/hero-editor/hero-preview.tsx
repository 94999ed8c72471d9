'use client';
// The live preview: the hero drawn by the public page's own view (features/hero/hero-view.tsx) from
// the working copy, with the labels the editor fetched. At least 70vh tall in full screen (spec §9).
import { HeroView } from '@/features/hero/hero-view';
import { useEditorContext } from '../editor-labels';
import { heroPreviewRow, type HeroDraft } from './hero-draft';

export function HeroPreview({ draft, fullscreen }: { draft: HeroDraft; fullscreen: boolean }) {
  const { editor: labels, hero: heroLabels, locale, defaultLocale } = useEditorContext();
  return (
    <section aria-labelledby="hero-preview-title" className="flex min-h-0 flex-1 flex-col bg-gray-100">
      <div className="flex items-baseline justify-between gap-2 px-4 pt-3 pb-2">
        <h3 id="hero-preview-title" className="text-sm font-semibold text-gray-900">
          {labels.livePreview}
        </h3>
        <p className="text-xs text-gray-600">{labels.previewNote}</p>
      </div>
      <div className="min-h-0 flex-1 overflow-y-auto px-4 pb-4">
        {/* The preview's links are real links: following one would leave the page and the editor. */}
        <div
          className={`overflow-hidden rounded-xl bg-white shadow-sm ring-1 ring-black/5 ${fullscreen ? 'min-h-[70vh]' : ''}`}
          data-hero-preview=""
          onClickCapture={(event) => {
            if (event.target instanceof Element && event.target.closest('a')) event.preventDefault();
          }}
        >
          <HeroView hero={heroPreviewRow(draft, 'preview')} locale={locale} defaultLocale={defaultLocale} labels={heroLabels} />
        </div>
      </div>
    </section>
  );
}
