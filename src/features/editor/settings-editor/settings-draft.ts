// The Global Settings modal's working copy: the general settings and every tab's records, each
// record keyed (its id, or `new-…` until saved) and in the order visitors see them. Texts stay as
// typed (a price "12,50", a duration "30", page paths one per line); settings-payload.ts turns them
// into what the API takes, so a value typed differently but meaning the same is no change.
import { normalizeAvailability } from './availability';
import { minorToText } from './money';
import type { Availability, BannerRow, OrganizationData, PlanFeature, Translations } from './settings-types';

export type Keyed = { key: string; id: string | null };
export type Ordered = Keyed & { order: number };

export type GeneralDraft = {
  name: string;
  image: string | null;
  site_description: string;
  site_description_translation: Translations;
  contact_email: string;
  supported_locales: string[];
  language: string;
  /** An IANA name, as the select lists them. */
  time_zone: string;
  with_language_switch: boolean;
  font_family: string;
  primary_color: string;
  primary_shade: string;
  secondary_color: string;
  secondary_shade: string;
};

export type FaqDraft = Ordered & { question: string; question_translation: Translations; answer: string; answer_translation: Translations; category: string; is_displayed: boolean };

export type FeatureDraft = Ordered & { name: string; name_translation: Translations; description: string; description_translation: Translations; icon_name: string; image: string | null; is_displayed: boolean };

export type BannerDraft = Keyed & {
  position: string;
  type: string;
  is_enabled: boolean;
  open_state: string;
  text: string;
  text_translation: Translations;
  icon: string;
  link_url: string;
  link_label: string;
  link_label_translation: Translations;
  link_external: boolean;
  /** Rich text after the banner's text. */
  custom_content: string;
  background: string;
  text_color: string;
  landing_content: string;
  landing_content_translation: Translations;
  /** ISO time, '' for none. */
  end_date_promotion: string;
  end_date_promotion_is_displayed: boolean;
  dismissal_duration: string;
  /** One path a line. */
  page_paths: string;
  is_fixed_above_navbar: boolean;
};

export type ProductDraft = Ordered & { slug: string; name: string; name_translation: Translations; description: string; description_translation: Translations; image: string | null; is_displayed: boolean };

export type PlanDraft = Ordered & {
  /** The product's key (its id, or a new product's key); null for a plan on its own. */
  product_key: string | null;
  name: string;
  name_translation: Translations;
  description: string;
  description_translation: Translations;
  /** Major units as typed. */
  price: string;
  currency: string;
  recurring_interval: string;
  is_promotion: boolean;
  promotion_price: string;
  /** ISO time, '' for none. */
  promotion_ends_at: string;
  is_highlighted: boolean;
  features: PlanFeature[];
  is_displayed: boolean;
};

export type CategoryDraft = Ordered & { name: string; name_translation: Translations; description: string; description_translation: Translations };

export type ServiceDraft = Keyed & { category_key: string; name: string; name_translation: Translations; description: string; description_translation: Translations; active: boolean };

export type MeetingTypeDraft = Ordered & {
  name: string;
  name_translation: Translations;
  description: string;
  description_translation: Translations;
  duration_minutes: string;
  price: string;
  currency: string;
  is_active: boolean;
  host_user_id: string | null;
  availability: Availability;
};

export type PostDisplayDraft = Keyed & {
  version: number;
  display_this_post: boolean;
  display_as_blog_post: boolean;
  is_displayed_first_page: boolean;
  is_help_center: boolean;
  help_center_order: string;
  order: string;
};

export type SettingsDraft = {
  general: GeneralDraft;
  faqs: FaqDraft[];
  features: FeatureDraft[];
  banners: BannerDraft[];
  products: ProductDraft[];
  pricing_plans: PlanDraft[];
  cookie_categories: CategoryDraft[];
  cookie_services: ServiceDraft[];
  meeting_types: MeetingTypeDraft[];
  blog_posts: PostDisplayDraft[];
};

/** The lists of records the modal edits, as the PUT names them. */
export const COLLECTIONS = ['faqs', 'features', 'banners', 'products', 'pricing_plans', 'cookie_categories', 'cookie_services', 'meeting_types', 'blog_posts'] as const;
export type Collection = (typeof COLLECTIONS)[number];
export type RecordOf<C extends Collection> = SettingsDraft[C][number];

/** The lists whose records have a place of their own (reordered by dragging). */
export const ORDERED: readonly Collection[] = ['faqs', 'features', 'products', 'pricing_plans', 'cookie_categories', 'meeting_types'];

const map = (value: Translations | null | undefined): Translations => ({ ...value });
const text = (value: string | null | undefined) => value ?? '';

