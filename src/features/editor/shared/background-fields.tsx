'use client';
// A background as the section and heading editors choose it: a solid colour from the editors'
// colour list or one of the eight gradient presets (spec §9). A colour stored before the list was
// closed stays selectable, so opening an editor changes nothing.
import { ToggleGroup, ToggleGroupItem } from '@/components/ui/toggle-group';
import { GRADIENT_PRESETS } from '@/lib/gradient-presets';
import type { PlainEditorKey } from '@/lib/i18n/editor-labels';
import { gradientClasses } from '@/lib/tokens';
import { useEditorContext } from '../editor-labels';
import { ColorSelect } from './color-select';
import { Field } from './field';

type Gradient = { from: string; via?: string | null; to: string };
export type Background = { is_gradient: boolean; gradient: Gradient | null; background_color: string };

/** `keepGradient`: a solid colour keeps the chosen gradient for later (the heading), or drops it (the section). */
type Props = { value: Background; update: (patch: Partial<Background>) => void; keepGradient?: boolean };

export function BackgroundFields({ value, update, keepGradient = false }: Props) {
  const { editor: labels } = useEditorContext();
  return (
    <>
      <Field label={labels.background}>
        <ToggleGroup
          type="single"
          aria-label={labels.background}
          value={value.is_gradient ? 'gradient' : 'solid'}
          onValueChange={(next) => next && update(next === 'gradient' ? { is_gradient: true, gradient: value.gradient ?? { ...GRADIENT_PRESETS[0].gradient } } : { is_gradient: false, ...(keepGradient ? {} : { gradient: null }) })}
        >
          <ToggleGroupItem value="solid">{labels.solidColor}</ToggleGroupItem>
          <ToggleGroupItem value="gradient">{labels.gradient}</ToggleGroupItem>
        </ToggleGroup>
      </Field>
      {value.is_gradient ? (
        <div role="radiogroup" aria-label={labels.gradient} className="grid grid-cols-2 gap-2">
          {GRADIENT_PRESETS.map((preset) => {
            const chosen = value.gradient?.from === preset.gradient.from && value.gradient?.to === preset.gradient.to && (value.gradient?.via ?? null) === preset.gradient.via;
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
        <ColorSelect label={labels.backgroundColor} value={value.background_color} onChange={(background_color) => update({ background_color })} />
      )}
    </>
  );
}
