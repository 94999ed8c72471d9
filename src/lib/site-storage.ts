// Every cookie and browser-storage key the product's own code writes, with how long it stays: the
// list the privacy dialog's Services tab and the cookie policy page show under the essential
// category (docs/decisions/054). It is the same on every site, so it lives with the code that
// writes the keys, not in an organisation's catalogue; tests/integration/consent-storage.test.ts
// fails when the code writes a key this list lacks. Purposes and reasons are message keys
// (`consent.storePurpose<Id>`, `consent.storeReason<Id>`), in the ten languages.

export type StorageKind = 'cookie' | 'localStorage' | 'sessionStorage' | 'indexedDB';

/** Days for a fixed lifetime; `tab` ends with the tab, `kept` stays until the visitor clears the site's data. */
export type StorageLifetime = { days: number } | 'tab' | 'kept';

export type StorageId =
  | 'Session' | 'ConsentCookie' | 'Visitor' | 'ConsentChoice' | 'LocaleCookie' | 'LocaleChoice' | 'Basket'
  | 'Banners' | 'HelpConversation' | 'HelpWidget' | 'ReturnAddress' | 'RecentCommands' | 'EditorJournal' | 'PostDraft';

export type SiteStorageItem = {
  /** Names the messages: consent.storePurpose<Id>, consent.storeReason<Id>. */
  id: StorageId;
  /** The name the browser shows (cookie name, storage key, database name). */
  name: string;
  kind: StorageKind;
  lifetime: StorageLifetime;
  /** Written only in the editing layer, for the organisation's staff. */
  staffOnly?: boolean;
};

/** Better Auth's session lasts 30 days (server/auth/auth.ts `expiresIn`), renewed daily while used. */
const SESSION_DAYS = 30;
/** Spec §9: cookies_accepted, and the locale cookie, last a year. */
const YEAR_DAYS = 365;

export const SITE_STORAGE: readonly SiteStorageItem[] = [
  { id: 'Session', name: 'better-auth.session_token', kind: 'cookie', lifetime: { days: SESSION_DAYS } },
  { id: 'ConsentCookie', name: 'cookies_accepted', kind: 'cookie', lifetime: { days: YEAR_DAYS } },
  { id: 'Visitor', name: 'sw_visitor', kind: 'cookie', lifetime: { days: YEAR_DAYS } },
  { id: 'ConsentChoice', name: 'sitewright.consent', kind: 'localStorage', lifetime: 'kept' },
  { id: 'LocaleCookie', name: 'locale', kind: 'cookie', lifetime: { days: YEAR_DAYS } },
  { id: 'LocaleChoice', name: 'sitewright.locale', kind: 'localStorage', lifetime: 'kept' },
  { id: 'Basket', name: 'sitewright.basket', kind: 'localStorage', lifetime: 'kept' },
  { id: 'Banners', name: 'sw_banner_dismissals', kind: 'localStorage', lifetime: 'kept' },
  { id: 'HelpConversation', name: 'sitewright:help-conversation', kind: 'localStorage', lifetime: 'kept' },
  { id: 'HelpWidget', name: 'sitewright:help-widget', kind: 'sessionStorage', lifetime: 'tab' },
  { id: 'ReturnAddress', name: 'sitewright.returnTo', kind: 'localStorage', lifetime: 'kept' },
  { id: 'RecentCommands', name: 'sitewright.recentCommands', kind: 'localStorage', lifetime: 'kept', staffOnly: true },
  // idb-keyval's default database; its entries are named sitewright.journal.<editor key>.
  { id: 'EditorJournal', name: 'keyval-store', kind: 'indexedDB', lifetime: 'kept', staffOnly: true },
  // The post editor's local draft (editing-layer spec §9), beside the journal.
  { id: 'PostDraft', name: 'sitewright.postDraft', kind: 'localStorage', lifetime: 'kept', staffOnly: true },
];

/** The names a browser may hold, per kind: what the e2e test compares a browser's storage with. */
export function siteStorageNames(kind: StorageKind): string[] {
  return SITE_STORAGE.filter((item) => item.kind === kind).map((item) => item.name);
}
