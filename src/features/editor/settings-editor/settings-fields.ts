// The working copy as flat fields for the three-way merge of a stale save (decision 064, as the hero
// does with kit/flat-fields.ts): every general setting a field, and every field of every record a
// field of its own (`faqs.<key>.question`), so two people who changed different records, or
// different fields of one record, are merged without a question. A record's `$` field (its id)
// says that it exists: one deleted on one side is gone from the merge unless the other side changed
// one of its fields, which the conflict view then names as deleted by whom. Pure.
import type { EditorLabels, PlainEditorKey } from '@/lib/i18n/editor-labels';
import { conflictLabel, conflictValue } from '../kit/conflict-values';
import type { ConflictRow } from '../kit/conflict-dialog';
import { inOrder } from './draft-edits';
import { COLLECTIONS, ORDERED, emptyDraft, type Collection, type SettingsDraft } from './settings-draft';
import { WEEKDAYS, type Availability, type PlanFeature } from './settings-types';

export type SettingsFields = Record<string, unknown>;

const EXISTS = '$';

export function settingsFields(draft: SettingsDraft): SettingsFields {
  const flat: SettingsFields = {};
  for (const [field, value] of Object.entries(draft.general)) flat[`general.${field}`] = value;
  for (const collection of COLLECTIONS) {
    for (const record of draft[collection] as { key: string; id: string | null }[]) {
      flat[`${collection}.${record.key}.${EXISTS}`] = record.id;
      for (const [field, value] of Object.entries(record)) if (field !== 'key' && field !== 'id') flat[`${collection}.${record.key}.${field}`] = value;
    }
  }
  return flat;
}

/** The working copy again from flat fields; a field set to undefined (deleted by the merge) is absent. */
export function draftFromFields(flat: SettingsFields): SettingsDraft {
  const draft = emptyDraft();
  const general: Record<string, unknown> = { ...draft.general };
  const records = new Map<Collection, Map<string, Record<string, unknown>>>(COLLECTIONS.map((collection) => [collection, new Map()]));
  for (const [path, value] of Object.entries(flat)) {
    if (value === undefined) continue;
    const [area, key, ...rest] = path.split('.');
    if (area === 'general') {
      general[key] = value;
      continue;
    }
    const list = records.get(area as Collection);
    if (!list || !rest.length) continue;
    const record = list.get(key) ?? { key };
    record[rest.join('.') === EXISTS ? 'id' : rest.join('.')] = value;
    list.set(key, record);
  }
  const out = { ...draft, general: general as SettingsDraft['general'] };
  for (const collection of COLLECTIONS) {
    const kept = [...records.get(collection)!.values()].filter((record) => record.id !== undefined);
    (out[collection] as unknown[]) = ORDERED.includes(collection) ? inOrder(kept as { order?: number }[]) : kept;
  }
  return out;
}

/** Each tab's records, named as the tab is. */
export const COLLECTION_LABELS: Record<Collection, PlainEditorKey> = {
  faqs: 'gsTabFaqs', features: 'gsTabFeatures', banners: 'gsTabBanners', products: 'gsTabProducts', pricing_plans: 'gsPlans',
  cookie_categories: 'gsCookieCategories', cookie_services: 'gsCookieServices', meeting_types: 'gsTabMeetingTypes', blog_posts: 'gsTabBlog',
};

