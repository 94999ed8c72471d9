import 'server-only';
// The records of a Global Settings save, checked and written inside its transaction (decision 074).
// First everything the schema cannot know: each id changed is a row of this organisation, a plan's
// product and a service's category are this organisation's (or new in this save), a meeting's host
// is staff, a product's slug is free, a plan's promotion is below its price once merged with what is
// stored. Then deletes (a product's plans keep going without it, a category's services go with it),
// parents (whose keys the others may name), and the rest. A refusal names the field's full path.
import { eq } from 'drizzle-orm';
import type { Tx } from '@/server/db/client';
import { products } from '@/server/db/schema';
import { ApiError } from '@/server/http/api';
import { promotionProblem, RECORD_LISTS, RECORD_MESSAGES, type DeletedLists, type RecordList, type RecordLists } from '@/schemas/organization-records';
import { meetingHostsAmong } from './meeting-hosts';
import { deleteRows, FieldProblem, insertRow, ownRows, storedColumns, updateRow } from './record-write';

type Stored = Record<string, unknown>;
type AnyRecord = Record<string, unknown> & { id?: string; key?: string };

/** A 400 naming the field by its full path in the body (`faqs.2.id`), in the schema's shape. */
export function refuseField(path: string, message: string): ApiError {
  return new ApiError(400, message, { formErrors: [], fieldErrors: { [path]: [message] } });
}

/** Children before the records they point at, so nothing deleted is still pointed at. */
const DELETE_ORDER: RecordList[] = ['pricing_plans', 'cookie_services', 'faqs', 'features', 'banners', 'meeting_types', 'products', 'cookie_categories'];
/** Parents first: a new plan or service may name a product or category of this save by its key. */
const WRITE_ORDER: RecordList[] = ['products', 'cookie_categories', 'pricing_plans', 'cookie_services', 'faqs', 'features', 'banners', 'meeting_types'];

const REFERENCES = {
  pricing_plans: { field: 'product_id', parent: 'products', message: RECORD_MESSAGES.productUnknown },
  cookie_services: { field: 'category_id', parent: 'cookie_categories', message: RECORD_MESSAGES.categoryUnknown },
} as const;

const recordsOf = (lists: RecordLists, list: RecordList) => (lists[list] ?? []) as AnyRecord[];

type Check = { tx: Tx; organizationId: string; lists: RecordLists; deleted: DeletedLists; existing: Map<RecordList, Map<string, Stored>> };

/** Each record sent with an id is a row of this organisation (another's is as unknown as none). */
async function checkOwnIds({ tx, organizationId, lists, existing }: Check): Promise<void> {
  for (const list of RECORD_LISTS) {
    const records = recordsOf(lists, list);
    const own = await ownRows(tx, list, organizationId, records.flatMap((r) => (r.id ? [r.id] : [])));
    records.forEach((record, index) => {
      if (record.id && !own.has(record.id)) throw refuseField(`${list}.${index}.id`, RECORD_MESSAGES.notFound);
    });
    existing.set(list, own);
  }
}

/** A plan's product and a service's category: an id of this organisation, or the key of a new parent in this save. */
async function checkReferences({ tx, organizationId, lists, deleted, existing }: Check): Promise<void> {
  for (const [list, { field, parent, message }] of Object.entries(REFERENCES) as [RecordList, (typeof REFERENCES)[keyof typeof REFERENCES]][]) {
    const keys = new Set(recordsOf(lists, parent).flatMap((r) => (r.key ? [r.key] : [])));
    const named = (record: AnyRecord) => (typeof record[field] === 'string' && !keys.has(record[field] as string) ? (record[field] as string).toLowerCase() : null);
    const records = recordsOf(lists, list);
    const own = await ownRows(tx, parent, organizationId, records.flatMap((r) => named(r) ?? []));
    records.forEach((record, index) => {
      const id = named(record);
      if (id && !own.has(id)) throw refuseField(`${list}.${index}.${field}`, message);
    });
  }
  // A service changed here whose category is deleted here would silently go with it.
  const goneCategories = new Set(deleted.cookie_categories ?? []);
  recordsOf(lists, 'cookie_services').forEach((record, index) => {
    const current = record.id ? existing.get('cookie_services')?.get(record.id) : undefined;
    if (current && record.category_id === undefined && goneCategories.has(current.categoryId as string)) {
      throw refuseField(`cookie_services.${index}.id`, RECORD_MESSAGES.changedAndDeleted);
    }
  });
}

