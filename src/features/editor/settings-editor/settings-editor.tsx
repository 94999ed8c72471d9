'use client';
// The Global Settings modal (editing-layer spec §2 "Global Settings modal", §3 "Organisation data",
// §4 "Global settings", §7, §8): ten tabs, each with its title and subtitle, the open one in the
// address (`?editor=settings:<tab>`, replaced as the tabs change). Every tab's records are edited in
// one working copy and saved together with Save, enabled only when something differs from the data
// as loaded; an 'Unsaved changes' badge says so meanwhile. After a save all data and the open tab
// are read again and the modal stays open. Failures show in the error panel with Retry.
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { Dialog, DialogDescription } from '@/components/ui/dialog';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { SETTINGS_SECTIONS, type SettingsSection } from '@/lib/settings-tabs';
import { useEditorContext } from '../editor-labels';
import { useEditorStore, type EditorTarget } from '../editor-store';
import { EditedLanguageProvider, useLanguageChoice } from '../edited-language';
import { EditorFooter, EditorHeader, undoKeys, useTravel } from '../kit/editor-frame';
import { LanguagePicker } from '../language-picker';
import { TranslationStatusProvider, useTranslationStatus } from '../translation-status';
import { RestoreBanner } from '../restore-banner';
import { EditorDialogContent } from '../shared/editor-dialog';
import { addRecord, moveRecord, newRecords, patchRecord, removeRecord } from './draft-edits';
import { ErrorPanel } from './error-panel';
import { UnsavedCloseConfirm } from '../shared/close-guard';
import { FIRST_FIELD, SettingsProvider, type SettingsEdits } from './settings-context';
import { hasChanges } from './settings-payload';
import { draftFromData } from './settings-draft';
import { recordOf, tabOf, type Problems } from './settings-validation';
import { SettingsTabPanel } from './settings-tab-panel';
import { TAB_HISTORY } from './settings-history';
import { TAB_LABELS, useSettingsSession } from './use-settings-session';

type Props = { target: Extract<EditorTarget, { kind: 'settings' }> };

/** The history each tab's texts are kept in (decision 074), for their translation status: the General tab's are the settings'. */
const TRANSLATION_ENTITIES: Partial<Record<SettingsSection, string>> = { general: 'settings', ...TAB_HISTORY };

