'use client';
// The assistant: the visitor asks, the answer comes from the organisation's own FAQ and articles
// with links to the pages it used. "Talk to a person" is always there, and stands out when the
// assistant found nothing.
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { Send, UserRound } from 'lucide-react';
import { HELP_LIMITS } from '@/lib/help-limits';
import type { Locale } from '@/lib/i18n/locales';
import type { WidgetLabels } from '../labels';
import type { HelpSession } from '../use-help-session';
import { askAssistant } from '../api';
import { Bubble } from './bubbles';
import { chatPane, composer, composerInput, primaryButton, secondaryButton } from './styles';

type Props = { labels: WidgetLabels; locale: Locale; session: HelpSession; onPerson: () => void };

export function AssistantView({ labels, locale, session, onPerson }: Props) {
  const [question, setQuestion] = useState('');
  const [asking, setAsking] = useState(false);
  const [failed, setFailed] = useState(false);
  const inputId = useId();
  const end = useRef<HTMLLIElement>(null);
  const { turns } = session;
  const lastAnswer = turns.at(-1);
  const unanswered = lastAnswer?.role === 'assistant' && !lastAnswer.answered;

  useEffect(() => {
    end.current?.scrollIntoView({ block: 'end' });
  }, [turns.length, asking]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const text = question.trim();
    if (!text || asking) return;
    setAsking(true);
    setFailed(false);
    try {
      session.asked(text, await askAssistant(text, locale));
      setQuestion('');
    } catch {
      setFailed(true);
    } finally {
      setAsking(false);
    }
  };

  return (
    <div className="flex min-h-0 flex-1 flex-col" data-view-panel="ai">
      {/* A log: screen readers hear each new answer; focusable so the history scrolls from the keyboard. */}
      <div className={chatPane} role="log" aria-label={labels.assistantName} tabIndex={0}>
        <ol className="space-y-3">
        <li className="text-sm text-gray-700">{labels.assistantIntro}</li>
        {turns.map((turn) => (
          <Bubble key={turn.id} mine={turn.role === 'visitor'} author={turn.role === 'visitor' ? labels.you : labels.assistantName} testId={turn.role === 'assistant' ? 'assistant-answer' : undefined}>
            {turn.text}
            {turn.sources.length > 0 && (
              <span className="mt-2 block">
                <span className="block text-xs font-semibold text-gray-700">{labels.sources}</span>
                <span className="mt-1 flex flex-col gap-1">
                  {turn.sources.map((source) => (
                    <a key={`${source.href} ${source.title}`} href={source.href} className="text-[var(--accent)] underline underline-offset-2 hover:no-underline">
                      {source.title}
                    </a>
                  ))}
                </span>
              </span>
            )}
          </Bubble>
        ))}
        {asking && <li className="text-sm text-gray-700">{labels.asking}</li>}
        <li ref={end} aria-hidden="true" />
        </ol>
      </div>
      {failed && (
        <p role="alert" className="px-4 pb-2 text-sm text-red-700">
          {labels.assistantError}
        </p>
      )}
      <div className="shrink-0 px-4 pt-1">
        <button type="button" onClick={onPerson} className={unanswered ? primaryButton : secondaryButton}>
          <UserRound className="size-4" aria-hidden="true" />
          {labels.talkToPerson}
        </button>
      </div>
      <form onSubmit={submit} className={composer}>
        <label htmlFor={inputId} className="sr-only">
          {labels.questionLabel}
        </label>
        <input
          id={inputId}
          value={question}
          maxLength={HELP_LIMITS.question}
          onChange={(event) => setQuestion(event.target.value)}
          placeholder={labels.questionLabel}
          autoComplete="off"
          className={composerInput}
        />
        <button type="submit" disabled={asking} aria-label={labels.ask} title={labels.ask} className="inline-flex size-10 shrink-0 items-center justify-center rounded-full bg-[var(--accent)] text-white hover:brightness-110 disabled:opacity-60">
          <Send className="size-4" aria-hidden="true" />
        </button>
      </form>
    </div>
  );
}
