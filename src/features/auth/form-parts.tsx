'use client';
// The pieces every auth form is made of: labelled fields (with the error tied to its field), a
// password field with a show/hide toggle, the message box and the submit button. Colours follow the
// site's accent through the --accent variable the surrounding shell sets.
import { useId, useState, type InputHTMLAttributes, type ReactNode } from 'react';
import { CircleAlert, CircleCheck, Eye, EyeOff, LoaderCircle } from 'lucide-react';
import { labelText } from '@/lib/i18n/island-labels';
import type { AuthLabels, Notice } from './auth-client';

export const inputClass =
  'block w-full rounded-lg border border-gray-300 bg-white px-3.5 py-2.5 text-base text-gray-900 shadow-xs placeholder:text-gray-400 focus:border-(--accent) focus:outline-none focus:ring-3 focus:ring-(--accent)/20 aria-invalid:border-red-500 sm:text-sm';
export const linkClass = 'rounded font-semibold text-(--accent) hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-(--accent)';

type FieldProps = InputHTMLAttributes<HTMLInputElement> & { label: string; name: string; hint?: string; invalid?: boolean; errorId?: string; trailing?: ReactNode };

export function Field({ label, hint, invalid, errorId, trailing, id, ...input }: FieldProps) {
  const generated = useId();
  const inputId = id ?? generated;
  const hintId = hint ? `${inputId}-hint` : undefined;
  const describedBy = [invalid ? errorId : undefined, hintId].filter(Boolean).join(' ') || undefined;
  return (
    <div>
      <label htmlFor={inputId} className="block text-sm font-medium text-gray-800">
        {label}
      </label>
      <div className="relative mt-1.5">
        <input id={inputId} className={`${inputClass} ${trailing ? 'pr-11' : ''}`} aria-invalid={invalid || undefined} aria-describedby={describedBy} {...input} />
        {trailing}
      </div>
      {hint ? (
        <p id={hintId} className="mt-1.5 text-xs text-gray-600">
          {hint}
        </p>
      ) : null}
    </div>
  );
}

export function PasswordField(props: Omit<FieldProps, 'type' | 'trailing'> & { labels: AuthLabels }) {
  const { labels, ...field } = props;
  const [visible, setVisible] = useState(false);
  const toggle = visible ? labels.hidePassword : labels.showPassword;
  return (
    <Field
      {...field}
      type={visible ? 'text' : 'password'}
      trailing={
        <button
          type="button"
          className="absolute inset-y-0 right-0 flex w-11 items-center justify-center rounded-r-lg text-gray-500 hover:text-gray-800 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-(--accent)"
          aria-label={toggle}
          title={toggle}
          aria-pressed={visible}
          onClick={() => setVisible((value) => !value)}
        >
          {visible ? <EyeOff className="size-4" aria-hidden="true" /> : <Eye className="size-4" aria-hidden="true" />}
        </button>
      }
    />
  );
}

export function noticeText(notice: Notice, labels: AuthLabels): string {
  if ('text' in notice) return notice.text;
  const vars: Record<string, string> = { ...notice.vars };
  for (const [name, key] of Object.entries(notice.labelVars ?? {})) vars[name] = labelText(labels[key]);
  return labelText(labels[notice.key], vars);
}

/** The form's one message: an error, a warning or a success, announced to screen readers. */
export function NoticeBox({ id, notice, tone, labels }: { id?: string; notice: Notice | null; tone: 'error' | 'warning' | 'success'; labels: AuthLabels }) {
  if (!notice) return null;
  const styles = {
    error: 'border-red-200 bg-red-50 text-red-800',
    warning: 'border-amber-200 bg-amber-50 text-amber-900',
    success: 'border-emerald-200 bg-emerald-50 text-emerald-800',
  }[tone];
  const Icon = tone === 'success' ? CircleCheck : CircleAlert;
  return (
    <div id={id} role={tone === 'error' ? 'alert' : 'status'} className={`flex items-start gap-2.5 rounded-lg border px-3.5 py-3 text-sm ${styles}`}>
      <Icon className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
      <p>{noticeText(notice, labels)}</p>
    </div>
  );
}

export function SubmitButton({ busy, label, busyLabel }: { busy: boolean; label: string; busyLabel: string }) {
  return (
    <button
      type="submit"
      disabled={busy}
      aria-busy={busy || undefined}
      className="flex w-full items-center justify-center gap-2 rounded-lg bg-(--accent) px-4 py-2.5 text-sm font-semibold text-white shadow-sm transition hover:brightness-110 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-(--accent) disabled:cursor-wait disabled:opacity-70"
    >
      {busy ? <LoaderCircle className="size-4 animate-spin" aria-hidden="true" /> : null}
      {busy ? busyLabel : label}
    </button>
  );
}

/** Reads a form's fields as strings. */
export function formValues<K extends string>(form: HTMLFormElement, names: readonly K[]): Record<K, string> {
  const data = new FormData(form);
  return Object.fromEntries(names.map((name) => [name, String(data.get(name) ?? '')])) as Record<K, string>;
}

export const wait = (ms: number) => new Promise<void>((resolve) => window.setTimeout(resolve, ms));