export function bannerDraft(row: BannerRow): BannerDraft {
  const content = row.content ?? {};
  return {
    key: row.id,
    id: row.id,
    position: row.position,
    type: row.type,
    is_enabled: row.is_enabled,
    open_state: row.open_state,
    text: text(content.text),
    text_translation: map(content.text_translation),
    icon: text(content.icon),
    link_url: text(content.link?.url),
    link_label: text(content.link?.label),
    link_label_translation: map(content.link?.label_translation),
    link_external: content.link?.isExternal === true,
    custom_content: text(content.customContent),
    background: text(content.banner_background),
    text_color: text(content.banner_content_style),
    landing_content: text(row.landing_content),
    landing_content_translation: map(row.landing_content_translation),
    end_date_promotion: row.end_date_promotion ? new Date(row.end_date_promotion).toISOString() : '',
    end_date_promotion_is_displayed: row.end_date_promotion_is_displayed,
    dismissal_duration: text(row.dismissal_duration),
    page_paths: (row.page_paths ?? []).join('\n'),
    is_fixed_above_navbar: row.is_fixed_above_navbar,
  };
}

/** The working copy of the organisation data; `locale` writes prices as the editor's language does. */
export function draftFromData(data: OrganizationData, locale: string): SettingsDraft {
  const s = data.settings;
  return {
    general: {
      name: s.name,
      image: s.image,
      site_description: text(s.site_description),
      site_description_translation: map(s.site_description_translation),
      contact_email: text(s.contact_email),
      supported_locales: [...s.supported_locales],
      language: s.language,
      time_zone: s.time_zone,
      with_language_switch: s.with_language_switch,
      font_family: s.font_family,
      primary_color: s.primary_color,
      primary_shade: s.primary_shade,
      secondary_color: s.secondary_color,
      secondary_shade: s.secondary_shade,
    },
    faqs: (data.faqs ?? []).map((row) => ({
      key: row.id, id: row.id, order: row.order, question: row.question, question_translation: map(row.question_translation),
      answer: row.answer, answer_translation: map(row.answer_translation), category: text(row.category), is_displayed: row.is_displayed,
    })),
    features: (data.features ?? []).map((row) => ({
      key: row.id, id: row.id, order: row.order, name: row.name, name_translation: map(row.name_translation), description: text(row.description),
      description_translation: map(row.description_translation), icon_name: text(row.icon_name), image: row.image, is_displayed: row.is_displayed,
    })),
    banners: (data.banners ?? []).map(bannerDraft),
    products: (data.products ?? []).map((row) => ({
      key: row.id, id: row.id, order: row.order, slug: row.slug, name: row.name, name_translation: map(row.name_translation),
      description: text(row.description), description_translation: map(row.description_translation), image: row.image, is_displayed: row.is_displayed,
    })),
    pricing_plans: (data.pricing_plans ?? []).map((row) => ({
      key: row.id, id: row.id, order: row.order, product_key: row.product_id, name: row.name, name_translation: map(row.name_translation),
      description: text(row.description), description_translation: map(row.description_translation), price: minorToText(row.price, row.currency, locale),
      currency: row.currency, recurring_interval: row.recurring_interval, is_promotion: row.is_promotion,
      promotion_price: minorToText(row.promotion_price, row.currency, locale), promotion_ends_at: row.promotion_ends_at ? new Date(row.promotion_ends_at).toISOString() : '',
      is_highlighted: row.is_highlighted, features: (row.features ?? []).map((feature) => ({ ...feature })), is_displayed: row.is_displayed,
    })),
    cookie_categories: (data.cookie_categories ?? []).map((row) => ({
      key: row.id, id: row.id, order: row.order, name: row.name, name_translation: map(row.name_translation),
      description: text(row.description), description_translation: map(row.description_translation),
    })),
    cookie_services: (data.cookie_services ?? []).map((row) => ({
      key: row.id, id: row.id, category_key: row.category_id, name: row.name, name_translation: map(row.name_translation),
      description: text(row.description), description_translation: map(row.description_translation), active: row.active,
    })),
    meeting_types: (data.meeting_types ?? []).map((row) => ({
      key: row.id, id: row.id, order: row.order, name: row.name, name_translation: map(row.name_translation), description: text(row.description),
      description_translation: map(row.description_translation), duration_minutes: String(row.duration_minutes), price: minorToText(row.price, row.currency, locale),
      currency: row.currency, is_active: row.is_active, host_user_id: row.host_user_id ?? null, availability: normalizeAvailability(row.availability),
    })),
    blog_posts: (data.blog_posts ?? []).map((row) => ({
      key: row.id, id: row.id, version: row.version, display_this_post: row.display_this_post, display_as_blog_post: row.display_as_blog_post,
      is_displayed_first_page: row.is_displayed_first_page, is_help_center: row.is_help_center,
      help_center_order: row.help_center_order === null ? '' : String(row.help_center_order), order: row.order === null ? '' : String(row.order),
    })),
  };
}

/** An empty working copy, for the moment before the data is in. */
export function emptyDraft(): SettingsDraft {
  return {
    general: {
      name: '', image: null, site_description: '', site_description_translation: {}, contact_email: '', supported_locales: ['en'], language: 'en',
      time_zone: 'UTC', with_language_switch: false, font_family: 'Inter', primary_color: 'sky', primary_shade: '600', secondary_color: 'gray', secondary_shade: '900',
    },
    faqs: [], features: [], banners: [], products: [], pricing_plans: [], cookie_categories: [], cookie_services: [], meeting_types: [], blog_posts: [],
  };
}
