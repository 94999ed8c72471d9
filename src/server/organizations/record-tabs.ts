import 'server-only';
// The Global Settings tabs whose records PUT /api/organizations/{orgId} saves, and the state of each
// as its revision history keeps it (docs/decisions/074): the tab's list or lists as GET answers
// them, without the timestamps a save moves. One history per tab, named by the organisation's id.
import type { DbOrTx } from '@/server/db/client';
import type { RevisionEntityType } from '@/server/revisions/record';
import type { RecordList } from '@/schemas/organization-records';
import { RECORD_LISTERS, type Row } from './organization-data';

type TabSpec = { entity: string; type: RevisionEntityType; lists: readonly RecordList[] };

/** Each tab with the lists it shows, parents before the records that point at them. */
export const RECORD_TABS = {
  products: { entity: 'settings-products', type: 'settings_products', lists: ['products', 'pricing_plans'] },
  features: { entity: 'settings-features', type: 'settings_features', lists: ['features'] },
  faqs: { entity: 'settings-faqs', type: 'settings_faqs', lists: ['faqs'] },
  banners: { entity: 'settings-banners', type: 'settings_banners', lists: ['banners'] },
  cookies: { entity: 'settings-cookies', type: 'settings_cookies', lists: ['cookie_categories', 'cookie_services'] },
  'meeting-types': { entity: 'settings-meeting-types', type: 'settings_meeting_types', lists: ['meeting_types'] },
} as const satisfies Record<string, TabSpec>;

export type RecordTab = keyof typeof RECORD_TABS;
export const RECORD_TAB_NAMES = Object.keys(RECORD_TABS) as RecordTab[];

export function tabOf(list: RecordList): RecordTab {
  return RECORD_TAB_NAMES.find((tab) => (RECORD_TABS[tab].lists as readonly RecordList[]).includes(list))!;
}

/** Fields of a listed row that a save moves by itself: never part of a kept state. */
export const ROW_BOOKKEEPING = ['created_at', 'updated_at'] as const;

export type TabState = Partial<Record<RecordList, Row[]>>;

/** The tab's lists as GET answers them. */
export async function tabLists(db: DbOrTx, organizationId: string, tab: RecordTab): Promise<TabState> {
  const out: TabState = {};
  for (const list of RECORD_TABS[tab].lists) out[list] = await RECORD_LISTERS[list](db, { organizationId });
  return out;
}

/** The tab as a revision keeps it: its rows in JSON form (dates as ISO text), without their timestamps. */
export async function tabState(db: DbOrTx, organizationId: string, tab: RecordTab): Promise<TabState> {
  const lists = JSON.parse(JSON.stringify(await tabLists(db, organizationId, tab))) as TabState;
  for (const rows of Object.values(lists)) {
    for (const row of rows ?? []) for (const field of ROW_BOOKKEEPING) delete row[field];
  }
  return lists;
}

export const sameState = (a: TabState, b: TabState) => JSON.stringify(a) === JSON.stringify(b);
