'use client';
// The Messages tab: the assistant, the form that starts a conversation with a person, and that
// conversation once it exists. The visitor moves between the assistant and a person at any time;
// going to a person from the assistant carries the chat so far (and the question the assistant
// last logged), so the team sees what was already asked.
import type { HelpWidgetResponse } from '@/schemas/help-widget';
import type { Locale } from '@/lib/i18n/locales';
import type { WidgetLabels } from '../labels';
import type { WidgetView } from '../widget-state';
import type { HelpSession } from '../use-help-session';
import { AssistantView } from './assistant-view';
import { LiveSupportView } from './live-support-view';
import { ConversationView } from './conversation-view';

type Props = { data: HelpWidgetResponse; labels: WidgetLabels; locale: Locale; view: WidgetView; onShow: (view: WidgetView) => void; session: HelpSession };

export function ChatViews({ data, labels, locale, view, onShow, session }: Props) {
  const { conversation } = session;
  const assistantOn = data.assistant.enabled;
  const toPerson = () => onShow(conversation ? 'conversation' : 'live-support');
  const toAssistant = assistantOn ? () => onShow('ai') : undefined;

  if (view === 'ai' && assistantOn) return <AssistantView labels={labels} locale={locale} session={session} onPerson={toPerson} />;
  if (conversation)
    return <ConversationView conversation={conversation} staff={data.staff} labels={labels} locale={locale} onReceived={session.received} onAssistant={toAssistant} />;
  return (
    <LiveSupportView
      staff={data.staff}
      labels={labels}
      locale={locale}
      turns={session.turns}
      questionId={session.lastQuestionId}
      onStarted={(answer) => {
        session.started(answer);
        onShow('conversation');
      }}
      onAssistant={toAssistant}
    />
  );
}
