'use client';
// Inline editing on the live preview (spec §2, issue 11 §8): over each part of the hero a frame, its
// hover menu, and drag handles for the text sizes (12–120 px in steps of 4) and the image's sides
// (at least 50 px, at most 400 px high; none on a background image, §4). Everything writes the
// working copy the toolbar writes, so Save, undo/redo and the journal cover it. The text sizes
// apply to the breakpoint the preview is showing (desktop from 768 px, as the page switches).
import { useEffect, useId, useRef, useState, useSyncExternalStore, type RefObject } from 'react';
import { heroImage, HERO_DEFAULTS } from '@/features/hero/hero-style';
import { sizePx } from '@/lib/hero-text-size';
import { labelText } from '@/lib/i18n/island-labels';
import { HERO_DESCRIPTION_SIZES, HERO_TITLE_SIZES } from '@/schemas/hero';
import { useEditorContext } from '../editor-labels';
import type { HeroDraft } from './hero-draft';
import { ButtonTools, DescriptionTools, ImageTools, TitleTools, type Breakpoint } from './hero-inline-menus';
import { IMAGE_STEP, imageMaxHeight, sideAfterDrag, sizeValue, TEXT_RANGE, textPxAfterDrag } from './hero-inline-sizes';
import { InlineText } from './hero-inline-text';
import { useEditedLanguage } from '../edited-language';
import { localizedPatch, textFor } from '../translations';
import { keyboardFocusInTools, menuListOpen, PartTools } from './hero-part-tools';
import { ResizeHandle } from './hero-resize-handle';
import { partOf, useHoverMenu } from './use-hover-menu';
import { PARTS, usePartBoxes, type HeroPart } from './use-part-boxes';
import { useAccentStyle } from './use-site-accent';

type Patch = Partial<HeroDraft>;
type Props = { root: RefObject<HTMLDivElement | null>; draft: HeroDraft; update: (patch: Patch) => void; preview: (patch: Patch | null) => void };
type TextPart = 'title' | 'description';

const DESKTOP = '(min-width: 48rem)';
const subscribe = (change: () => void) => {
  const query = window.matchMedia(DESKTOP);
  query.addEventListener('change', change);
  return () => query.removeEventListener('change', change);
};

function useBreakpoint(): Breakpoint {
  return useSyncExternalStore(subscribe, () => (window.matchMedia(DESKTOP).matches ? 'desktop' : 'mobile'), () => 'desktop');
}

/** The stored size of a text part at a breakpoint, replaced by `px` (a token when one matches). */
function sizePatch(draft: HeroDraft, part: TextPart, breakpoint: Breakpoint, px: number): Patch {
  if (part === 'title') {
    const style = draft.title_style;
    return { title_style: { ...style, size: { ...style.size, [breakpoint]: sizeValue(px, HERO_TITLE_SIZES) } } };
  }
  const style = draft.description_style;
  return { description_style: { ...style, size: { ...style.size, [breakpoint]: sizeValue(px, HERO_DESCRIPTION_SIZES) } } };
}

function textPx(draft: HeroDraft, part: TextPart, breakpoint: Breakpoint): number {
  const desktop = breakpoint === 'desktop';
  const fallback = part === 'title' ? (desktop ? HERO_DEFAULTS.titleDesktop : HERO_DEFAULTS.titleMobile) : desktop ? HERO_DEFAULTS.descriptionDesktop : HERO_DEFAULTS.descriptionMobile;
  const style = part === 'title' ? draft.title_style : draft.description_style;
  return sizePx(style.size?.[breakpoint]) ?? sizePx(fallback) ?? TEXT_RANGE.min;
}

