'use client';
// The first view: the organisation's greeting, shortcuts to every other view and whether the team
// is around.
import { BookOpen, Bot, CircleHelp, MessageCircle, Sparkles, type LucideIcon } from 'lucide-react';
import type { HelpWidgetResponse } from '@/schemas/help-widget';
import type { WidgetLabels } from '../labels';
import type { WidgetView } from '../widget-state';
import { StaffNote } from './staff-note';

type Props = { data: HelpWidgetResponse; labels: WidgetLabels; onShow: (view: WidgetView) => void; hasConversation: boolean };

export function WelcomeView({ data, labels, onShow, hasConversation }: Props) {
  const shortcuts: { view: WidgetView; label: string; icon: LucideIcon }[] = [
    { view: 'faq', label: labels.shortcutFaq, icon: CircleHelp },
    { view: 'knowledge-base', label: labels.shortcutArticles, icon: BookOpen },
    { view: 'features', label: labels.shortcutFeatures, icon: Sparkles },
    ...(data.assistant.enabled ? [{ view: 'ai' as const, label: labels.shortcutAssistant, icon: Bot }] : []),
    { view: hasConversation ? 'conversation' : 'live-support', label: labels.shortcutPerson, icon: MessageCircle },
  ];
  return (
    <div className="space-y-4">
      <p className="text-lg font-semibold text-gray-900">{data.assistant.greeting || labels.greetingFallback}</p>
      <nav aria-label={labels.shortcuts}>
        <ul className="grid gap-2">
          {shortcuts.map(({ view, label, icon: Icon }) => (
            <li key={view}>
              <button
                type="button"
                onClick={() => onShow(view)}
                className="flex w-full items-center gap-3 rounded-xl border border-gray-200 px-3 py-3 text-left text-sm font-medium text-gray-900 hover:border-[var(--accent)] hover:bg-gray-50 focus-visible:outline-2 focus-visible:outline-[var(--accent)]"
              >
                <Icon className="size-5 shrink-0 text-[var(--accent)]" aria-hidden="true" />
                {label}
              </button>
            </li>
          ))}
        </ul>
      </nav>
      <StaffNote staff={data.staff} labels={labels} />
    </div>
  );
}
