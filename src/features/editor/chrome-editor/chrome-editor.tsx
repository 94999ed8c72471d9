'use client';
// The Header editor and the Footer editor (editing-layer spec §2, §3 "Header style", "Footer
// style", "Menu item", "Submenu item", §4, §5, §7, §8, §9; docs/decisions/075): the style with its
// settings panel and a live preview drawn by the site's own header or footer, and the menu as cards.
// It stands on the editor kit: the style, the top-level order and every text typed into a card are
// the working copy, journalled, offered back after a reload, undone and redone, asked about before
// Cancel or Escape throws them away. Save sends the style only when it changed, on the version of
// the settings it was based on (a stale one is merged setting by setting, or shown side by side),
// then the order in one bulk update. Everything else about entries is saved the moment it is done.
import { useQuery } from '@tanstack/react-query';
import { useMemo, useRef, useState } from 'react';
import { AlertDialog, AlertDialogAction, AlertDialogCancel, AlertDialogContent, AlertDialogDescription, AlertDialogFooter, AlertDialogTitle } from '@/components/ui/alert-dialog';
import { Dialog, DialogDescription } from '@/components/ui/dialog';
import { labelText } from '@/lib/i18n/island-labels';
import { translate } from '@/lib/i18n/locales';
import type { MenuItemView, MenuView, SubmenuItemView } from '@/schemas/menu-items';
import type { SettingsView } from '@/schemas/organization-settings';
import { editorApi, EditorApiError } from '../editor-api';
import { useEditorContext } from '../editor-labels';
import { editorQueries } from '../editor-queries';
import type { EditorTarget } from '../editor-store';
import { createFormHistoryStore } from '../form-history-store';
import { ConflictDialog } from '../kit/conflict-dialog';
import { EditorFooter, EditorHeader, undoKeys, useTravel } from '../kit/editor-frame';
import { useEditorSession } from '../kit/use-editor-session';
import { RestoreBanner } from '../restore-banner';
import { EditorDialogContent } from '../shared/editor-dialog';
import {
  chromeFields, chromeFromFields, committedText, committedTranslation, draftFromRecord, normalizeSlug, orderChanged, orderPayload, pendingKey, previewItems, reconcileOrder, styleOf,
  type ChromeDraft, type ChromeRecord, type EditableField, type PendingKey, type StyleView,
} from './chrome-draft';
import { chromeConflictRows } from './chrome-conflicts';
import { ChromePreview, type PreviewSite } from './chrome-preview';
import { AddForm, INLINE_ATTRIBUTE, linkablePages, MenuCards, translationsOf } from './menu-cards';
import { EditedLanguageProvider, useLanguageChoice } from '../edited-language';
import { LanguagePicker } from '../language-picker';
import { completenessOf } from '../translation-status';
import { withTranslation } from '../translations';
import type { Locale } from '@/lib/i18n/locales';
import { StylePanel } from './style-panel';
import { restoredStyle, styleHistoryFields, type RestoredStyle } from './chrome-history';
import { entryName, useMenuActions, type EntryKind } from './use-menu-actions';

type Props = { target: Extract<EditorTarget, { kind: 'header' | 'footer' }> };
type Entry = MenuItemView | SubmenuItemView;

const sameStyle = (a: StyleView | null, b: StyleView) => JSON.stringify(a) === JSON.stringify(b);

