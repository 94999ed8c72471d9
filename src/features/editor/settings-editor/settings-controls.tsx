'use client';
// The form rows of the Global Settings tabs, each bound to a path of the working copy: its id (which
// a problem focuses), its problem (said under it and tied to it with aria-describedby), and, for the
// texts visitors read, the language being edited (the default language's field, or a translation).
import type { ReactNode } from 'react';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { Switch } from '@/components/ui/switch';
import { useEditedLanguage } from '../edited-language';
import { TranslationMark } from '../translation-status';
import { Field, INPUT } from '../shared/field';
import { plainText, textFor, withTranslation, type Translations } from '../translations';
import { useSettings } from './settings-context';

/** Radix Select has no empty value: "none" is this. */
const NONE = '__none__';

type Common = { path: string; label: string; hint?: ReactNode };

function useRow(path: string) {
  const { fieldId, problems } = useSettings();
  const id = fieldId(path);
  const problem = problems[path] ?? null;
  return { id, problem, errorId: `${id}-error`, hintId: `${id}-hint` };
}

const describedBy = (...ids: (string | false | null | undefined)[]) => ids.filter(Boolean).join(' ') || undefined;

function Hint({ id, children }: { id: string; children: ReactNode }) {
  return children ? (
    <p id={id} className="text-xs text-gray-600">
      {children}
    </p>
  ) : null;
}

type TextProps = Common & {
  value: string;
  onChange: (value: string) => void;
  multiline?: boolean;
  type?: 'text' | 'email' | 'url' | 'datetime-local' | 'time';
  inputMode?: 'text' | 'decimal' | 'numeric' | 'email' | 'url';
  placeholder?: string;
  maxLength?: number;
  className?: string;
  /** What the field says of its translation (LocalizedField's). */
  mark?: ReactNode;
};

export function TextField({ path, label, hint, value, onChange, multiline, type = 'text', inputMode, placeholder, maxLength, className = '', mark }: TextProps) {
  const { id, problem, errorId, hintId } = useRow(path);
  const props = {
    id,
    value,
    placeholder,
    maxLength,
    'aria-invalid': problem ? true : undefined,
    'aria-describedby': describedBy(problem && errorId, hint ? hintId : null),
    className: `${INPUT} ${className}`,
  };
  return (
    <Field label={label} htmlFor={id} error={problem} errorId={errorId} mark={mark}>
      {multiline ? (
        <textarea {...props} rows={3} onChange={(event) => onChange(event.target.value)} />
      ) : (
        <input {...props} type={type} inputMode={inputMode} onChange={(event) => onChange(event.target.value)} />
      )}
      <Hint id={hintId}>{hint}</Hint>
    </Field>
  );
}

/**
 * A text visitors read in every language: the default language's text, or the translation of the
 * language being edited (blank falls back to the default, which shows as the placeholder).
 */
export function LocalizedField({ base, translations, onChange, ...rest }: Omit<TextProps, 'value' | 'onChange' | 'placeholder'> & {
  base: string;
  translations: Translations;
  /** The default text, or the whole translation map. */
  onChange: (patch: { base: string } | { translations: Translations }) => void;
}) {
  const language = useEditedLanguage();
  const inDefault = language.locale === language.defaultLocale;
  return (
    <TextField
      {...rest}
      value={textFor(base, translations, language)}
      placeholder={inDefault ? undefined : plainText(base)}
      mark={<TranslationMark field={rest.path} base={base} translations={translations} />}
      onChange={(text) => onChange(inDefault ? { base: text } : { translations: withTranslation(translations, language.locale, text) })}
    />
  );
}

export function SwitchField({ path, label, hint, checked, onChange }: Common & { checked: boolean; onChange: (checked: boolean) => void }) {
  const { id, hintId } = useRow(path);
  return (
    <div className="flex items-start justify-between gap-3 py-1">
      <div className="min-w-0">
        <label htmlFor={id} className="text-sm font-medium text-gray-800">
          {label}
        </label>
        <Hint id={hintId}>{hint}</Hint>
      </div>
      <Switch id={id} checked={checked} onCheckedChange={onChange} aria-describedby={hint ? hintId : undefined} />
    </div>
  );
}

export type Option = { value: string; label: string };

export function SelectField({ path, label, hint, value, options, onChange }: Common & { value: string; options: Option[]; onChange: (value: string) => void }) {
  const { id, problem, errorId, hintId } = useRow(path);
  return (
    <Field label={label} htmlFor={id} error={problem} errorId={errorId}>
      <Select value={value === '' ? NONE : value} onValueChange={(next) => onChange(next === NONE ? '' : next)}>
        <SelectTrigger id={id} aria-invalid={problem ? true : undefined} aria-describedby={describedBy(problem && errorId, hint ? hintId : null)}>
          <SelectValue />
        </SelectTrigger>
        <SelectContent>
          {options.map((option) => (
            <SelectItem key={option.value || NONE} value={option.value === '' ? NONE : option.value}>
              {option.label}
            </SelectItem>
          ))}
        </SelectContent>
      </Select>
      <Hint id={hintId}>{hint}</Hint>
    </Field>
  );
}

/** A tab's title and subtitle (spec §2), above its form. */
export function TabHeading({ title, subtitle, children }: { title: string; subtitle: string; children?: ReactNode }) {
  return (
    <div className="mb-4 flex flex-wrap items-start justify-between gap-3">
      <div className="min-w-0">
        <h3 className="text-base font-semibold text-gray-900">{title}</h3>
        <p className="text-sm text-gray-600">{subtitle}</p>
      </div>
      {children}
    </div>
  );
}

export const ADD_BUTTON =
  'inline-flex min-h-10 items-center gap-1.5 rounded-lg px-3 text-sm font-semibold text-gray-800 ring-1 ring-gray-300 hover:bg-gray-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-sky-600';
