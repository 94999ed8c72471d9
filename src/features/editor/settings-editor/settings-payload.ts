// What a save sends (PUT /api/organizations/{orgId}, decision 073): the version the working copy is
// based on and only what differs from the organisation data as last loaded (the snapshot): the
// general settings that changed, each changed record by its id with its changed fields, each new
// record whole with its key (a new plan names a new product, a new service a new category, by that
// key), and the ids deleted, list by list. Nothing is deleted by leaving it out. The same comparison
// says whether there is anything to save at all (the 'Unsaved changes' badge, spec §4).
import { sameJson } from '@/lib/field-changes';
import { normalizeAvailability } from './availability';
import { currencySymbol, textToMinor } from './money';
import { COLLECTIONS, type BannerDraft, type Collection, type GeneralDraft, type PlanDraft, type RecordOf, type SettingsDraft } from './settings-draft';

type Fields = Record<string, unknown>;

export type SettingsPayload = {
  version: number | undefined;
  settings?: Fields;
  deleted?: Partial<Record<Collection, string[]>>;
} & Partial<Record<Collection, Fields[]>>;

/** The body's records list by list, each by its key, so that a refusal of `faqs.2.question` finds its field. */
export type PayloadRefs = Partial<Record<Collection, string[]>>;

const orNull = (value: string) => (value.trim() === '' ? null : value);
const cleanMap = (map: Record<string, string | undefined>) => Object.fromEntries(Object.entries(map).filter(([, value]) => typeof value === 'string' && value.trim() !== ''));
/** A typed whole number; text that is not one stays text, which the checks refuse before a save. */
const whole = (value: string): number | string | null => (value.trim() === '' ? null : /^\d+$/.test(value.trim()) ? Number(value.trim()) : value);
/** A typed price in minor units; text that is not a price stays text, as above. */
const money = (value: string, currency: string, locale: string): number | string | null => {
  const parsed = textToMinor(value, currency, locale);
  return parsed.ok ? parsed.minor : value;
};

export function generalFields(general: GeneralDraft): Fields {
  return {
    name: general.name.trim(),
    image: general.image,
    site_description: orNull(general.site_description),
    site_description_translation: cleanMap(general.site_description_translation),
    contact_email: orNull(general.contact_email.trim()),
    supported_locales: general.supported_locales,
    language: general.language,
    time_zone: general.time_zone,
    with_language_switch: general.with_language_switch,
    font_family: general.font_family,
    primary_color: general.primary_color,
    primary_shade: general.primary_shade,
    secondary_color: general.secondary_color,
    secondary_shade: general.secondary_shade,
  };
}

export function bannerContent(banner: BannerDraft): Fields {
  const content: Fields = { text: banner.text, text_translation: cleanMap(banner.text_translation) };
  if (banner.icon) content.icon = banner.icon;
  if (banner.link_url.trim()) content.link = { url: banner.link_url.trim(), label: banner.link_label, label_translation: cleanMap(banner.link_label_translation), isExternal: banner.link_external };
  if (banner.custom_content.trim()) content.customContent = banner.custom_content;
  if (banner.background) content.banner_background = banner.background;
  if (banner.text_color) content.banner_content_style = banner.text_color;
  return content;
}

export const pagePaths = (text: string) => text.split(/[\n,]/).map((path) => path.trim()).filter(Boolean);

const plan = (record: PlanDraft, locale: string): Fields => ({
  product_id: record.product_key,
  name: record.name.trim(),
  name_translation: cleanMap(record.name_translation),
  description: orNull(record.description),
  description_translation: cleanMap(record.description_translation),
  price: money(record.price, record.currency, locale),
  currency: record.currency,
  currency_symbol: currencySymbol(record.currency),
  recurring_interval: record.recurring_interval,
  is_promotion: record.is_promotion,
  promotion_price: money(record.promotion_price, record.currency, locale),
  promotion_ends_at: orNull(record.promotion_ends_at),
  is_highlighted: record.is_highlighted,
  features: record.features.filter((feature) => feature.text.trim() !== ''),
  is_displayed: record.is_displayed,
  order: record.order,
});