export default function ChromeEditor({ target }: Props) {
  const placement = target.kind;
  const context = useEditorContext();
  const { editor: labels, organizationId, mayEditSettings, locale, defaultLocale } = context;
  const header = placement === 'header';
  const language = useLanguageChoice();
  const store = useMemo(() => createFormHistoryStore<ChromeDraft>({ style: (header ? context.site.headerStyle : context.site.footerStyle) as StyleView, order: [], pending: {} }, []), [context.site, header]);
  const [menu, setMenu] = useState<MenuItemView[]>([]);
  const [site, setSite] = useState<PreviewSite>(context.site);
  // The style as the server has it: Save sends the style only when it differs (spec §4).
  const savedStyle = useRef<StyleView | null>(null);
  const [asked, setAsked] = useState<{ kind: EntryKind; entry: Entry } | null>(null);
  // The pages an entry can lead to, read afresh at each opening: one made a moment ago is among them.
  const siteMap = useQuery({ ...editorQueries.siteMap(), refetchOnMount: 'always' });

  const reload = async (): Promise<MenuView | null> => {
    try {
      const view = await editorApi<MenuView>('GET', '/api/menu-items');
      setMenu(view.menu_items);
      return view;
    } catch {
      return null;
    }
  };
  const actions = useMenuActions({ placement, reload, organizationId });

  /** The settings the editor reads: all of them for admins, who may change the style; else the page's. */
  const readSettings = async (): Promise<SettingsView | null> =>
    mayEditSettings ? (await editorApi<{ settings: SettingsView }>('GET', `/api/organizations/${organizationId}/sections/general`)).settings : null;

  const recordOf = (settings: SettingsView | null, items: MenuItemView[], style?: StyleView): ChromeRecord => ({
    version: settings?.version,
    style: settings ? styleOf(settings, placement) : (style ?? store.getState().draft.style),
    menu: items,
  });

  const seen = (record: ChromeRecord) => {
    savedStyle.current = record.style;
    setMenu(record.menu);
  };

  const session = useEditorSession({
    journalKey: placement,
    store,
    load: async () => {
      const [settings, view] = await Promise.all([readSettings(), editorApi<MenuView>('GET', '/api/menu-items')]);
      if (settings) {
        setSite({
          name: settings.site || settings.name,
          logo: settings.image,
          description: translate(settings.site_description, settings.site_description_translation, locale),
          withLanguageSwitch: settings.with_language_switch,
        });
      }
      return recordOf(settings, view.menu_items);
    },
    loadFailed: header ? labels.chromeHeaderLoadFailed : labels.chromeFooterLoadFailed,
    fromRecord: (record: ChromeRecord) => ({ draft: draftFromRecord(record) }),
    version: (record) => record.version,
    send: async (body, version) => {
      let settings: SettingsView | null = null;
      if (mayEditSettings && !sameStyle(savedStyle.current, body.style)) {
        try {
          const answer = await editorApi<{ settings: SettingsView }>('PUT', `/api/organizations/${organizationId}`, { settings: { [`${placement}_style`]: body.style }, version });
          settings = answer.settings;
        } catch (error) {
          // Someone else saved the settings meanwhile: their style, with the menu as it is now, to merge with.
          const current = error instanceof EditorApiError && error.status === 409 ? (error.body as { current?: SettingsView | { settings: SettingsView } } | null)?.current : null;
          if (!current) throw error;
          const theirs = 'settings' in current ? current.settings : current;
          const view = await reload();
          throw new EditorApiError(error instanceof Error ? error.message : '', 409, { current: recordOf(theirs, view?.menu_items ?? menu) });
        }
      }
      const order = reconcileOrder(body.order, menu);
      if (orderChanged(order, menu)) await editorApi('PUT', '/api/menu-items', { organization_id: organizationId, items: orderPayload(order) });
      const view = await reload();
      const record = recordOf(settings, view?.menu_items ?? menu, body.style);
      seen({ ...record, version: settings?.version ?? version });
      return { ...record, version: settings?.version ?? version };
    },
    basis: { to: chromeFields, from: chromeFromFields },
    rows: (keys, mine, theirs) => chromeConflictRows(keys, mine, theirs, labels, menu),
    saveAgain: (body) => void save(body),
    onRecord: seen,
    // The style's own history (decision 078): admins only, as the style is a setting.
    history: {
      entity: header ? 'header-style' : 'footer-style',
      id: mayEditSettings && organizationId,
      fields: styleHistoryFields,
      toRecord: (answer: RestoredStyle): ChromeRecord => ({ ...restoredStyle(answer), menu }),
    },
    words: { conflictTitle: header ? labels.chromeHeaderConflictTitle : labels.chromeFooterConflictTitle, merged: labels.conflictMerged },
    focusFirstField: '[data-chrome-editor]',
  });
  const { draft, update, start, versioned, history, guard, busy: saving, run, finish } = session;
  const { loading } = start;
  const travel = useTravel(store);

  const setPending = (key: PendingKey, value: string | undefined) => {
    const { [key]: _dropped, ...rest } = store.getState().draft.pending;
    update({ pending: value === undefined ? rest : { ...rest, [key]: value } });
  };

  /** Commits what was typed in one field (in `locale`, for a translation), when it says something new (spec §4, §5). */
  const commit = async (kind: EntryKind, entry: Entry, field: EditableField, translatedInto?: string) => {
    const key = pendingKey(kind, entry.id, field, translatedInto);
    const typed = store.getState().draft.pending[key];
    if (typed === undefined) return;
    if (translatedInto) {
      const translations = translationsOf(entry, field);
      const text = committedTranslation(typed, translations[translatedInto]);
      if (text === null) return setPending(key, undefined);
      const outcome = await actions.commitTranslation(kind, entry, field, withTranslation(translations, translatedInto as Locale, text));
      if (outcome !== 'failed') setPending(key, undefined);
      return;
    }
    const old = field === 'url_name' ? entry.url_name : field === 'description' ? entry.description : entryName(entry);
    const value = field === 'url_name' ? normalizeSlug(typed, old ?? '') : committedText(field, typed, old);
    if (value === null) return setPending(key, undefined);
    const outcome = await actions.commitText(kind, entry, field, value);
    // A failed commit keeps the text, still unsaved, to try again; a refused one is in the side-by-side view.
    if (outcome !== 'failed') setPending(key, undefined);
  };

  /** Every text still waiting in a card, committed before Save closes the editor. */
  const commitAll = async () => {
    for (const key of Object.keys(store.getState().draft.pending) as PendingKey[]) {
      const [kind, id, field, translatedInto] = key.split(':') as [EntryKind, string, EditableField, string | undefined];
      const item = menu.find((candidate) => candidate.id === id);
      const entry = kind === 'item' ? item : menu.flatMap((candidate) => candidate.website_submenuitem).find((sub) => sub.id === id);
      if (entry) await commit(kind, entry, field, translatedInto);
      else setPending(key, undefined);
    }
  };

  const save = async (body: ChromeDraft = draft) => {
    const styleChanged = mayEditSettings && !sameStyle(savedStyle.current, body.style);
    await run(
      async () => {
        await commitAll();
        if (Object.keys(store.getState().draft.pending).length > 0) return;
        if (await versioned.saveBased({ ...body, pending: {} })) {
          await finish(styleChanged ? (header ? labels.chromeHeaderStyleSaved : labels.chromeFooterStyleSaved) : labels.chromeMenuSaved);
        }
      },
      () => ({ message: header ? labels.chromeHeaderSaveFailed : labels.chromeFooterSaveFailed }),
    );
  };

  const byId = new Map(menu.map((item) => [item.id, item]));
  const items = reconcileOrder(draft.order, menu).map((id) => byId.get(id)!);
  const pages = linkablePages(siteMap.data);
  const title = header ? labels.chromeHeaderTitle : labels.chromeFooterTitle;
  const translated = completenessOf(
    menu.flatMap((item) => [
      { base: item.display_name, translations: item.display_name_translation },
      { base: item.description, translations: item.description_translation },
      ...item.website_submenuitem.flatMap((sub) => [
        { base: sub.name, translations: sub.name_translation },
        { base: sub.description, translations: sub.description_translation },
      ]),
    ]),
    language.languages,
  );
  // The preview reads as visitors of the language being edited read it.
  const preview = previewItems(menu, draft, placement, language.locale, defaultLocale, 'menu_items_are_text' in draft.style ? draft.style.menu_items_are_text : true);

  return (
    <EditedLanguageProvider value={language}>
      <Dialog open onOpenChange={(open) => !open && !saving && guard.request()}>
        <EditorDialogContent
          data-chrome-editor={placement}
          onKeyDown={undoKeys(travel.onTravel)}
          // Escape in a card's text puts its saved text back; it does not close the editor.
          onEscapeKeyDown={(event) => {
            if (event.target instanceof Element && event.target.closest(`[${INLINE_ATTRIBUTE}]`)) event.preventDefault();
          }}
          className="h-[min(94vh,64rem)] md:max-w-[min(96vw,110rem)]"
        >
          <EditorHeader {...travel} editing title={{ create: title, edit: title }} history={history.button} />
          {history.othersSaved}
          <RestoreBanner offer={start} />
          <LanguagePicker completeness={translated} />
          <div className="min-h-0 flex-1 space-y-6 overflow-y-auto p-5">
            <DialogDescription className="text-sm text-gray-700">{header ? labels.chromeHeaderHint : labels.chromeFooterHint}</DialogDescription>
            {loading ? (
              <p className="text-sm text-gray-600" role="status">
                {header ? labels.chromeHeaderLoading : labels.chromeFooterLoading}
              </p>
            ) : (
              <>
                <StylePanel placement={placement} style={draft.style} update={(style) => update({ style })} readOnly={!mayEditSettings} />
                <ChromePreview placement={placement} style={draft.style} items={preview} site={site} locale={language.locale} />
                <section aria-labelledby="chrome-menu-title" className="space-y-3">
                  <h3 id="chrome-menu-title" className="text-base font-semibold text-gray-900">
                    {labels.menuItemsTitle}
                  </h3>
                  {items.length === 0 ? (
                    <div className="rounded-xl border border-dashed border-gray-300 p-6 text-center" data-menu-empty="">
                      <p className="font-medium text-gray-900">{labels.menuEmpty}</p>
                      <p className="mt-1 text-sm text-gray-700">{header ? labels.menuEmptyHeader : labels.menuEmptyFooter}</p>
                    </div>
                  ) : (
                    <MenuCards
                      placement={placement}
                      items={items}
                      pending={draft.pending}
                      onPending={setPending}
                      commit={commit}
                      onOrder={(order) => update({ order })}
                      actions={actions}
                      siteMap={siteMap.data}
                      onDelete={(kind, entry) => setAsked({ kind, entry })}
                    />
                  )}
                  <NewItem pages={pages} autoFocus={target.add === 'item'} onAdd={(name, page) => actions.add(name, page ? { page_id: page.id, url_name: page.slug } : { page_id: null, url_name: normalizeSlug(name, '') ?? '' })} />
                </section>
              </>
            )}
          </div>
          <EditorFooter
            editing
            saving={saving}
            loading={loading}
            canSave
            saveLabel={{ create: labels.chromeSave, update: labels.chromeSave }}
            onCancel={guard.request}
            onSave={() => void save()}
          />
          <AlertDialog open={asked !== null} onOpenChange={(open) => !open && setAsked(null)}>
            {asked && (
              <AlertDialogContent data-menu-delete="">
                <AlertDialogTitle>{asked.kind === 'item' ? labels.menuDeleteTitle : labels.submenuDeleteTitle}</AlertDialogTitle>
                <AlertDialogDescription>{labelText(labels.menuDeleteBody, { name: entryName(asked.entry) })}</AlertDialogDescription>
                <AlertDialogFooter>
                  <AlertDialogCancel>{labels.cancel}</AlertDialogCancel>
                  <AlertDialogAction destructive onClick={() => void actions.remove(asked.kind, asked.entry)}>
                    {labels.delete}
                  </AlertDialogAction>
                </AlertDialogFooter>
              </AlertDialogContent>
            )}
          </AlertDialog>
          <ConflictDialog
            rows={actions.conflict?.rows ?? null}
            title={actions.conflict ? labelText(labels.menuConflictTitle, { name: entryName(actions.conflict.entry) }) : undefined}
            onSave={(choices) => void actions.settle(Object.values(choices).some((choice) => choice === 'mine'))}
            onKeepEditing={actions.dismissConflict}
          />
          {versioned.dialog}
          {guard.confirm}
        </EditorDialogContent>
      </Dialog>
    </EditedLanguageProvider>
  );
}

