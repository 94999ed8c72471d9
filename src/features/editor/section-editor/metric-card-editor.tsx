'use client';
// One card in the section editor's list: a drag handle, its media, title and description edited in
// place, and its tools (show title, round image, card style, background, media, remove).
import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { CircleDot, GripVertical, Heading, Image as ImageIcon, Square, Trash2 } from 'lucide-react';
import { useId } from 'react';
import { labelText } from '@/lib/i18n/island-labels';
import { EDITOR_COLORS } from '@/lib/gradient-presets';
import { classifyMedia } from '@/lib/media';
import { useEditorContext } from '../editor-labels';
import { useEditedLanguage } from '../edited-language';
import { isDefaultLanguage, plainText, textFor } from '../translations';
import { TranslationMark } from '../translation-status';
import { INPUT } from '../shared/field';
import type { MediaAsset } from '../media/media-types';
import { MediaUrlPopover } from '../shared/media-url-popover';
import { RichTextInput } from '../shared/rich-text-input';
import type { CardPatch, MetricData } from './section-draft';

type Props = {
  metric: MetricData;
  onText: (field: 'title' | 'description', value: string) => void;
  onToggle: (patch: CardPatch) => void;
  onRemove: () => void;
  onAsset?: (asset: MediaAsset) => void;
};

const TOOL = 'inline-flex size-8 items-center justify-center rounded-md text-gray-700 hover:bg-gray-100 aria-pressed:bg-gray-900 aria-pressed:text-white focus-visible:outline-2 focus-visible:outline-sky-600';

export function MetricCardEditor({ metric, onText, onToggle, onRemove, onAsset }: Props) {
  const { editor: labels } = useEditorContext();
  const language = useEditedLanguage();
  // A blank translation shows the card's default text, so the field offers it as its placeholder.
  const translating = !isDefaultLanguage(language);
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({ id: metric.id });
  const id = useId();
  const name = metric.title || labels.untitledSection;
  const media = metric.image ? classifyMedia(metric.image) : null;
  return (
    <li
      ref={setNodeRef}
      style={{ transform: CSS.Transform.toString(transform), transition }}
      className={`rounded-xl border bg-white p-3 ${isDragging ? 'z-10 border-sky-600 shadow-lg' : 'border-gray-200'}`}
      data-metric-id={metric.id}
    >
      <div className="flex gap-2">
        <button
          type="button"
          ref={setActivatorNodeRef}
          {...attributes}
          {...listeners}
          aria-label={labelText(labels.dragHandle, { title: name })}
          className="mt-1 inline-flex h-8 w-6 shrink-0 cursor-grab touch-none items-center justify-center rounded text-gray-500 hover:bg-gray-100 focus-visible:outline-2 focus-visible:outline-sky-600"
        >
          <GripVertical className="size-4" aria-hidden="true" />
        </button>
        <div className="min-w-0 flex-1 space-y-2">
          <label className="sr-only" htmlFor={`${id}-title`}>{labels.metricTitleField}</label>
          <input
            id={`${id}-title`}
            className={INPUT}
            lang={language.locale}
            value={textFor(metric.title, metric.title_translation, language)}
            placeholder={translating ? plainText(metric.title) : labels.cardTitlePlaceholder}
            maxLength={500}
            onChange={(event) => onText('title', event.target.value)}
          />
          <TranslationMark field={`metrics.${metric.id}.title`} base={metric.title} translations={metric.title_translation} />
          <span id={`${id}-description-label`} className="sr-only">{labels.description}</span>
          <RichTextInput
            id={`${id}-description`}
            labelledBy={`${id}-description-label`}
            className="min-h-16"
            lang={language.locale}
            value={textFor(metric.description, metric.description_translation, language)}
            placeholder={translating ? plainText(metric.description) : labels.cardDescriptionPlaceholder}
            onChange={(html) => onText('description', html)}
          />
          <TranslationMark field={`metrics.${metric.id}.description`} base={metric.description} translations={metric.description_translation} />
        </div>
      </div>
      <div role="toolbar" aria-label={labels.cardTools} className="mt-2 flex flex-wrap items-center gap-1 pl-8">
        <button type="button" className={TOOL} aria-pressed={metric.is_title_displayed} title={labels.toggleTitle} aria-label={labels.toggleTitle} onClick={() => onToggle({ is_title_displayed: !metric.is_title_displayed })}>
          <Heading className="size-4" aria-hidden="true" />
        </button>
        <button type="button" className={TOOL} aria-pressed={metric.is_image_rounded_full} title={labels.toggleRound} aria-label={labels.toggleRound} onClick={() => onToggle({ is_image_rounded_full: !metric.is_image_rounded_full })}>
          <CircleDot className="size-4" aria-hidden="true" />
        </button>
        <button type="button" className={TOOL} aria-pressed={metric.is_card_type} title={labels.toggleCard} aria-label={labels.toggleCard} onClick={() => onToggle({ is_card_type: !metric.is_card_type })}>
          <Square className="size-4" aria-hidden="true" />
        </button>
        <label className="sr-only" htmlFor={`${id}-bg`}>{labels.cardBackground}</label>
        <select id={`${id}-bg`} className="h-8 rounded-md border border-gray-300 bg-white px-2 text-xs" value={metric.background_color ?? ''} onChange={(event) => onToggle({ background_color: event.target.value || null })}>
          <option value="">{labels.noBackground}</option>
          {EDITOR_COLORS.map((color) => (
            <option key={color} value={color}>{color}</option>
          ))}
        </select>
        <MediaUrlPopover current={metric.image} onChange={(image) => onToggle({ image })} onAsset={onAsset}>
          <button type="button" className={TOOL} title={labels.addMedia} aria-label={labels.addMedia}>
            <ImageIcon className="size-4" aria-hidden="true" />
          </button>
        </MediaUrlPopover>
        {/* A staff-only thumbnail of any address the card points at; next/image would need every host configured. */}
        {/* eslint-disable-next-line @next/next/no-img-element */}
        {media?.kind === 'image' && <img src={media.src} alt="" className="size-8 rounded object-cover" />}
        <button type="button" className={`${TOOL} ml-auto text-rose-700`} title={labels.removeCard} aria-label={labels.removeCard} onClick={onRemove}>
          <Trash2 className="size-4" aria-hidden="true" />
        </button>
      </div>
    </li>
  );
}
