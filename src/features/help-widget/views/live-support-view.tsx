'use client';
// Starting a conversation with a person: name and e-mail (filled in for someone signed in), the
// message, and whether anyone is around. When nobody is, the visitor is told so and leaves a
// message with the usual reply time. Coming from the assistant, the chat so far goes along.
import { useId, useState, type FormEvent } from 'react';
import { Bot } from 'lucide-react';
import type { ConversationResponse, StaffAvailability, TranscriptLine } from '@/schemas/help-widget';
import { HELP_LIMITS } from '@/lib/help-limits';
import { EMAIL_PATTERN } from '@/lib/patterns';
import type { Locale } from '@/lib/i18n/locales';
import { useMe } from '@/features/site-chrome/use-me';
import type { WidgetLabels } from '../labels';
import type { AssistantTurn } from '../use-help-session';
import { startConversation } from '../api';
import { StaffNote } from './staff-note';
import { fieldInput, primaryButton, secondaryButton } from './styles';
import { Field } from './field';

type Props = {
  staff: StaffAvailability;
  labels: WidgetLabels;
  locale: Locale;
  turns: AssistantTurn[];
  questionId: string | undefined;
  onStarted: (answer: ConversationResponse) => void;
  onAssistant?: () => void;
};

type Errors = Partial<Record<'name' | 'email' | 'message', string>>;

/**
 * A chat turn as the conversation takes it: the assistant's answers with the id and signature the
 * server gave them (without them the server would not show them as the assistant's, decision 052).
 */
function transcriptLine(turn: AssistantTurn): TranscriptLine[] {
  const text = turn.text.slice(0, HELP_LIMITS.transcriptText);
  if (turn.role === 'visitor') return [{ role: 'visitor', text }];
  if (!turn.questionId || !turn.signature) return [];
  return [{ role: 'assistant', text, question_id: turn.questionId, signature: turn.signature }];
}

export function LiveSupportView({ staff, labels, locale, turns, questionId, onStarted, onAssistant }: Props) {
  const me = useMe();
  // Typed values win; until the visitor types, a signed-in person's own name and address show.
  const [typed, setTyped] = useState<{ name?: string; email?: string }>({});
  const [message, setMessage] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const [sending, setSending] = useState(false);
  const [failed, setFailed] = useState(false);
  const formId = useId();
  const name = typed.name ?? me?.user?.name ?? '';
  const email = typed.email ?? me?.user?.email ?? '';

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found: Errors = {};
    if (!name.trim()) found.name = labels.nameRequired;
    if (!email.trim()) found.email = labels.emailRequired;
    else if (!EMAIL_PATTERN.test(email.trim())) found.email = labels.emailInvalid;
    if (!message.trim()) found.message = labels.messageRequired;
    setErrors(found);
    if (Object.keys(found).length > 0 || sending) return;
    setSending(true);
    setFailed(false);
    try {
      const transcript = turns.slice(-HELP_LIMITS.transcriptItems).flatMap(transcriptLine);
      onStarted(
        await startConversation({
          name: name.trim(),
          email: email.trim(),
          message: message.trim(),
          locale,
          ...(questionId ? { question_id: questionId } : {}),
          ...(transcript.length ? { transcript } : {}),
        }),
      );
    } catch {
      setFailed(true);
      setSending(false);
    }
  };

  return (
    <div className="min-h-0 flex-1 space-y-3 overflow-y-auto p-4" data-view-panel="live-support">
      <p className="text-sm text-gray-700">{labels.liveIntro}</p>
      <StaffNote staff={staff} labels={labels} />
      <form onSubmit={submit} noValidate className="space-y-3" aria-describedby={turns.length ? `${formId}-transcript` : undefined}>
        <Field id={`${formId}-name`} label={labels.nameLabel} error={errors.name}>
          {(props) => <input {...props} value={name} autoComplete="name" maxLength={HELP_LIMITS.name} onChange={(e) => setTyped((t) => ({ ...t, name: e.target.value }))} className={fieldInput} />}
        </Field>
        <Field id={`${formId}-email`} label={labels.emailLabel} error={errors.email}>
          {(props) => <input {...props} type="email" value={email} autoComplete="email" maxLength={HELP_LIMITS.email} onChange={(e) => setTyped((t) => ({ ...t, email: e.target.value }))} className={fieldInput} />}
        </Field>
        <Field id={`${formId}-message`} label={labels.messageLabel} error={errors.message}>
          {(props) => <textarea {...props} value={message} rows={4} maxLength={HELP_LIMITS.message} onChange={(e) => setMessage(e.target.value)} className={fieldInput} />}
        </Field>
        {turns.length > 0 && (
          <p id={`${formId}-transcript`} className="text-xs text-gray-700">
            {labels.transcriptNote}
          </p>
        )}
        {failed && (
          <p role="alert" className="text-sm text-red-700">
            {labels.sendError}
          </p>
        )}
        <div className="flex flex-wrap items-center gap-2">
          <button type="submit" disabled={sending} className={primaryButton}>
            {sending ? labels.sending : labels.send}
          </button>
          {onAssistant && (
            <button type="button" onClick={onAssistant} className={secondaryButton}>
              <Bot className="size-4" aria-hidden="true" />
              {labels.backToAssistant}
            </button>
          )}
        </div>
      </form>
    </div>
  );
}
