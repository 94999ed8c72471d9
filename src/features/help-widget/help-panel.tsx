'use client';
// The help widget's panel, loaded on first open (see help-launcher.tsx): a non-modal dialog at one
// of three sizes with Home, Help (FAQ, articles, features) and Messages (assistant, live support)
// tabs. Non-modal because a help card sits beside the page like a chat window: the page stays
// usable, a click on it leaves the panel open, Escape and the × close it. Radix Dialog gives the
// labelling, Escape and the focus move in; focus goes back to the launcher on close. The dialog
// is taken from Radix itself rather than components/ui/dialog.tsx, whose content always places
// and sizes itself; this one is placed by the widget's size.
import { useState, type CSSProperties, type RefObject } from 'react';
import { Dialog } from 'radix-ui';
import { Maximize2, Minimize2, PanelRight, X } from 'lucide-react';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { cx } from '@/components/ui/cx';
import type { Locale } from '@/lib/i18n/locales';
import type { WidgetLabels } from './labels';
import { fitSize, nextSize, tabOf, type WidgetSize, type WidgetState, type WidgetTab, type WidgetView } from './widget-state';
import { sizeClasses } from './size-styles';
import { usePhone } from './use-phone';
import { useHelpSession } from './use-help-session';
import { HelpViews } from './views/help-views';
import { ChatViews } from './views/chat-views';
import { WelcomeView } from './views/welcome-view';
import { ContentGate } from './views/content-gate';

export type HelpPanelProps = {
  state: WidgetState;
  onChange: (patch: Partial<WidgetState>) => void;
  labels: WidgetLabels;
  locale: Locale;
  accentColor: string;
  launcher: RefObject<HTMLButtonElement | null>;
};

const SIZE_BUTTON: Record<WidgetSize, { icon: typeof Maximize2; label: 'sizeHalf' | 'sizeFullscreen' | 'sizeInitial' }> = {
  half: { icon: PanelRight, label: 'sizeHalf' },
  fullscreen: { icon: Maximize2, label: 'sizeFullscreen' },
  initial: { icon: Minimize2, label: 'sizeInitial' },
};

const iconButton =
  'inline-flex size-10 items-center justify-center rounded-full text-white hover:bg-white/15 focus-visible:outline-2 focus-visible:outline-offset-[-2px] focus-visible:outline-white';

export default function HelpPanel({ state, onChange, labels, locale, accentColor, launcher }: HelpPanelProps) {
  const phone = usePhone();
  const session = useHelpSession(locale);
  const size = fitSize(state.size, phone);
  const next = SIZE_BUTTON[nextSize(size, phone)];
  const assistantOn = session.content.status === 'ready' && session.content.data.assistant.enabled;
  // One conversation per visitor: once it exists (also when it is picked up from an earlier page
  // after the tab was opened), live support is that conversation. The Messages tab opened before an
  // earlier page's conversation had arrived shows it too, unless the visitor has asked the
  // assistant something here.
  const [aiByTab, setAiByTab] = useState(false);
  const pickedUp = aiByTab && state.activeTab === 'chat' && state.currentView === 'ai' && session.turns.length === 0;
  const view = (state.currentView === 'live-support' || pickedUp) && session.conversation ? 'conversation' : state.currentView;

  /** Where a tab opens: the view last used in it, or its first view. */
  const openTab = (tab: WidgetTab) => {
    if (tab === state.activeTab) return;
    if (tab === 'home') onChange({ activeTab: tab, currentView: 'welcome' });
    if (tab === 'help') onChange({ activeTab: tab, currentView: 'faq' });
    if (tab === 'chat') onChange({ activeTab: tab, currentView: session.conversation ? 'conversation' : assistantOn ? 'ai' : 'live-support' });
    setAiByTab(tab === 'chat');
  };
  const show = (view: WidgetView) => {
    setAiByTab(false);
    onChange({ activeTab: tabOf(view), currentView: view });
  };

  return (
    <Dialog.Root open={state.isOpen} onOpenChange={(open) => onChange({ isOpen: open })} modal={false}>
      <Dialog.Portal>
        <Dialog.Content
          aria-describedby={undefined}
          data-help-panel
          data-size={size}
          data-view={view}
          style={{ '--accent': accentColor } as CSSProperties}
          // A click or focus on the page beside the panel leaves it open, as a chat window would.
          onInteractOutside={(event) => event.preventDefault()}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            launcher.current?.focus();
          }}
          className={cx(
            'fixed flex flex-col overflow-hidden bg-white text-gray-900 shadow-2xl ring-1 ring-black/10 focus:outline-none',
            // Below the header (z-40), so its menus open over the panel, until the panel takes the
            // whole window; always below dialogs (z-50) such as the cookie notice.
            size === 'fullscreen' ? 'z-45' : 'z-30',
            sizeClasses(size, phone),
          )}
        >
          <header className="flex shrink-0 items-center gap-1 bg-[var(--accent)] py-2 pr-2 pl-4 text-white">
            <Dialog.Title className="flex-1 text-base font-semibold">{labels.title}</Dialog.Title>
            <button type="button" className={iconButton} aria-label={labels[next.label]} title={labels[next.label]} data-size-button onClick={() => onChange({ size: nextSize(size, phone) })}>
              <next.icon className="size-5" aria-hidden="true" />
            </button>
            <Dialog.Close className={iconButton} aria-label={labels.close} title={labels.close}>
              <X className="size-5" aria-hidden="true" />
            </Dialog.Close>
          </header>
          {/* Full screen, the views keep a readable column rather than lines across the whole window. */}
          <Tabs
            value={state.activeTab}
            onValueChange={(tab) => openTab(tab as WidgetTab)}
            className={cx('flex min-h-0 w-full flex-1 flex-col', size === 'fullscreen' && !phone && 'mx-auto max-w-3xl')}
          >
            <TabsList aria-label={labels.navLabel} className="shrink-0 px-2">
              <TabsTrigger value="home">{labels.tabHome}</TabsTrigger>
              <TabsTrigger value="help">{labels.tabHelp}</TabsTrigger>
              <TabsTrigger value="chat">{labels.tabChat}</TabsTrigger>
            </TabsList>
            <ContentGate content={session.content} labels={labels} onRetry={session.retry}>
              {(data) => (
                <>
                  <TabsContent value="home" className="min-h-0 flex-1 overflow-y-auto p-4">
                    <WelcomeView data={data} labels={labels} onShow={show} hasConversation={session.conversation !== null} />
                  </TabsContent>
                  <TabsContent value="help" className="flex min-h-0 flex-1 flex-col pt-0">
                    <HelpViews data={data} labels={labels} view={view} onShow={show} />
                  </TabsContent>
                  <TabsContent value="chat" className="flex min-h-0 flex-1 flex-col pt-0">
                    <ChatViews data={data} labels={labels} locale={locale} view={view} onShow={show} session={session} />
                  </TabsContent>
                </>
              )}
            </ContentGate>
          </Tabs>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
