'use client';
// Small labelled controls the hero panels share: a select over a closed list, a switch row, and
// a colour select showing a swatch. Each is a real form control with its own label.
import { useId } from 'react';
import { Switch } from '@/components/ui/switch';
import { EDITOR_COLORS } from '@/lib/gradient-presets';
import { colorClass } from '@/lib/tokens';
import { INPUT } from '../shared/field';

type Option = { value: string; label: string };

export function SelectField({ label, value, options, onChange }: { label: string; value: string; options: readonly Option[]; onChange: (value: string) => void }) {
  const id = useId();
  // A value stored before the list was closed stays selectable, so opening the editor changes nothing.
  const all = options.some((option) => option.value === value) ? options : [{ value, label: value }, ...options];
  return (
    <div className="space-y-1">
      <label htmlFor={id} className="block text-xs font-medium text-gray-800">
        {label}
      </label>
      <select id={id} className={INPUT} value={value} onChange={(event) => onChange(event.target.value)}>
        {all.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}

export function SwitchField({ label, checked, onChange }: { label: string; checked: boolean; onChange: (on: boolean) => void }) {
  const id = useId();
  return (
    <div className="flex items-center justify-between gap-3 py-1">
      <label htmlFor={id} className="text-sm font-medium text-gray-800">
        {label}
      </label>
      <Switch id={id} checked={checked} onCheckedChange={onChange} />
    </div>
  );
}

export function ColorField({ label, value, fallback, onChange }: { label: string; value: string | undefined; fallback: string; onChange: (value: string) => void }) {
  const current = value ?? fallback;
  return (
    <div className="flex items-end gap-2">
      <span className={`mb-1 size-8 shrink-0 rounded-md border border-gray-300 ${colorClass('bg', current, 'bg-white')}`} aria-hidden="true" />
      <div className="flex-1">
        <SelectField label={label} value={current} options={EDITOR_COLORS.map((color) => ({ value: color, label: color }))} onChange={onChange} />
      </div>
    </div>
  );
}

type TextFieldProps = { label: string; value: string; onChange: (value: string) => void; placeholder?: string; inputMode?: 'numeric'; lang?: string };

export function TextField({ label, value, onChange, placeholder, inputMode, lang }: TextFieldProps) {
  const id = useId();
  return (
    <div className="space-y-1">
      <label htmlFor={id} className="block text-xs font-medium text-gray-800">
        {label}
      </label>
      <input id={id} className={INPUT} value={value} placeholder={placeholder} inputMode={inputMode} lang={lang} onChange={(event) => onChange(event.target.value)} />
    </div>
  );
}

export const options = (values: readonly string[], label: (value: string) => string = (value) => value): Option[] => values.map((value) => ({ value, label: label(value) }));
