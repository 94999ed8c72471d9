'use client';
// How the heading looks: a solid colour from the editors' colour list or one of the eight gradient
// presets (spec §9), and one of the three text styles heading sections allow (spec §3).
import { useId } from 'react';
import { HEADING_TEXT_STYLE_VARIANTS } from '@/lib/enums';
import type { PlainEditorKey } from '@/lib/i18n/editor-labels';
import { useEditorContext } from '../editor-labels';
import { BackgroundFields } from '../shared/background-fields';
import { Field, INPUT } from '../shared/field';
import type { HeadingDraft, HeadingTextStyle } from './heading-draft';

const STYLE_LABELS: Record<HeadingTextStyle, PlainEditorKey> = { default: 'styleDefault', apple: 'styleApple', codedharmony: 'styleCodedharmony' };

type Props = { draft: HeadingDraft; update: (patch: Partial<HeadingDraft>) => void };

export function HeadingLookFields({ draft, update }: Props) {
  const { editor: labels } = useEditorContext();
  const id = useId();
  return (
    <div className="space-y-5">
      <BackgroundFields value={draft} update={update} keepGradient />
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
