'use client';
// The live preview: the hero drawn by the public page's own view (features/hero/hero-view.tsx) from
// the working copy, with the labels the editor fetched, and the inline tools laid over it. At least
// 70vh tall in full screen (spec §9). A handle being dragged shows its size here before it is
// written to the working copy, once, when it is let go.
import { useRef, useState } from 'react';
import { HeroView } from '@/features/hero/hero-view';
import type { MediaImages } from '@/lib/media-files';
import { useEditorContext } from '../editor-labels';
import { PreviewPane } from '../kit/preview-pane';
import { useEditedLanguage } from '../edited-language';
import { heroPreviewRow, type HeroDraft } from './hero-draft';
import { HeroInlineLayer } from './hero-inline-layer';
import { HIDE_EDITED_TEXT } from './hero-inline-text';

/** `media`: library images picked in this editor, drawn from their variants as the page will. */
type Props = { draft: HeroDraft; update: (patch: Partial<HeroDraft>) => void; fullscreen: boolean; media?: MediaImages };

export function HeroPreview({ draft, update, fullscreen, media }: Props) {
  const { editor: labels, hero: heroLabels } = useEditorContext();
  // Drawn in the language being edited: what that language's visitors will see.
  const { locale, defaultLocale } = useEditedLanguage();
  const frame = useRef<HTMLDivElement>(null);
  const [dragged, setDragged] = useState<Partial<HeroDraft> | null>(null);
  const shown = dragged ? { ...draft, ...dragged } : draft;
  return (
    <PreviewPane note={`${labels.previewNote} ${labels.heroInlineHint}`} className="flex-1">
      {/* The preview's links are real links: following one would leave the page and the editor. */}
      <div
        ref={frame}
        className={`relative overflow-hidden rounded-xl bg-white shadow-sm ring-1 ring-black/5 ${HIDE_EDITED_TEXT} ${fullscreen ? 'min-h-[70vh]' : ''}`}
        data-hero-preview=""
        onClickCapture={(event) => {
          if (event.target instanceof Element && event.target.closest('a')) event.preventDefault();
        }}
      >
        <HeroView hero={heroPreviewRow(shown, 'preview')} locale={locale} defaultLocale={defaultLocale} labels={heroLabels} media={media} />
        <HeroInlineLayer root={frame} draft={shown} update={update} preview={setDragged} />
      </div>
    </PreviewPane>
  );
}
