'use client';
// The Global Settings session on the editor kit (use-editor-session.tsx): the organisation data
// loaded into the working copy (a failed read waits in the error panel for Retry, spec §8), the
// journal and its offer after a reload, undo, closing that asks first, and saves that name the one
// version of the organisation data, a stale one merged field by field or shown side by side. Unlike
// the other editors it stays open after a save (spec §4): the answer is all the data again, the
// working copy starts over from it, and the open tab is read again.
import { useRouter } from 'next/navigation';
import { useMemo, useRef, useState } from 'react';
import { useToast } from '@/components/ui/toast';
import type { SettingsSection } from '@/lib/settings-tabs';
import { editorApi, EditorApiError, reason } from '../editor-api';
import { useEditorContext } from '../editor-labels';
import { useEditorSession } from '../kit/use-editor-session';
import { loadFailure, saveFailure, sectionFailure, type Failure } from './error-panel';
import { draftFromData, type SettingsDraft } from './settings-draft';
import { draftFromFields, settingsConflictRows, settingsFields } from './settings-fields';
import { buildPayload, changesCookies, type PayloadRefs, type SettingsPayload } from './settings-payload';
import { settingsHistoryFields, TAB_HISTORY } from './settings-history';
import { createSettingsStore } from './settings-store';
import type { MeetingHost, OrganizationData } from './settings-types';
import { serverProblems, settingsProblems, type Problems, type RefusalDetails } from './settings-validation';

type Saved = OrganizationData & { version?: number };
/** A tab's record as its History restores it: the organisation data's version and the tab's lists only. */
type TabRecord = Partial<OrganizationData> & { version: number };

/** What only the tabs show, which a tab's reload may take while the working copy holds changes. */
const READ_ONLY: readonly (keyof OrganizationData)[] = ['organization', 'website_hero', 'menu_items', 'cookie_consent_records', 'cookie_consent_records_next_before', 'meeting_hosts'];

