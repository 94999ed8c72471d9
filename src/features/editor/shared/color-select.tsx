'use client';
// A colour from the editors' colour list (spec §5), with a swatch beside the list. A colour stored
// before the list was closed stays selectable, so opening an editor changes nothing.
import { useId } from 'react';
import { EDITOR_COLORS } from '@/lib/gradient-presets';
import { colorClass } from '@/lib/tokens';
import { Field, INPUT } from './field';

export function ColorSelect({ label, value, onChange }: { label: string; value: string; onChange: (value: string) => void }) {
  const id = useId();
  const colors = EDITOR_COLORS.includes(value) ? EDITOR_COLORS : [value, ...EDITOR_COLORS];
  return (
    <Field label={label} htmlFor={id}>
      <div className="flex items-center gap-2">
        <span className={`size-9 shrink-0 rounded-md border border-gray-300 ${colorClass('bg', value, 'bg-white')}`} aria-hidden="true" />
        <select id={id} className={INPUT} value={value} onChange={(event) => onChange(event.target.value)}>
          {colors.map((color) => (
            <option key={color} value={color}>
              {color}
            </option>
          ))}
        </select>
      </div>
    </Field>
  );
}
