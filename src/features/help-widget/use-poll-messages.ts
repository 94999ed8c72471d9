'use client';
// New messages for an open conversation, asked for every 3 s (HELP_POLL_INTERVAL_MS) while the
// conversation is on screen and the tab is visible. Polling rather than a held connection: any
// instance can answer it, since the messages live in the database (docs/decisions/042). A hidden
// tab stops asking and asks at once when it is shown again.
import { useEffect, useRef, useState } from 'react';
import type { ConversationMessage, ConversationStatus } from '@/schemas/help-widget';
import { HELP_POLL_INTERVAL_MS } from '@/lib/help-limits';
import { newMessages } from './api';
import type { Conversation } from './use-help-session';

export function usePollMessages(conversation: Conversation, onReceived: (messages: ConversationMessage[], status?: ConversationStatus) => void): boolean {
  const [failed, setFailed] = useState(false);
  const latest = useRef({ conversation, onReceived });
  useEffect(() => {
    latest.current = { conversation, onReceived };
  });

  useEffect(() => {
    let timer: number | undefined;
    let live = true;
    const poll = async () => {
      const { conversation: current, onReceived: receive } = latest.current;
      try {
        const answer = await newMessages(current.id, current.messages.at(-1)?.id);
        if (!live) return;
        receive(answer.messages, answer.status);
        setFailed(false);
      } catch {
        if (live) setFailed(true);
      }
      schedule();
    };
    const schedule = () => {
      window.clearTimeout(timer);
      if (live && document.visibilityState === 'visible') timer = window.setTimeout(poll, HELP_POLL_INTERVAL_MS);
    };
    const onVisibility = () => {
      window.clearTimeout(timer);
      if (document.visibilityState === 'visible') void poll();
    };
    schedule();
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      live = false;
      window.clearTimeout(timer);
      document.removeEventListener('visibilitychange', onVisibility);
    };
  }, [conversation.id]);

  return failed;
}