/** Each field by the label of the control that edits it. */
export const FIELD_LABELS: Record<string, PlainEditorKey> = {
  name: 'gsName', image: 'gsImage', site_description: 'gsSiteDescription', contact_email: 'gsContactEmail', supported_locales: 'gsLanguagesOffered',
  language: 'gsDefaultLanguage', time_zone: 'gsTimeZone', with_language_switch: 'gsLanguageSwitch', font_family: 'gsFontFamily', primary_color: 'gsPrimaryColor',
  primary_shade: 'gsPrimaryShade', secondary_color: 'gsSecondaryColor', secondary_shade: 'gsSecondaryShade',
  question: 'gsQuestion', answer: 'gsAnswer', category: 'gsCategory', is_displayed: 'gsShown', order: 'gsPosition', description: 'gsDescription',
  icon_name: 'gsIcon', icon: 'gsIcon', position: 'gsBannerPosition', type: 'gsBannerType', is_enabled: 'gsEnabled', open_state: 'gsOpenState',
  text: 'gsBannerText', link_url: 'gsLinkUrl', link_label: 'gsLinkLabel', link_external: 'gsLinkExternal', custom_content: 'gsCustomContent',
  background: 'gsBackground', text_color: 'gsTextColor', landing_content: 'gsLandingContent', end_date_promotion: 'gsCountdownEnd',
  end_date_promotion_is_displayed: 'gsCountdownShown', dismissal_duration: 'gsDismissal', page_paths: 'gsPagePaths', is_fixed_above_navbar: 'gsFixedAboveHeader',
  slug: 'gsSlug', product_key: 'gsProduct', price: 'gsPrice', currency: 'gsCurrency', recurring_interval: 'gsInterval', is_promotion: 'gsPromotion',
  promotion_price: 'gsPromotionPrice', promotion_ends_at: 'gsPromotionEnds', is_highlighted: 'gsHighlighted', features: 'gsPlanFeatures',
  category_key: 'gsCategory', active: 'gsActive', duration_minutes: 'gsDuration', is_active: 'gsBookable', host_user_id: 'gsHost',
  availability: 'gsAvailability', display_this_post: 'gsPostShown', display_as_blog_post: 'gsPostAsBlog', is_displayed_first_page: 'gsPostOnFirstPage',
  is_help_center: 'gsPostHelpCenter', help_center_order: 'gsPostHelpCenterOrder',
};

function fieldLabel(field: string, labels: EditorLabels): string {
  const base = field.replace(/_translation$/, '');
  const key = FIELD_LABELS[base] ?? FIELD_LABELS[field];
  return conflictLabel(field, key ? labels[key] : field, labels);
}

/** How a value reads side by side: lists as lists, a week as its days, the rest as the kit reads it. */
function valueText(field: string, value: unknown, labels: EditorLabels): string {
  if (Array.isArray(value)) {
    if (field === 'features') return (value as PlanFeature[]).map((feature) => feature.text).join('\n');
    return value.map(String).join(', ');
  }
  if (field === 'availability' && value && typeof value === 'object') {
    const week = value as Availability;
    return WEEKDAYS.filter((day) => week[day]?.length).map((day) => `${day}: ${week[day]!.map((range) => `${range.start}–${range.end}`).join(', ')}`).join('\n');
  }
  return conflictValue(value, labels);
}

/** A record's name in the conflict view, from either side. */
function recordName(prefix: string, mine: SettingsFields, theirs: SettingsFields, postTitle: (id: string) => string | undefined): string {
  for (const field of ['question', 'name', 'text']) {
    const value = mine[`${prefix}.${field}`] ?? theirs[`${prefix}.${field}`];
    if (typeof value === 'string' && value.trim()) return value.trim();
  }
  const id = mine[`${prefix}.${EXISTS}`] ?? theirs[`${prefix}.${EXISTS}`];
  return (typeof id === 'string' && postTitle(id)) || '';
}

/** The rows of the conflict view: "FAQs «Opening hours?» · Answer", with the record's deletion said. */
export function settingsConflictRows(keys: string[], mine: SettingsFields, theirs: SettingsFields, labels: EditorLabels, postTitle: (id: string) => string | undefined = () => undefined): ConflictRow[] {
  return keys.map((key) => {
    const [area, recordKey, ...rest] = key.split('.');
    if (area === 'general') return { key, label: `${labels.gsTabGeneral} · ${recordKey === 'image' ? labels.gsLogo : fieldLabel(recordKey, labels)}`, mine: valueText(recordKey, mine[key], labels), theirs: valueText(recordKey, theirs[key], labels) };
    const field = rest.join('.');
    const prefix = `${area}.${recordKey}`;
    const name = recordName(prefix, mine, theirs, postTitle);
    const gone = mine[`${prefix}.${EXISTS}`] === undefined ? labels.gsDeletedHere : theirs[`${prefix}.${EXISTS}`] === undefined ? labels.gsDeletedByOthers : '';
    const label = [labels[COLLECTION_LABELS[area as Collection]], name && `«${name}»`, fieldLabel(field, labels)].filter(Boolean).join(' · ');
    return { key, label: gone ? `${label} (${gone})` : label, mine: valueText(field, mine[key], labels), theirs: valueText(field, theirs[key], labels) };
  });
}