/** A record as the API takes it (without its id and key). */
export function recordFields<C extends Collection>(collection: C, record: RecordOf<C>, locale: string): Fields {
  switch (collection) {
    case 'faqs': {
      const faq = record as RecordOf<'faqs'>;
      return { question: faq.question.trim(), question_translation: cleanMap(faq.question_translation), answer: faq.answer, answer_translation: cleanMap(faq.answer_translation), category: orNull(faq.category.trim()), is_displayed: faq.is_displayed, order: faq.order };
    }
    case 'features': {
      const feature = record as RecordOf<'features'>;
      return { name: feature.name.trim(), name_translation: cleanMap(feature.name_translation), description: orNull(feature.description), description_translation: cleanMap(feature.description_translation), icon_name: orNull(feature.icon_name.trim()), image: feature.image, is_displayed: feature.is_displayed, order: feature.order };
    }
    case 'banners': {
      const banner = record as RecordOf<'banners'>;
      return {
        position: banner.position, type: banner.type, is_enabled: banner.is_enabled, open_state: banner.open_state, content: bannerContent(banner),
        landing_content: orNull(banner.landing_content), landing_content_translation: cleanMap(banner.landing_content_translation),
        end_date_promotion: orNull(banner.end_date_promotion), end_date_promotion_is_displayed: banner.end_date_promotion_is_displayed,
        dismissal_duration: orNull(banner.dismissal_duration.trim()), page_paths: pagePaths(banner.page_paths), is_fixed_above_navbar: banner.is_fixed_above_navbar,
      };
    }
    case 'products': {
      const product = record as RecordOf<'products'>;
      return { slug: product.slug.trim(), name: product.name.trim(), name_translation: cleanMap(product.name_translation), description: orNull(product.description), description_translation: cleanMap(product.description_translation), image: product.image, is_displayed: product.is_displayed, order: product.order };
    }
    case 'pricing_plans':
      return plan(record as RecordOf<'pricing_plans'>, locale);
    case 'cookie_categories': {
      const category = record as RecordOf<'cookie_categories'>;
      return { name: category.name.trim(), name_translation: cleanMap(category.name_translation), description: category.description, description_translation: cleanMap(category.description_translation), order: category.order };
    }
    case 'cookie_services': {
      const service = record as RecordOf<'cookie_services'>;
      return { category_id: service.category_key, name: service.name.trim(), name_translation: cleanMap(service.name_translation), description: service.description, description_translation: cleanMap(service.description_translation), active: service.active };
    }
    case 'meeting_types': {
      const meeting = record as RecordOf<'meeting_types'>;
      return {
        name: meeting.name.trim(), name_translation: cleanMap(meeting.name_translation), description: orNull(meeting.description), description_translation: cleanMap(meeting.description_translation),
        duration_minutes: whole(meeting.duration_minutes), price: money(meeting.price, meeting.currency, locale), currency: meeting.currency, is_active: meeting.is_active,
        host_user_id: meeting.host_user_id, availability: normalizeAvailability(meeting.availability), order: meeting.order,
      };
    }
    case 'blog_posts': {
      const post = record as RecordOf<'blog_posts'>;
      return { display_this_post: post.display_this_post, display_as_blog_post: post.display_as_blog_post, is_displayed_first_page: post.is_displayed_first_page, is_help_center: post.is_help_center, help_center_order: whole(post.help_center_order), order: whole(post.order) };
    }
  }
  return {};
}

/** The fields of `next` that differ from `before`. */
function changedFields(before: Fields, next: Fields): Fields {
  return Object.fromEntries(Object.entries(next).filter(([key, value]) => !sameJson(value, before[key])));
}

/** The body of a save of `draft`, against the `snapshot` the server has, and where each record sits in it. */
export function buildPayload(snapshot: SettingsDraft, draft: SettingsDraft, version: number | undefined, locale: string): { body: SettingsPayload; refs: PayloadRefs } {
  const body: SettingsPayload = { version };
  const refs: PayloadRefs = {};
  const settings = changedFields(generalFields(snapshot.general), generalFields(draft.general));
  if (Object.keys(settings).length) body.settings = settings;
  const deleted: Partial<Record<Collection, string[]>> = {};
  for (const collection of COLLECTIONS) {
    const before = new Map((snapshot[collection] as RecordOf<typeof collection>[]).map((record) => [record.key, record]));
    const kept = new Set<string>();
    const records: Fields[] = [];
    const keys: string[] = [];
    for (const record of draft[collection] as RecordOf<typeof collection>[]) {
      kept.add(record.key);
      const old = before.get(record.key);
      const fields = recordFields(collection, record, locale);
      if (old?.id) {
        const changes = changedFields(recordFields(collection, old, locale), fields);
        if (!Object.keys(changes).length) continue;
        // A post names the version of its own it was read at (each post has one).
        records.push(collection === 'blog_posts' ? { id: old.id, version: (record as RecordOf<'blog_posts'>).version, ...changes } : { id: old.id, ...changes });
      } else if (collection !== 'blog_posts') {
        records.push({ key: record.key, ...fields });
      } else continue;
      keys.push(record.key);
    }
    const gone = [...before.values()].filter((record) => record.id && !kept.has(record.key)).map((record) => record.id as string);
    if (records.length) {
      body[collection] = records;
      refs[collection] = keys;
    }
    if (gone.length && collection !== 'blog_posts') deleted[collection] = gone;
  }
  if (Object.keys(deleted).length) body.deleted = deleted;
  return { body, refs };
}

/** Whether the working copy holds anything the snapshot does not (the badge, and Save enabled). */
export function hasChanges(snapshot: SettingsDraft, draft: SettingsDraft, locale: string): boolean {
  return Object.keys(buildPayload(snapshot, draft, undefined, locale).body).some((key) => key !== 'version');
}

/** Whether a save changes the cookie catalogue, which starts a new consent policy revision. */
export function changesCookies(body: SettingsPayload): boolean {
  return Boolean(body.cookie_categories || body.cookie_services || body.deleted?.cookie_categories || body.deleted?.cookie_services);
}