async function checkHosts({ tx, organizationId, lists }: Check): Promise<void> {
  const records = recordsOf(lists, 'meeting_types');
  const named = records.flatMap((r) => (typeof r.host_user_id === 'string' ? [r.host_user_id] : []));
  const staff = await meetingHostsAmong(tx, { organizationId, userIds: named });
  records.forEach((record, index) => {
    if (typeof record.host_user_id === 'string' && !staff.has(record.host_user_id)) throw refuseField(`meeting_types.${index}.host_user_id`, RECORD_MESSAGES.hostNotStaff);
  });
}

/** A plan's promotion, as the plan will be: what is sent over what is stored. */
function checkPromotions({ lists, existing }: Check): void {
  recordsOf(lists, 'pricing_plans').forEach((record, index) => {
    const current = record.id ? existing.get('pricing_plans')?.get(record.id) : undefined;
    const pick = <T>(field: string, property: string, fallback: T) => (record[field] !== undefined ? record[field] : current ? current[property] : fallback) as T;
    const problem = promotionProblem({ is_promotion: pick('is_promotion', 'isPromotion', false), price: pick('price', 'price', undefined), promotion_price: pick('promotion_price', 'promotionPrice', null) });
    if (problem) throw refuseField(`pricing_plans.${index}.promotion_price`, problem);
  });
}

/**
 * Slugs are unique per organisation. A changed slug must be free now: not another product's, not
 * even one that this save renames (two products swap slugs in two saves), and not sent twice.
 */
async function checkSlugs({ tx, organizationId, lists, deleted }: Check): Promise<void> {
  const records = recordsOf(lists, 'products');
  if (!records.some((r) => r.slug !== undefined)) return;
  const gone = new Set(deleted.products ?? []);
  const taken = new Map<string, string>();
  for (const row of await tx.select({ id: products.id, slug: products.slug }).from(products).where(eq(products.organizationId, organizationId))) {
    if (!gone.has(row.id)) taken.set(row.slug, row.id);
  }
  records.forEach((record, index) => {
    if (typeof record.slug !== 'string') return;
    const holder = taken.get(record.slug);
    if (holder !== undefined && holder !== record.id) throw refuseField(`products.${index}.slug`, RECORD_MESSAGES.slugTaken);
    taken.set(record.slug, record.id ?? `new:${index}`);
  });
}

function columnsAt(list: RecordList, index: number, record: AnyRecord): Record<string, unknown> {
  try {
    return storedColumns(list, record);
  } catch (error) {
    if (error instanceof FieldProblem) throw refuseField(`${list}.${index}.${error.field}`, error.message);
    throw error;
  }
}

/** Checks a save's records, then writes them: deletes, parents, the rest. */
export async function applyRecords(tx: Tx, { organizationId, lists, deleted }: { organizationId: string; lists: RecordLists; deleted: DeletedLists }): Promise<void> {
  const check: Check = { tx, organizationId, lists, deleted, existing: new Map() };
  await checkOwnIds(check);
  await checkReferences(check);
  await checkHosts(check);
  checkPromotions(check);
  await checkSlugs(check);

  for (const list of DELETE_ORDER) await deleteRows(tx, list, organizationId, deleted[list] ?? []);
  const keyIds = new Map<string, string>();
  for (const list of WRITE_ORDER) {
    const reference = list in REFERENCES ? REFERENCES[list as keyof typeof REFERENCES] : null;
    for (const [index, sent] of recordsOf(lists, list).entries()) {
      let record: AnyRecord = sent;
      const named = reference ? record[reference.field] : undefined;
      if (reference && typeof named === 'string') record = { ...record, [reference.field]: keyIds.get(named) ?? named.toLowerCase() };
      const columns = columnsAt(list, index, record);
      if (record.id) await updateRow(tx, list, organizationId, record.id, columns);
      else {
        const id = await insertRow(tx, list, organizationId, columns);
        if (record.key) keyIds.set(record.key, id);
      }
    }
  }
}