export default function SettingsEditor({ target }: Props) {
  const { editor: labels, locale, organizationId } = useEditorContext();
  const openEditor = useEditorStore((state) => state.openEditor);
  const language = useLanguageChoice();
  const tab = target.tab;
  const idBase = useId();
  const fieldId = (path: string) => `${idBase}-${path.replace(/[^a-zA-Z0-9_-]/g, '-')}`;
  const [open, setOpenPaths] = useState<ReadonlySet<string>>(new Set());
  const [leaving, setLeaving] = useState<EditorTarget | null>(null);

  const setOpen = (path: string, value: boolean) =>
    setOpenPaths((current) => {
      const next = new Set(current);
      if (value) next.add(path);
      else next.delete(path);
      return next;
    });
  const selectTab = (next: SettingsSection) => openEditor({ kind: 'settings', mode: 'tab', tab: next });

  /** A problem's tab opened, its record's card (and the card it sits in) opened, its field focused. */
  const reveal = (problems: Problems) => {
    const path = Object.keys(problems).find(Boolean);
    if (!path) return;
    const record = recordOf(path);
    const [area, key] = record.split('.');
    const draft = session.store.getState().draft;
    const outer = area === 'pricing_plans' ? draft.pricing_plans.find((plan) => plan.key === key)?.product_key : area === 'cookie_services' ? draft.cookie_services.find((service) => service.key === key)?.category_key : null;
    if (area !== 'general') setOpen(record, true);
    if (outer) setOpen(`${area === 'pricing_plans' ? 'products' : 'cookie_categories'}.${outer}`, true);
    if (tabOf(path) !== tab) selectTab(tabOf(path));
    // Twice: the tab's panel, then the card's fields, are drawn before the field exists.
    requestAnimationFrame(() => requestAnimationFrame(() => document.getElementById(fieldId(path))?.focus()));
  };

  const session = useSettingsSession({ tab, create: Boolean(target.create), onProblems: reveal });
  const { draft, start, guard, busy, store, data } = session;
  const travel = useTravel(store);
  const snapshot = data ? draftFromData(data, locale) : null;
  const changed = snapshot !== null && !start.loading && hasChanges(snapshot, draft, locale);

  const edits: SettingsEdits | null = data && {
    draft,
    data,
    problems: session.problems,
    hosts: session.hosts,
    general: (patch, typing) => (typing ? store.getState().type : store.getState().update)({ general: { ...store.getState().draft.general, ...patch } }),
    record: (collection, key, patch, typing) => (typing ? store.getState().type : store.getState().update)(patchRecord(store.getState().draft, collection, key, patch)),
    add: (collection, record) => {
      store.getState().update(addRecord(store.getState().draft, collection, record));
      setOpen(`${collection}.${record.key}`, true);
      requestAnimationFrame(() => requestAnimationFrame(() => document.getElementById(fieldId(`${collection}.${record.key}.${FIRST_FIELD[collection]}`))?.focus()));
    },
    remove: (collection, key) => {
      // The focus goes to the card that takes the deleted one's place (or the one before), not to the page.
      const cards = [...document.querySelectorAll<HTMLElement>(`[data-settings-record^="${collection}."]`)];
      const at = cards.findIndex((card) => card.dataset.settingsRecord === `${collection}.${key}`);
      const next = cards[at + 1] ?? cards[at - 1];
      store.getState().update(removeRecord(store.getState().draft, collection, key));
      requestAnimationFrame(() => next?.querySelector<HTMLElement>('button[aria-expanded]')?.focus());
    },
    move: (collection, key, over) => store.getState().update(moveRecord(store.getState().draft, collection, key, over)),
    isOpen: (path) => open.has(path),
    setOpen,
    fieldId,
    leaveTo: (next) => (start.isDirty() ? setLeaving(next) : openEditor(next)),
  };

  // The palette's FAQ, Feature and Banner start a new record in their tab, once the data is in.
  const created = useRef<Props['target'] | null>(null);
  useEffect(() => {
    if (start.loading || !edits || !target.create || created.current === target) return;
    created.current = target;
    if (tab === 'faqs') edits.add('faqs', newRecords.faq());
    if (tab === 'features') edits.add('features', newRecords.feature());
    if (tab === 'banners') edits.add('banners', newRecords.banner());
  });

  // On a phone the tabs scroll sideways: the open one is brought into view (an address may name the last).
  // After the dialog has laid out (it opens with an animation), the list is scrolled itself.
  useEffect(() => {
    const frame = requestAnimationFrame(() => {
      const trigger = document.querySelector<HTMLElement>(`[data-settings-tab-trigger="${tab}"]`);
      const list = trigger?.parentElement;
      if (!trigger || !list) return;
      const at = trigger.getBoundingClientRect().left - list.getBoundingClientRect().left + list.scrollLeft;
      list.scrollLeft = Math.max(0, at - (list.clientWidth - trigger.offsetWidth) / 2);
    });
    return () => cancelAnimationFrame(frame);
  }, [tab, start.loading]);

  // The people who may host a meeting come with the data, or else with that tab's own read, asked for once (Retry asks again).
  const { reloadTab, hosts } = session;
  const askedHosts = useRef(false);
  useEffect(() => {
    if (tab !== 'meeting-types' || start.loading || hosts !== null || askedHosts.current) return;
    askedHosts.current = true;
    void reloadTab('meeting-types');
  }, [tab, start.loading, hosts, reloadTab]);

  // The open tab's translation status, read from its history (the General tab's texts are the settings').
  const translation = useTranslationStatus(TRANSLATION_ENTITIES[tab] ?? 'settings', TRANSLATION_ENTITIES[tab] ? organizationId : false);
  return (
    <EditedLanguageProvider value={language}>
      <TranslationStatusProvider value={translation}>
        <Dialog open onOpenChange={(next) => !next && !busy && guard.request()}>
          <EditorDialogContent data-settings-editor="" data-settings-tab={tab} onKeyDown={undoKeys(travel.onTravel)} className="h-[min(92vh,60rem)] md:max-w-5xl">
            <EditorHeader {...travel} editing title={{ create: labels.cmdGlobalSettings, edit: labels.cmdGlobalSettings }} history={session.history.button}>
              {changed && (
                <span className="rounded-full bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-900" data-unsaved-badge="" role="status">
                  {labels.gsUnsavedChanges}
                </span>
              )}
            </EditorHeader>
            <DialogDescription className="sr-only">{labels.gsDialogDescription}</DialogDescription>
            <RestoreBanner offer={start} />
            {session.history.othersSaved}
            <Tabs value={tab} onValueChange={(value) => selectTab(value as SettingsSection)} className="flex min-h-0 flex-1 flex-col">
              <TabsList className="shrink-0 px-3" aria-label={labels.cmdGlobalSettings}>
                {SETTINGS_SECTIONS.map((section) => (
                  <TabsTrigger key={section} value={section} data-settings-tab-trigger={section}>
                    {labels[TAB_LABELS[section]]}
                  </TabsTrigger>
                ))}
              </TabsList>
              <LanguagePicker completeness={translation.status?.completeness} />
              <div className="min-h-0 flex-1 overflow-y-auto p-5">
                <TabsContent value={tab} className="pt-0">
                  <Panel session={session} edits={edits} />
                  {edits && !session.start.loading && (
                    <SettingsProvider value={edits}>
                      <SettingsTabPanel tab={tab} />
                    </SettingsProvider>
                  )}
                </TabsContent>
              </div>
            </Tabs>
            <EditorFooter editing saving={busy} loading={start.loading} canSave={changed} saveLabel={{ create: labels.gsSave, update: labels.gsSave }} onCancel={guard.request} onSave={() => void session.save()}>
              {session.saveError && (
                <div className="mt-3">
                  <ErrorPanel failure={session.saveError} busy={busy} onRetry={() => void session.save()} />
                </div>
              )}
            </EditorFooter>
            {/* Opening another editor from a tab closes this one: asked first, as closing is. */}
            <UnsavedCloseConfirm
              open={leaving !== null}
              onKeep={() => setLeaving(null)}
              onClose={() => {
                const next = leaving;
                setLeaving(null);
                if (next) openEditor(next);
              }}
            />
            {session.versioned.dialog}
            {guard.confirm}
          </EditorDialogContent>
        </Dialog>
      </TranslationStatusProvider>
    </EditedLanguageProvider>
  );
}

/** What stands above the tab's form: loading, the load's error panel, a tab's failed reload. */
function Panel({ session, edits }: { session: ReturnType<typeof useSettingsSession>; edits: SettingsEdits | null }): ReactNode {
  const { editor: labels } = useEditorContext();
  if (session.loadError) return <ErrorPanel failure={session.loadError} onRetry={session.retryLoad} />;
  if (!edits || session.start.loading) {
    return (
      <p role="status" className="text-sm text-gray-600">
        {labels.gsLoading}
      </p>
    );
  }
  if (session.tabError) return <div className="mb-4"><ErrorPanel failure={session.tabError.failure} onRetry={() => void session.reloadTab(session.tabError!.section)} /></div>;
  return null;
}
