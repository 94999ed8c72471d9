'use client';
// What the open panel knows, kept for as long as the page: the widget's content (asked for once),
// the assistant chat so far, and the live-support conversation, picked up again on the next page
// from the id this browser stored when it was started.
import { useCallback, useEffect, useState } from 'react';
import type { AssistantAnswerResponse, AssistantSource, ConversationMessage, ConversationResponse, ConversationStatus, HelpWidgetResponse } from '@/schemas/help-widget';
import type { Locale } from '@/lib/i18n/locales';
import { HelpApiError, loadWidget, newMessages, storeConversationId, storedConversationId } from './api';

/** An assistant turn keeps the answer's id and signature: handed to a person, they prove it is the assistant's. */
export type AssistantTurn = {
  id: string;
  role: 'visitor' | 'assistant';
  text: string;
  sources: AssistantSource[];
  answered: boolean;
  questionId?: string;
  signature?: string | null;
};
export type Conversation = { id: string; status: ConversationStatus; messages: ConversationMessage[] };

export type WidgetContent = { status: 'loading' } | { status: 'error' } | { status: 'ready'; data: HelpWidgetResponse };

/** Adds the messages not yet in the list, in order (a poll and a send may both bring the same one). */
export function mergeMessages(list: ConversationMessage[], more: ConversationMessage[]): ConversationMessage[] {
  const known = new Set(list.map((message) => message.id));
  const fresh = more.filter((message) => !known.has(message.id));
  return fresh.length ? [...list, ...fresh] : list;
}

export function useHelpSession(locale: Locale) {
  const [content, setContent] = useState<WidgetContent>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const [turns, setTurns] = useState<AssistantTurn[]>([]);
  const [lastQuestionId, setLastQuestionId] = useState<string | undefined>(undefined);
  const [conversation, setConversation] = useState<Conversation | null>(null);

  useEffect(() => {
    let live = true;
    loadWidget(locale).then(
      (data) => live && setContent({ status: 'ready', data }),
      () => live && setContent({ status: 'error' }),
    );
    return () => {
      live = false;
    };
  }, [locale, attempt]);

  useEffect(() => {
    const id = storedConversationId();
    if (!id) return;
    let live = true;
    newMessages(id, undefined).then(
      ({ status, messages }) => live && setConversation({ id, status, messages }),
      (error: unknown) => {
        // Gone, or started by someone else in this browser: forget it. Other failures keep the id for next time.
        if (error instanceof HelpApiError && (error.status === 404 || error.status === 403)) storeConversationId(null);
      },
    );
    return () => {
      live = false;
    };
  }, []);

  const retry = useCallback(() => {
    setContent({ status: 'loading' });
    setAttempt((n) => n + 1);
  }, []);

  const started = useCallback((answer: ConversationResponse) => {
    storeConversationId(answer.id);
    setConversation({ id: answer.id, status: answer.status, messages: answer.messages });
  }, []);

  const received = useCallback((messages: ConversationMessage[], status?: ConversationStatus) => {
    setConversation((current) => (current ? { ...current, status: status ?? current.status, messages: mergeMessages(current.messages, messages) } : current));
  }, []);

  const asked = useCallback((question: string, answer: AssistantAnswerResponse) => {
    setLastQuestionId(answer.question_id);
    setTurns((list) => [
      ...list,
      { id: `${answer.question_id}:q`, role: 'visitor', text: question, sources: [], answered: true },
      {
        id: `${answer.question_id}:a`,
        role: 'assistant',
        text: answer.answer,
        sources: answer.sources,
        answered: answer.answered,
        questionId: answer.question_id,
        signature: answer.signature,
      },
    ]);
  }, []);

  return { content, retry, turns, asked, lastQuestionId, conversation, started, received };
}

export type HelpSession = ReturnType<typeof useHelpSession>;
