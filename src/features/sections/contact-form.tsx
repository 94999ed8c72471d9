'use client';
// The contact section's form: validated with the same schema as POST /api/support-tickets, so the
// visitor sees the message at once; the server checks again. Success is a toast and the form is
// emptied for another message; a failure stays beside the button until the next try.
import { useState, type FormEvent } from 'react';
import { Loader2, Send } from 'lucide-react';
import { useToast } from '@/components/ui/toast';
// The limits only: the validator itself loads when a visitor first submits, so a page with a
// contact form does not make every visitor download it.
import { SUPPORT_TICKET_LIMITS, type SupportTicketField, type SupportTicketFieldErrors, type SupportTicketMessageKey } from '@/schemas/support-ticket-rules';
import { formatLabel, labelText, type LabelTemplate } from '@/lib/i18n/island-labels';

/** The two messages with values the browser fills in (the address typed, a field's limit) are templates. */
export type ContactFormLabels = Record<
  'title' | 'intro' | 'name' | 'email' | 'subject' | 'message' | 'send' | 'sending' | 'successTitle' | 'sendAnother' | 'sendError' | 'honeypot',
  string
> &
  Record<Exclude<SupportTicketMessageKey, 'tooLong'>, string> & { successBody: LabelTemplate; tooLong: LabelTemplate };

type Props = { labels: ContactFormLabels; buttonClass: string; radius: string };
type Status = 'idle' | 'sending' | 'failed';

const FIELDS: { name: SupportTicketField; type: string; autoComplete?: string; multiline?: boolean }[] = [
  { name: 'name', type: 'text', autoComplete: 'name' },
  { name: 'email', type: 'email', autoComplete: 'email' },
  { name: 'subject', type: 'text' },
  { name: 'message', type: 'text', multiline: true },
];

export function ContactForm({ labels, buttonClass, radius }: Props) {
  const [status, setStatus] = useState<Status>('idle');
  const [errors, setErrors] = useState<SupportTicketFieldErrors>({});
  const { toast } = useToast();

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const values = Object.fromEntries(new FormData(form)) as Record<string, string>;
    const { supportTicketFieldErrors } = await import('@/schemas/support-ticket');
    const found = supportTicketFieldErrors(values);
    setErrors(found);
    const first = FIELDS.find((field) => found[field.name]);
    if (first) {
      form.querySelector<HTMLElement>(`[name="${first.name}"]`)?.focus();
      return;
    }
    setStatus('sending');
    try {
      const response = await fetch('/api/support-tickets', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify(values),
      });
      if (!response.ok) throw new Error(String(response.status));
      form.reset();
      setStatus('idle');
      toast({ type: 'success', message: labels.successTitle, description: formatLabel(labels.successBody, { email: values.email.trim() }) });
    } catch {
      setStatus('failed');
    }
  }

  const input = `mt-2 block w-full border bg-white px-4 py-3 text-gray-900 shadow-sm placeholder:text-gray-400 focus:outline-2 focus:outline-offset-0 focus:outline-gray-900 ${radius === 'rounded-full' ? 'rounded-xl' : radius}`;
  return (
    // method and action only matter if someone submits before the script loads: the data then goes
    // to the API in the request body, never into the page's URL.
    <form method="post" action="/api/support-tickets" noValidate onSubmit={submit} className="space-y-5" aria-busy={status === 'sending'}>
      <div>
        <p className="text-lg font-semibold text-gray-900">{labels.title}</p>
        <p className="mt-1 text-sm text-gray-600">{labels.intro}</p>
      </div>
      <div className="grid gap-5 sm:grid-cols-2">
        {FIELDS.map((field) => {
          const error = errors[field.name];
          const id = `contact-${field.name}`;
          const common = {
            id,
            name: field.name,
            autoComplete: field.autoComplete,
            maxLength: SUPPORT_TICKET_LIMITS[field.name],
            required: true,
            'aria-invalid': error ? true : undefined,
            'aria-describedby': error ? `${id}-error` : undefined,
            className: `${input} ${error ? 'border-rose-600' : 'border-gray-300'}`,
          };
          return (
            <div key={field.name} className={field.name === 'subject' || field.multiline ? 'sm:col-span-2' : ''}>
              <label htmlFor={id} className="block text-sm font-medium text-gray-900">
                {labels[field.name]}
              </label>
              {field.multiline ? <textarea rows={6} {...common} /> : <input type={field.type} {...common} />}
              {error && (
                <p id={`${id}-error`} className="mt-2 text-sm font-medium text-rose-700">
                  {labelText(labels[error.key], { max: error.max ?? '' })}
                </p>
              )}
            </div>
          );
        })}
      </div>
      {/* Hidden from people (and from assistive technology); bots that fill every field give themselves away. */}
      <div aria-hidden className="absolute -left-[10000px] h-px w-px overflow-hidden">
        <label htmlFor="contact-website">{labels.honeypot}</label>
        <input id="contact-website" name="website" type="text" tabIndex={-1} autoComplete="off" />
      </div>
      {status === 'failed' && (
        <p role="alert" className="rounded-lg bg-rose-50 px-4 py-3 text-sm font-medium text-rose-800">
          {labels.sendError}
        </p>
      )}
      <button type="submit" disabled={status === 'sending'} className={`inline-flex w-full items-center justify-center gap-2 px-6 py-3 text-sm font-semibold transition sm:w-auto focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-gray-900 disabled:opacity-70 ${buttonClass}`}>
        {status === 'sending' ? <Loader2 aria-hidden className="size-4 animate-spin motion-reduce:animate-none" /> : <Send aria-hidden className="size-4" />}
        {status === 'sending' ? labels.sending : labels.send}
      </button>
    </form>
  );
}
