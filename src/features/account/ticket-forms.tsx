'use client';
// The ticket forms: opening a ticket, replying on one, and (for staff) closing or reopening it.
// Each checks its input with the schema the API uses, then refreshes the server-rendered page and
// marks the tickets dialog's list stale.
// A sent reply and a status change are confirmed with a toast (the refreshed page shows the result,
// and on the dashboard a closed ticket's card goes away); failures stay inline, by the form.
import { useId, useState, type FormEvent } from 'react';
import { useRouter } from 'next/navigation';
import { useToast } from '@/components/ui/toast';
import { createTicketSchema, replySchema, ticketFieldErrors, type TicketFieldErrorKey } from '@/schemas/tickets';
import { buttonClass, describedBy, Field, FormStatus, inputClass, secondaryButtonClass } from './fields';
import { queryKeys } from '@/features/server-state/query-keys';
import { markStale } from '@/features/server-state/tab-client';
import { commonErrorKey, sendJson } from './send';
import type { NEW_TICKET_LABELS, REPLY_LABELS, STATUS_LABELS } from './label-keys';

type NewTicketLabels = Record<(typeof NEW_TICKET_LABELS)[number], string>;

type Outcome = { tone: 'success' | 'error'; text: string } | null;

export function NewTicketForm({
  labels,
  accent,
  conversationHref,
  onCreated,
}: {
  labels: NewTicketLabels;
  accent: string;
  /** Where the new ticket's conversation lives; "{id}" is replaced by the ticket's id. */
  conversationHref: string;
  /** When set (the dialog), the form stays put and reports the new ticket instead of navigating. */
  onCreated?: (id: string) => void;
}) {
  const id = useId();
  const router = useRouter();
  const [errors, setErrors] = useState<Partial<Record<'subject' | 'message', TicketFieldErrorKey>>>({});
  const [outcome, setOutcome] = useState<Outcome>(null);
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const input = { subject: String(new FormData(form).get('subject') ?? ''), message: String(new FormData(form).get('message') ?? '') };
    const found = ticketFieldErrors<'subject' | 'message'>(createTicketSchema, input);
    setErrors(found);
    setOutcome(null);
    if (Object.keys(found).length > 0) return;
    setBusy(true);
    const result = await sendJson<{ id: string }>('POST', '/api/tickets', input);
    setBusy(false);
    if (!result.ok) {
      setOutcome({ tone: 'error', text: labels[commonErrorKey(result.status)] });
      return;
    }
    form.reset();
    setOutcome({ tone: 'success', text: labels.ticketCreated });
    if (onCreated) onCreated(result.data.id);
    else router.push(conversationHref.replace('{id}', result.data.id));
    markStale(queryKeys.tickets);
    router.refresh();
  }

  return (
    <form noValidate onSubmit={submit} className="space-y-4" data-testid="new-ticket-form">
      <Field id={`${id}-subject`} label={labels.subject} error={errors.subject && labels[errors.subject]}>
        <input id={`${id}-subject`} name="subject" type="text" maxLength={200} required className={inputClass} {...describedBy(`${id}-subject`, false, errors.subject)} />
      </Field>
      <Field id={`${id}-message`} label={labels.message} error={errors.message && labels[errors.message]}>
        <textarea id={`${id}-message`} name="message" rows={5} maxLength={5000} required className={inputClass} {...describedBy(`${id}-message`, false, errors.message)} />
      </Field>
      {outcome && <FormStatus tone={outcome.tone}>{outcome.text}</FormStatus>}
      <button type="submit" disabled={busy} className={buttonClass(accent)}>{busy ? labels.sending : labels.sendTicket}</button>
    </form>
  );
}

type ReplyLabels = Record<(typeof REPLY_LABELS)[number], string>;

export function ReplyForm({ ticketId, labels, accent }: { ticketId: string; labels: ReplyLabels; accent: string }) {
  const id = useId();
  const router = useRouter();
  const [error, setError] = useState<TicketFieldErrorKey | undefined>();
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const { toast } = useToast();

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const input = { body: String(new FormData(form).get('body') ?? '') };
    const found = ticketFieldErrors<'body'>(replySchema, input).body;
    setError(found);
    setFailure(null);
    if (found) return;
    setBusy(true);
    const result = await sendJson('POST', `/api/tickets/${ticketId}/messages`, input);
    setBusy(false);
    if (!result.ok) {
      setFailure(result.status === 409 ? labels.ticketClosed : labels[commonErrorKey(result.status)]);
      return;
    }
    form.reset();
    toast({ type: 'success', message: labels.replySent });
    markStale(queryKeys.tickets);
    router.refresh();
  }

  return (
    <form noValidate onSubmit={submit} className="space-y-3" data-testid="reply-form">
      <Field id={`${id}-body`} label={labels.yourReply} error={error && labels[error]}>
        <textarea id={`${id}-body`} name="body" rows={4} maxLength={5000} required className={inputClass} {...describedBy(`${id}-body`, false, error)} />
      </Field>
      {failure && <FormStatus tone="error">{failure}</FormStatus>}
      <button type="submit" disabled={busy} className={buttonClass(accent)}>{busy ? labels.sending : labels.sendReply}</button>
    </form>
  );
}

type StatusLabels = Record<(typeof STATUS_LABELS)[number], string>;

/** Staff only: closes an open or answered ticket, reopens a closed one. */
export function TicketStatusButton({ ticketId, closed, labels }: { ticketId: string; closed: boolean; labels: StatusLabels }) {
  const router = useRouter();
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const { toast } = useToast();

  async function change() {
    setBusy(true);
    setFailure(null);
    const result = await sendJson('PATCH', `/api/tickets/${ticketId}`, { status: closed ? 'open' : 'closed' });
    setBusy(false);
    if (!result.ok) {
      setFailure(labels[commonErrorKey(result.status)]);
      return;
    }
    toast({ type: 'success', message: closed ? labels.ticketReopened : labels.ticketClosedDone });
    markStale(queryKeys.tickets);
    router.refresh();
  }

  return (
    <div className="flex flex-wrap items-center gap-3">
      <button type="button" onClick={change} disabled={busy} className={secondaryButtonClass}>
        {closed ? labels.reopenTicket : labels.closeTicket}
      </button>
      {failure && <FormStatus tone="error">{failure}</FormStatus>}
    </div>
  );
}
