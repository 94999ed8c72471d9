// The widget's calls to /api/help (shapes in src/schemas/help-widget.ts). Each throws on a failed
// answer so the view that asked can show its error; a guest's conversation is known to the server
// by its cookie, so every call sends the page's credentials.
import type {
  AssistantAnswerResponse,
  ConversationMessage,
  ConversationMessagesResponse,
  ConversationResponse,
  CreateConversationInput,
  HelpWidgetResponse,
} from '@/schemas/help-widget';
import type { Locale } from '@/lib/i18n/locales';

export class HelpApiError extends Error {
  constructor(readonly status: number) {
    super(`The help API answered ${status}`);
  }
}

async function call<T>(path: string, init?: { method: 'POST'; body: unknown }): Promise<T> {
  const response = await fetch(path, {
    method: init?.method ?? 'GET',
    credentials: 'same-origin',
    cache: 'no-store',
    headers: init ? { 'content-type': 'application/json' } : undefined,
    body: init ? JSON.stringify(init.body) : undefined,
  });
  if (!response.ok) throw new HelpApiError(response.status);
  return (await response.json()) as T;
}

export const loadWidget = (locale: Locale) => call<HelpWidgetResponse>(`/api/help/widget?locale=${locale}`);

export const askAssistant = (question: string, locale: Locale) =>
  call<AssistantAnswerResponse>('/api/help/assistant', { method: 'POST', body: { question, locale } });

export const startConversation = (input: CreateConversationInput) =>
  call<ConversationResponse>('/api/help/conversations', { method: 'POST', body: input });

export const newMessages = (id: string, after: string | undefined) =>
  call<ConversationMessagesResponse>(`/api/help/conversations/${encodeURIComponent(id)}/messages${after ? `?after=${encodeURIComponent(after)}` : ''}`);

export const sendMessage = (id: string, body: string) =>
  call<ConversationMessage>(`/api/help/conversations/${encodeURIComponent(id)}/messages`, { method: 'POST', body: { body } });

/** The conversation this browser started, kept so it can be picked up again on the next page. */
const CONVERSATION_KEY = 'sitewright:help-conversation';

export function storedConversationId(): string | null {
  try {
    return window.localStorage.getItem(CONVERSATION_KEY);
  } catch {
    return null;
  }
}

export function storeConversationId(id: string | null): void {
  try {
    if (id) window.localStorage.setItem(CONVERSATION_KEY, id);
    else window.localStorage.removeItem(CONVERSATION_KEY);
  } catch {
    // Without storage the conversation lasts as long as the page.
  }
}