export function HeroInlineLayer({ root, draft, update, preview }: Props) {
  const { editor: labels } = useEditorContext();
  // Words edited in place are the language's being edited, as the preview draws them.
  const language = useEditedLanguage();
  const accent = useAccentStyle();
  const boxes = usePartBoxes(root, draft);
  const breakpoint = useBreakpoint();
  const hintId = useId();
  const [editingPart, setEditing] = useState<TextPart | null>(null);
  // A description emptied in place is no longer drawn, and its text area goes with it.
  const editing = editingPart && boxes[editingPart] ? editingPart : null;
  const dragging = useRef(false);
  const menu = useHoverMenu(root, () => dragging.current || editing !== null || keyboardFocusInTools() || menuListOpen());

  // A double click on the title or the description edits its words in place.
  useEffect(() => {
    const element = root.current;
    const edit = (event: MouseEvent) => {
      const part = partOf(event.target);
      if (part === 'title' || part === 'description') setEditing(part);
    };
    element?.addEventListener('dblclick', edit);
    return () => element?.removeEventListener('dblclick', edit);
  }, [root]);

  const names = { title: labels.heroTitleTools, description: labels.heroDescriptionTools, button: labels.heroButtonTools, image: labels.heroImageTools };
  const pixels = (value: number) => labelText(labels.pixels, { value });
  const handle = {
    hintId,
    onDragging: (on: boolean) => {
      dragging.current = on;
    },
  };
  const image = heroImage(draft.image, draft.image_style);
  // Handles only where the stored size is what is drawn: a picture beside or between the text.
  const sizedImage = image?.kind === 'image' && (image.position === 'left' || image.position === 'right' || (image.position === 'inline' && !image.fullPage));
  const active = menu.active;

  const tools = (part: HeroPart) => {
    if (part === 'button') return <ButtonTools draft={draft} update={update} />;
    if (part === 'image') return <ImageTools draft={draft} update={update} />;
    const Tools = part === 'title' ? TitleTools : DescriptionTools;
    return <Tools draft={draft} update={update} breakpoint={breakpoint} onEditText={() => setEditing(part)} />;
  };

  const textHandle = (part: TextPart) => {
    const box = boxes[part];
    if (!box) return null;
    const value = textPx(draft, part, breakpoint);
    return (
      <ResizeHandle
        {...handle}
        part={part}
        name={`${part}-size`}
        label={part === 'title' ? labels.heroTitleSizeHandle : labels.heroDescriptionSizeHandle}
        value={value}
        range={TEXT_RANGE}
        valueText={pixels(value)}
        axis="both"
        position={{ left: box.frame.left + box.frame.width, top: box.frame.top + box.frame.height }}
        fromDrag={textPxAfterDrag}
        onPreview={(px) => preview(px === null ? null : sizePatch(draft, part, breakpoint, px))}
        onCommit={(px) => update(sizePatch(draft, part, breakpoint, px))}
      />
    );
  };

  const imageHandles = () => {
    const box = boxes.image;
    if (!box || !sizedImage) return null;
    const style = draft.image_style;
    // What is drawn becomes what is stored: dragging one side keeps the other as it is on screen.
    const { width, height } = box.block;
    const maxHeight = imageMaxHeight(style.position, window.innerHeight);
    const widthPatch = (value: number): Patch => ({ image_style: { ...style, width: value, height } });
    const heightPatch = (value: number): Patch => ({ image_style: { ...style, width, height: value } });
    return (
      <>
        <ResizeHandle
          {...handle}
          part="image"
          name="image-width"
          label={labels.heroImageWidthHandle}
          value={width}
          range={{ min: HERO_DEFAULTS.imageMin, max: Math.max(HERO_DEFAULTS.imageMin, box.room), ...IMAGE_STEP }}
          valueText={pixels(width)}
          axis="x"
          position={{ left: box.block.left + width, top: box.block.top + height / 2 }}
          fromDrag={(start, dx) => sideAfterDrag(start, dx, box.room)}
          onPreview={(value) => preview(value === null ? null : widthPatch(value))}
          onCommit={(value) => update(widthPatch(value))}
        />
        <ResizeHandle
          {...handle}
          part="image"
          name="image-height"
          label={labels.heroImageHeightHandle}
          value={height}
          range={{ min: HERO_DEFAULTS.imageMin, max: maxHeight, ...IMAGE_STEP }}
          valueText={pixels(height)}
          axis="y"
          position={{ left: box.block.left + width / 2, top: box.block.top + height }}
          fromDrag={(start, _dx, dy) => sideAfterDrag(start, dy, maxHeight)}
          onPreview={(value) => preview(value === null ? null : heightPatch(value))}
          onCommit={(value) => update(heightPatch(value))}
        />
      </>
    );
  };

  const editBox = editing ? boxes[editing] : undefined;
  if (editingPart && !editing) setEditing(null);
  return (
    <div className="pointer-events-none absolute inset-0 z-10" data-hero-inline="">
      <p id={hintId} className="sr-only">
        {labels.heroHandleHint}
      </p>
      {PARTS.map((part) => {
        const box = boxes[part];
        if (!box) return null;
        return (
          <div key={part}>
            <PartTools part={part} frame={box.frame} open={active === part && menu.menuOpen} label={names[part]} menu={menu} accent={accent}>
              {tools(part)}
            </PartTools>
            {active === part && (part === 'image' ? imageHandles() : part !== 'button' && textHandle(part))}
          </div>
        );
      })}
      {editing && editBox && (
        <InlineText
          key={editing}
          part={editing}
          box={editBox}
          value={editing === 'title' ? textFor(draft.title, draft.title_translation, language) : textFor(draft.description, draft.description_translation, language)}
          label={editing === 'title' ? labels.heroTitleLabel : labels.heroDescriptionLabel}
          maxHeight={editing === 'title' ? 400 : 280}
          onChange={(value) => update(editing === 'title' ? localizedPatch(draft, 'title', 'title_translation', language, value) : localizedPatch(draft, 'description', 'description_translation', language, value))}
          onDone={() => setEditing(null)}
        />
      )}
    </div>
  );
}
