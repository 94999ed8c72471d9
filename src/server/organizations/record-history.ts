import 'server-only';
// The Global Settings tabs of records in the revision history (docs/decisions/061, 074): one history
// per tab (`GET /api/revisions?entity=settings-faqs&id={orgId}`), whose states are the tab's lists.
// A restore writes a kept list back in one transaction, as a save does: rows kept come back with
// their ids (re-created if deleted since), rows not kept are deleted, the version is checked and
// raised, and the state it replaces is kept in turn. A kept row that no longer fits today's world
// is made to: a host who left hosts nothing, a service whose category is gone goes with it.
import { z } from 'zod';
import type { DbOrTx, Tx } from '@/server/db/client';
import { ApiError } from '@/server/http/api';
import { restorableInput, type HistoryEntity } from '@/server/revisions/entity';
import { versionConflict } from '@/server/revisions/versions';
import { keptRowSchema, type RecordList } from '@/schemas/organization-records';
import { SETTINGS_MESSAGES } from '@/schemas/organization-settings';
import { REVISION_MESSAGES } from '@/schemas/revision';
import { meetingHostsAmong } from './meeting-hosts';
import { lockOrganizationData, raiseVersion, tabChanged } from './organization-save';
import { RECORD_TABS, tabLists, tabState, type RecordTab } from './record-tabs';
import { deleteRowsExcept, FieldProblem, insertRow, storedColumns } from './record-write';
import { readSettings } from './settings';

type Kept = Record<string, unknown> & { id: string };

/** Top-level fields of a tab's record that are bookkeeping (the lists are its content). */
const TAB_BOOKKEEPING = ['version', 'updated_at'] as const;

/** The tab as its history shows it now: the settings' version and the lists as GET answers them. */
async function tabRecord(db: DbOrTx, organizationId: string, tab: RecordTab) {
  const settings = await readSettings(db, { organizationId });
  if (!settings) return null;
  const record = { version: settings.row.version, updated_at: settings.row.updatedAt.toISOString(), ...(await tabLists(db, organizationId, tab)) };
  return { row: settings.row, record };
}

function keptSchema(tab: RecordTab) {
  return z.object(Object.fromEntries(RECORD_TABS[tab].lists.map((list) => [list, z.array(keptRowSchema(list))])));
}

/** A kept row as today's world allows it, or null when it can no longer exist. */
function fitted(list: RecordList, row: Kept, kept: Map<RecordList, Set<string>>, hosts: Set<string>): Kept | null {
  if (list === 'pricing_plans' && typeof row.product_id === 'string' && !kept.get('products')?.has(row.product_id)) return { ...row, product_id: null };
  if (list === 'cookie_services' && !kept.get('cookie_categories')?.has(row.category_id as string)) return null;
  if (list === 'meeting_types' && typeof row.host_user_id === 'string' && !hosts.has(row.host_user_id)) return { ...row, host_user_id: null };
  return row;
}

type Restore = { organizationId: string; tab: RecordTab; data: Record<string, unknown>; authorId: string; version: number; restoredFrom: string };

async function restoreTab(tx: Tx, { organizationId, tab, data, authorId, version, restoredFrom }: Restore) {
  const lists = RECORD_TABS[tab].lists;
  const input = restorableInput(keptSchema(tab), data, TAB_BOOKKEEPING) as Partial<Record<RecordList, Kept[]>>;
  const current = await lockOrganizationData(tx, { organizationId });
  if (current !== version) throw versionConflict(version, (await tabRecord(tx, organizationId, tab))!.record);
  const before = await tabState(tx, organizationId, tab);
  const kept = new Map(lists.map((list) => [list, new Set((input[list] ?? []).map((row) => row.id))]));
  const named = (input.meeting_types ?? []).flatMap((row) => (typeof row.host_user_id === 'string' ? [row.host_user_id] : []));
  const hosts = await meetingHostsAmong(tx, { organizationId, userIds: named });

  for (const list of [...lists].reverse()) await deleteRowsExcept(tx, list, organizationId, [...kept.get(list)!]);
  for (const list of lists) {
    for (const [index, row] of (input[list] ?? []).entries()) {
      const fit = fitted(list, row, kept, hosts);
      if (!fit) continue;
      try {
        await insertRow(tx, list, organizationId, storedColumns(list, fit), fit.id);
      } catch (error) {
        if (error instanceof FieldProblem) throw new ApiError(422, REVISION_MESSAGES.unrestorable, { formErrors: [], fieldErrors: { [`${list}.${index}.${error.field}`]: [error.message] } });
        throw error;
      }
    }
  }
  await tabChanged(tx, { organizationId, tab, before, version, authorId, restoredFrom });
  await raiseVersion(tx, { organizationId, version });
  return (await tabRecord(tx, organizationId, tab))!.record;
}

function tabHistory(tab: RecordTab): HistoryEntity {
  return {
    type: RECORD_TABS[tab].type,
    permission: 'settings.write',
    notFound: SETTINGS_MESSAGES.organizationNotFound,
    bookkeeping: TAB_BOOKKEEPING,
    async load(db, { organizationId, id }) {
      // A tab is named by its organisation's id; any other id names nothing here.
      const found = id === organizationId ? await tabRecord(db, organizationId, tab) : null;
      return found && { version: found.row.version, updatedAt: found.row.updatedAt, record: found.record, state: await tabState(db, organizationId, tab) };
    },
    restore(tx, { organizationId, id, data, authorId, version, restoredFrom }) {
      if (id !== organizationId) throw new ApiError(404, SETTINGS_MESSAGES.organizationNotFound);
      return restoreTab(tx, { organizationId, tab, data, authorId, version, restoredFrom });
    },
  };
}

export const faqsHistory = tabHistory('faqs');
export const featuresHistory = tabHistory('features');
export const bannersHistory = tabHistory('banners');
export const productsHistory = tabHistory('products');
export const cookiesHistory = tabHistory('cookies');
export const meetingTypesHistory = tabHistory('meeting-types');