/** A new menu item: its name, and the page it leads to (or an address made from the name). */
function NewItem({ pages, onAdd, autoFocus }: { pages: { id: string; title: string; slug: string }[]; onAdd: (name: string, page: { id: string; slug: string } | null) => Promise<boolean>; autoFocus: boolean }) {
  const { editor: labels } = useEditorContext();
  const [pageId, setPageId] = useState('');
  return (
    <div className="rounded-xl border border-gray-200 bg-gray-50 p-3" data-menu-new="">
      <p className="text-sm font-semibold text-gray-900">{labels.menuNewTitle}</p>
      <AddForm label={labels.menuNewName} autoFocus={autoFocus} onAdd={(name) => onAdd(name, pages.find((page) => page.id === pageId) ?? null)}>
        <label className="sr-only" htmlFor="menu-new-page">
          {labels.menuNewPage}
        </label>
        <select id="menu-new-page" value={pageId} onChange={(event) => setPageId(event.target.value)} className="min-w-0 flex-1 rounded-lg border border-gray-300 bg-white px-3 py-1.5 text-sm text-gray-900">
          <option value="">{labels.menuNewNoPage}</option>
          {pages.map((page) => (
            <option key={page.id} value={page.id}>
              {page.title || `/${page.slug}`}
            </option>
          ))}
        </select>
      </AddForm>
    </div>
  );
}
