'use client';
// A live-support conversation: the messages so far, new replies from the team arriving while the
// view is open (polled, see use-poll-messages.ts), and a box to write again. The assistant stays
// one press away.
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { Bot, Send } from 'lucide-react';
import type { ConversationMessage, ConversationStatus, StaffAvailability } from '@/schemas/help-widget';
import { HELP_LIMITS } from '@/lib/help-limits';
import type { Locale } from '@/lib/i18n/locales';
import type { WidgetLabels } from '../labels';
import type { Conversation } from '../use-help-session';
import { sendMessage } from '../api';
import { usePollMessages } from '../use-poll-messages';
import { Bubble } from './bubbles';
import { StaffNote } from './staff-note';
import { chatPane, composer, composerInput, secondaryButton } from './styles';

type Props = {
  conversation: Conversation;
  staff: StaffAvailability;
  labels: WidgetLabels;
  locale: Locale;
  onReceived: (messages: ConversationMessage[], status?: ConversationStatus) => void;
  onAssistant?: () => void;
};

export function ConversationView({ conversation, staff, labels, locale, onReceived, onAssistant }: Props) {
  const [reply, setReply] = useState('');
  const [sending, setSending] = useState(false);
  const [failed, setFailed] = useState(false);
  const inputId = useId();
  const end = useRef<HTMLLIElement>(null);
  const pollFailed = usePollMessages(conversation, onReceived);
  const time = new Intl.DateTimeFormat(locale, { hour: 'numeric', minute: '2-digit' });
  const authorOf = (message: ConversationMessage) => (message.author === 'visitor' ? labels.you : message.author === 'assistant' ? labels.assistantName : labels.supportTeam);

  useEffect(() => {
    end.current?.scrollIntoView({ block: 'end' });
  }, [conversation.messages.length]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const body = reply.trim();
    if (!body || sending) return;
    setSending(true);
    setFailed(false);
    try {
      // Writing to a closed conversation reopens it (decision 041).
      onReceived([await sendMessage(conversation.id, body)], 'open');
      setReply('');
    } catch {
      setFailed(true);
    } finally {
      setSending(false);
    }
  };

  return (
    <div className="flex min-h-0 flex-1 flex-col" data-view-panel="conversation">
      <div className={chatPane} role="log" aria-label={labels.conversationLabel} tabIndex={0}>
        <div className="mb-3">
          <StaffNote staff={staff} labels={labels} />
        </div>
        <ol className="space-y-3">
          {conversation.messages.map((message) => (
            <Bubble key={message.id} mine={message.author === 'visitor'} author={authorOf(message)} time={time.format(new Date(message.created_at))} dateTime={message.created_at} testId={`message-${message.author}`}>
              {message.body}
            </Bubble>
          ))}
          <li ref={end} aria-hidden="true" />
        </ol>
        {conversation.status === 'closed' && <p className="mt-3 text-sm text-gray-700">{labels.statusClosed}</p>}
        {pollFailed && <p className="mt-3 text-sm text-gray-700">{labels.pollError}</p>}
      </div>
      {failed && (
        <p role="alert" className="px-4 pt-2 text-sm text-red-700">
          {labels.sendError}
        </p>
      )}
      {onAssistant && (
        <div className="shrink-0 px-4 pt-2">
          <button type="button" onClick={onAssistant} className={secondaryButton}>
            <Bot className="size-4" aria-hidden="true" />
            {labels.backToAssistant}
          </button>
        </div>
      )}
      <form onSubmit={submit} className={composer}>
        <label htmlFor={inputId} className="sr-only">
          {labels.replyLabel}
        </label>
        <input id={inputId} value={reply} maxLength={HELP_LIMITS.message} onChange={(event) => setReply(event.target.value)} placeholder={labels.replyLabel} autoComplete="off" className={composerInput} />
        <button type="submit" disabled={sending} aria-label={labels.send} title={labels.send} className="inline-flex size-10 shrink-0 items-center justify-center rounded-full bg-[var(--accent)] text-white hover:brightness-110 disabled:opacity-60">
          <Send className="size-4" aria-hidden="true" />
        </button>
      </form>
    </div>
  );
}
