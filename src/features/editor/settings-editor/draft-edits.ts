// The changes the tabs make to the working copy: a record's fields, a new record, a record deleted
// (with what hangs on it) and a record moved. Each answers the patch of the one list it changed,
// so a change is one step of the undo history. Pure: the tests use it as the tabs do.
import { ORDERED, type BannerDraft, type CategoryDraft, type Collection, type FaqDraft, type FeatureDraft, type MeetingTypeDraft, type PlanDraft, type ProductDraft, type RecordOf, type ServiceDraft, type SettingsDraft } from './settings-draft';

/** Places are kept in steps of 10, as the menu and the page layout keep theirs. */
export const ORDER_STEP = 10;

let counter = 0;
/** A key for a record not yet saved: unique in this tab, and never mistaken for an id. */
export function newKey(): string {
  counter += 1;
  return `new-${Date.now().toString(36)}-${counter}`;
}

type Patch<C extends Collection> = Pick<SettingsDraft, C>;

export function patchRecord<C extends Collection>(draft: SettingsDraft, collection: C, key: string, patch: Partial<RecordOf<C>>): Patch<C> {
  const list = draft[collection] as RecordOf<C>[];
  return { [collection]: list.map((record) => (record.key === key ? { ...record, ...patch } : record)) } as Patch<C>;
}

const nextOrder = (list: readonly { order?: number }[]) => list.reduce((max, record) => Math.max(max, (record.order ?? -ORDER_STEP) + ORDER_STEP), 0);

/** Adds a record at the end of its list (its place after the last one). */
export function addRecord<C extends Collection>(draft: SettingsDraft, collection: C, record: RecordOf<C>): Patch<C> {
  const list = draft[collection] as RecordOf<C>[];
  const placed = ORDERED.includes(collection) ? { ...record, order: nextOrder(list as { order?: number }[]) } : record;
  return { [collection]: [...list, placed] } as Patch<C>;
}

/**
 * Deletes a record. A cookie category takes its services with it (as the database does); a
 * product's plans stay, on their own.
 */
export function removeRecord(draft: SettingsDraft, collection: Collection, key: string): Partial<SettingsDraft> {
  const patch: Partial<SettingsDraft> = { [collection]: (draft[collection] as { key: string }[]).filter((record) => record.key !== key) };
  if (collection === 'cookie_categories') patch.cookie_services = draft.cookie_services.filter((service) => service.category_key !== key);
  if (collection === 'products') patch.pricing_plans = draft.pricing_plans.map((plan) => (plan.product_key === key ? { ...plan, product_key: null } : plan));
  return patch;
}

/**
 * Moves the record `key` to where `over` is, and numbers the whole list again in steps of 10, so
 * that its places say the order shown (a product's plans move among themselves: the plans of other
 * products keep their order around them).
 */
export function moveRecord<C extends Collection>(draft: SettingsDraft, collection: C, key: string, over: string): Patch<C> {
  const list = [...(draft[collection] as (RecordOf<C> & { order?: number })[])];
  const from = list.findIndex((record) => record.key === key);
  const to = list.findIndex((record) => record.key === over);
  if (from < 0 || to < 0 || from === to) return { [collection]: draft[collection] } as Patch<C>;
  const [moved] = list.splice(from, 1);
  list.splice(to, 0, moved);
  return { [collection]: list.map((record, index) => ({ ...record, order: index * ORDER_STEP })) } as Patch<C>;
}

/** The records of a list in the order shown: by place, then as listed. */
export function inOrder<T extends { order?: number }>(list: readonly T[]): T[] {
  return list.map((record, index) => ({ record, index })).sort((a, b) => (a.record.order ?? 0) - (b.record.order ?? 0) || a.index - b.index).map(({ record }) => record);
}

/** New records, as a tab starts them. */
export const newRecords = {
  faq: (): FaqDraft => ({ key: newKey(), id: null, order: 0, question: '', question_translation: {}, answer: '', answer_translation: {}, category: '', is_displayed: true }),
  feature: (): FeatureDraft => ({ key: newKey(), id: null, order: 0, name: '', name_translation: {}, description: '', description_translation: {}, icon_name: '', image: null, is_displayed: true }),
  banner: (): BannerDraft => ({
    key: newKey(), id: null, position: 'top', type: 'closed', is_enabled: true, open_state: 'absent', text: '', text_translation: {}, icon: 'megaphone',
    link_url: '', link_label: '', link_label_translation: {}, link_external: false, custom_content: '', background: 'sky-700', text_color: '', landing_content: '',
    landing_content_translation: {}, end_date_promotion: '', end_date_promotion_is_displayed: false, dismissal_duration: '7 days', page_paths: '', is_fixed_above_navbar: false,
  }),
  product: (): ProductDraft => ({ key: newKey(), id: null, order: 0, slug: '', name: '', name_translation: {}, description: '', description_translation: {}, image: null, is_displayed: true }),
  plan: (productKey: string | null, currency = 'USD'): PlanDraft => ({
    key: newKey(), id: null, order: 0, product_key: productKey, name: '', name_translation: {}, description: '', description_translation: {}, price: '', currency,
    recurring_interval: 'month', is_promotion: false, promotion_price: '', promotion_ends_at: '', is_highlighted: false, features: [], is_displayed: true,
  }),
  category: (): CategoryDraft => ({ key: newKey(), id: null, order: 0, name: '', name_translation: {}, description: '', description_translation: {} }),
  service: (categoryKey: string): ServiceDraft => ({ key: newKey(), id: null, category_key: categoryKey, name: '', name_translation: {}, description: '', description_translation: {}, active: true }),
  meetingType: (hostId: string | null, currency = 'USD'): MeetingTypeDraft => ({
    key: newKey(), id: null, order: 0, name: '', name_translation: {}, description: '', description_translation: {}, duration_minutes: '30', price: '',
    currency, is_active: true, host_user_id: hostId, availability: { mon: [{ start: '09:00', end: '17:00' }], tue: [{ start: '09:00', end: '17:00' }], wed: [{ start: '09:00', end: '17:00' }], thu: [{ start: '09:00', end: '17:00' }], fri: [{ start: '09:00', end: '17:00' }] },
  }),
};
