'use client';
// How the heading looks: a solid colour from the editors' colour list or one of the eight gradient
// presets (spec §9), and one of the three text styles heading sections allow (spec §3).
import { useId } from 'react';
import { ToggleGroup, ToggleGroupItem } from '@/components/ui/toggle-group';
import { HEADING_TEXT_STYLE_VARIANTS } from '@/lib/enums';
import { EDITOR_COLORS, GRADIENT_PRESETS } from '@/lib/gradient-presets';
import type { PlainEditorKey } from '@/lib/i18n/editor-labels';
import { colorClass, gradientClasses } from '@/lib/tokens';
import { useEditorContext } from '../editor-labels';
import { Field, INPUT } from '../shared/field';
import type { HeadingDraft, HeadingTextStyle } from './heading-draft';

const STYLE_LABELS: Record<HeadingTextStyle, PlainEditorKey> = { default: 'styleDefault', apple: 'styleApple', codedharmony: 'styleCodedharmony' };

type Props = { draft: HeadingDraft; update: (patch: Partial<HeadingDraft>) => void };

export function HeadingLookFields({ draft, update }: Props) {
  const { editor: labels } = useEditorContext();
  const id = useId();
  // A colour stored before the list was closed stays selectable, so opening the editor changes nothing.
  const colors = EDITOR_COLORS.includes(draft.background_color) ? EDITOR_COLORS : [draft.background_color, ...EDITOR_COLORS];
  return (
    <div className="space-y-5">
      <Field label={labels.background}>
        <ToggleGroup
          type="single"
          aria-label={labels.background}
          value={draft.is_gradient ? 'gradient' : 'solid'}
          onValueChange={(value) => value && update(value === 'gradient' ? { is_gradient: true, gradient: draft.gradient ?? { ...GRADIENT_PRESETS[0].gradient } } : { is_gradient: false })}
        >
          <ToggleGroupItem value="solid">{labels.solidColor}</ToggleGroupItem>
          <ToggleGroupItem value="gradient">{labels.gradient}</ToggleGroupItem>
        </ToggleGroup>
      </Field>
      {draft.is_gradient ? (
        <div role="radiogroup" aria-label={labels.gradient} className="grid grid-cols-2 gap-2">
          {GRADIENT_PRESETS.map((preset) => {
            const chosen = draft.gradient?.from === preset.gradient.from && draft.gradient?.to === preset.gradient.to && (draft.gradient?.via ?? null) === preset.gradient.via;
            return (
              <button
                key={preset.key}
                type="button"
                role="radio"
                aria-checked={chosen}
                onClick={() => update({ gradient: { ...preset.gradient } })}
                className={`flex items-center gap-2 rounded-lg border p-2 text-left text-sm ${chosen ? 'border-gray-900 ring-1 ring-gray-900' : 'border-gray-200 hover:border-gray-400'}`}
              >
                <span className={`size-8 shrink-0 rounded-md ${gradientClasses(preset.gradient)}`} aria-hidden="true" />
                {labels[`preset${preset.key}` as PlainEditorKey]}
              </button>
            );
          })}
        </div>
      ) : (
        <Field label={labels.backgroundColor} htmlFor={`${id}-color`}>
          <div className="flex items-center gap-2">
            <span className={`size-9 shrink-0 rounded-md border border-gray-300 ${colorClass('bg', draft.background_color, 'bg-white')}`} aria-hidden="true" />
            <select id={`${id}-color`} className={INPUT} value={draft.background_color} onChange={(event) => update({ background_color: event.target.value })}>
              {colors.map((color) => (
                <option key={color} value={color}>
                  {color}
                </option>
              ))}
            </select>
          </div>
        </Field>
      )}
      <Field label={labels.textStyle} htmlFor={`${id}-style`}>
        <select id={`${id}-style`} className={INPUT} value={draft.text_style_variant} onChange={(event) => update({ text_style_variant: event.target.value as HeadingTextStyle })}>
          {HEADING_TEXT_STYLE_VARIANTS.map((variant) => (
            <option key={variant} value={variant}>
              {labels[STYLE_LABELS[variant]]}
            </option>
          ))}
        </select>
      </Field>
    </div>
  );
}