export function useSettingsSession({ tab, create, onProblems }: { tab: SettingsSection; create: boolean; onProblems: (problems: Problems) => void }) {
  const { editor: labels, locale, organizationId } = useEditorContext();
  const router = useRouter();
  const { toast } = useToast();
  const store = useMemo(createSettingsStore, []);
  const base = `/api/organizations/${organizationId}`;
  const [data, setData] = useState<OrganizationData | null>(null);
  const server = useRef<OrganizationData | null>(null);
  const [hosts, setHosts] = useState<MeetingHost[] | null>(null);
  const [loadError, setLoadError] = useState<Failure | null>(null);
  const [saveError, setSaveError] = useState<Failure | null>(null);
  const [tabError, setTabError] = useState<{ section: SettingsSection; failure: Failure } | null>(null);
  const [problems, setProblems] = useState<Problems>({});
  const retryLoad = useRef<(() => void) | null>(null);
  const sent = useRef<{ body: SettingsPayload; refs: PayloadRefs; answer: OrganizationData | null } | null>(null);

  /** The organisation data, also from a tab's restored record (its lists over the data as last seen). */
  const wholeData = (record: Saved | TabRecord): OrganizationData =>
    'settings' in record && record.settings ? (record as OrganizationData) : { ...server.current!, ...record, settings: { ...server.current!.settings, version: (record as TabRecord).version } };

  const seen = (record: OrganizationData) => {
    server.current = record;
    setData(record);
    if (record.meeting_hosts) setHosts(record.meeting_hosts);
  };

  const session = useEditorSession({
    journalKey: `settings:${organizationId ?? 'none'}`,
    store,
    // A failed read is said in the panel and tried again on Retry; the editor stays open meanwhile.
    load: async (isLive) => {
      for (;;) {
        try {
          if (!organizationId) throw new EditorApiError(labels.gsOrgNotFound, 404);
          return await editorApi<Saved>('GET', base);
        } catch (error) {
          if (!isLive()) return null;
          setLoadError(loadFailure(error, labels));
          await new Promise<void>((resolve) => (retryLoad.current = resolve));
          setLoadError(null);
        }
      }
    },
    fromRecord: (record: Saved) => {
      const whole = wholeData(record);
      seen(whole);
      return { draft: draftFromData(whole, locale) };
    },
    version: (record) => wholeData(record).settings.version,
    send: async (draft, version) => {
      const { body, refs } = buildPayload(draftFromData(server.current!, locale), draft, version, locale);
      sent.current = { body, refs, answer: null };
      // A merge can leave nothing to send: what the server has is then the save.
      if (Object.keys(body).every((key) => key === 'version')) {
        sent.current.answer = server.current;
        return { ...server.current!, version: server.current!.settings.version };
      }
      const answer = await editorApi<OrganizationData>('PUT', base, body);
      sent.current.answer = answer;
      return { ...answer, version: answer.settings.version };
    },
    basis: { to: settingsFields, from: draftFromFields },
    rows: (keys, mine, theirs) => settingsConflictRows(keys, mine, theirs, labels, (id) => server.current?.blog_posts.find((post) => post.id === id)?.title),
    saveAgain: (draft) => void save(draft),
    words: { conflictTitle: labels.gsConflictTitle, merged: labels.gsConflictMerged },
    focusFirstField: create ? undefined : '[data-settings-editor]',
    // A tab of records keeps its own history (decision 074); the other tabs have none here.
    history: { entity: TAB_HISTORY[tab] ?? 'settings-faqs', id: Boolean(TAB_HISTORY[tab]) && (organizationId ?? false), fields: settingsHistoryFields(locale) },
  });
  const { start, versioned, run } = session;

  /** The data as the server now has it becomes the working copy, its clean copy and the basis of the next save. */
  const startOver = (record: OrganizationData) => {
    seen(record);
    const next = draftFromData(record, locale);
    versioned.rebase(next, record.settings.version);
    start.markSaved(next);
    store.setState({ draft: next });
    // Undo goes no further back than the data as saved: older steps hold records before they had ids.
    store.temporal.getState().clear();
  };

  /** Reads one tab again; while the working copy holds changes, only what the tabs merely show. */
  const reloadTab = async (section: SettingsSection) => {
    setTabError(null);
    try {
      const piece = await editorApi<Partial<OrganizationData>>('GET', `${base}/sections/${section}`);
      const current = server.current;
      if (!current) return;
      if (!start.isDirty()) return startOver({ ...current, ...piece });
      seen({ ...current, ...Object.fromEntries(Object.entries(piece).filter(([key]) => READ_ONLY.includes(key as keyof OrganizationData))) });
    } catch (error) {
      setTabError({ section, failure: sectionFailure(error, labels[TAB_LABELS[section]], labels) });
    }
  };

  // Read through a function: the save's own calls set it while the save awaits them.
  const lastSent = () => sent.current;

  const save = async (body: SettingsDraft = store.getState().draft) => {
    const found = settingsProblems(body, labels, locale);
    setProblems(found);
    setSaveError(null);
    if (Object.keys(found).length) return onProblems(found);
    await run(
      async () => {
        sent.current = null;
        try {
          if (!(await versioned.saveBased(body))) return;
        } catch (error) {
          const details = error instanceof EditorApiError && error.status === 400 ? (error.body as { details?: RefusalDetails } | null)?.details : undefined;
          const refused = details ? serverProblems(details, lastSent()?.refs ?? {}) : {};
          setProblems(refused);
          onProblems(refused);
          if (!details || refused[''] !== undefined || Object.keys(refused).length === 0) setSaveError(saveFailure(error, labels));
          return;
        }
        const last = lastSent();
        if (!last?.answer) return;
        const { answer } = last;
        const cookies = changesCookies(last.body);
        startOver(answer);
        await start.journal.clear();
        router.refresh();
        toast({ type: 'success', message: cookies ? labels.gsSavedCookies : labels.gsSaved });
        void reloadTab(tab);
      },
      (error) => ({ message: labels.gsSaveFailed, description: reason(error) }),
    );
  };

  return { ...session, store, data, hosts, problems, loadError, saveError, tabError, save, reloadTab, retryLoad: () => retryLoad.current?.() };
}

export const TAB_LABELS = {
  general: 'gsTabGeneral', hero: 'gsTabHero', products: 'gsTabProducts', features: 'gsTabFeatures', faqs: 'gsTabFaqs', banners: 'gsTabBanners',
  menu: 'gsTabMenu', blog: 'gsTabBlog', cookies: 'gsTabCookies', 'meeting-types': 'gsTabMeetingTypes',
} as const satisfies Record<SettingsSection, string>;
