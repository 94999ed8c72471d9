'use client';
// The assistant's settings on /admin/ai/management: the on/off switch and the greeting, with one
// field per other language of the site. Saved with PUT /api/admin/assistant; the server page is
// refreshed afterwards so everything on it reads the saved values.
import { useId, useState, type FormEvent } from 'react';
import { useRouter } from 'next/navigation';
import { Switch } from '@/components/ui/switch';
import { useOptionalToast } from '@/components/ui/toast';
import { HELP_LIMITS, type AssistantSettingsResponse } from '@/schemas/help-widget';
import { buttonClass, Field, FormStatus, inputClass } from '@/features/account/fields';

export type AssistantFormLabels = {
  enabledLabel: string;
  enabledHint: string;
  greetingLabel: string;
  greetingHint: string;
  translationsTitle: string;
  save: string;
  saving: string;
  saved: string;
  saveError: string;
};

type Props = {
  initial: AssistantSettingsResponse;
  /** The site's other languages, each with its field label ("Greeting in Deutsch"). */
  languages: { code: string; label: string }[];
  /** What the greeting says when left empty, shown as its placeholder. */
  defaultGreeting: string;
  labels: AssistantFormLabels;
  accent: string;
};

export function AssistantSettingsForm({ initial, languages, defaultGreeting, labels, accent }: Props) {
  const id = useId();
  const router = useRouter();
  const toast = useOptionalToast();
  const [enabled, setEnabled] = useState(initial.enabled);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const greeting_translation: Record<string, string> = {};
    for (const { code } of languages) greeting_translation[code] = String(data.get(`greeting-${code}`) ?? '');
    setBusy(true);
    setError('');
    try {
      const response = await fetch('/api/admin/assistant', {
        method: 'PUT',
        credentials: 'same-origin',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ enabled, greeting: String(data.get('greeting') ?? ''), greeting_translation }),
      });
      if (!response.ok) throw new Error(String(response.status));
      toast?.toast({ type: 'success', message: labels.saved });
      router.refresh();
    } catch {
      setError(labels.saveError);
    } finally {
      setBusy(false);
    }
  }

  return (
    <form noValidate onSubmit={submit} className="space-y-5" data-testid="assistant-settings-form">
      <div className="flex items-start gap-3">
        <Switch id={`${id}-enabled`} checked={enabled} onCheckedChange={setEnabled} aria-describedby={`${id}-enabled-hint`} />
        <div>
          <label htmlFor={`${id}-enabled`} className="text-sm font-medium text-gray-900">{labels.enabledLabel}</label>
          <p id={`${id}-enabled-hint`} className="text-xs text-gray-600">{labels.enabledHint}</p>
        </div>
      </div>
      <Field id={`${id}-greeting`} label={labels.greetingLabel} hint={labels.greetingHint}>
        <textarea
          id={`${id}-greeting`}
          name="greeting"
          rows={2}
          maxLength={HELP_LIMITS.greeting}
          defaultValue={initial.greeting}
          placeholder={defaultGreeting}
          aria-describedby={`${id}-greeting-hint`}
          className={inputClass}
        />
      </Field>
      {languages.length > 0 && (
        <fieldset className="space-y-3">
          <legend className="text-sm font-semibold text-gray-900">{labels.translationsTitle}</legend>
          {languages.map(({ code, label }) => (
            <Field key={code} id={`${id}-greeting-${code}`} label={label}>
              <textarea
                id={`${id}-greeting-${code}`}
                name={`greeting-${code}`}
                lang={code}
                rows={2}
                maxLength={HELP_LIMITS.greeting}
                defaultValue={initial.greeting_translation[code as keyof typeof initial.greeting_translation] ?? ''}
                className={inputClass}
              />
            </Field>
          ))}
        </fieldset>
      )}
      {error && <FormStatus tone="error">{error}</FormStatus>}
      <button type="submit" disabled={busy} className={buttonClass(accent)}>
        {busy ? labels.saving : labels.save}
      </button>
    </form>
  );
}
