// The organisation data of the Global Settings modal as GET /api/organizations/{orgId} answers it
// (editing-layer spec §3 "Organisation data"; docs/decisions/073): the database's snake_case column
// names, as far as the modal reads them. PUT takes the same fields (see settings-payload.ts).
import { WEEKDAYS } from '@/schemas/organization-records';
import type { ConsentRecordSummary, SettingsView } from '@/schemas/organization-settings';
import type { MenuItemView } from '@/schemas/menu-items';
import type { HeroResponse } from '../hero-editor/hero-draft';
import type { Translations } from '../translations';

export type { Translations };

export type FaqRow = {
  id: string;
  question: string;
  question_translation: Translations | null;
  answer: string;
  answer_translation: Translations | null;
  category: string | null;
  is_displayed: boolean;
  order: number;
};

export type FeatureRow = {
  id: string;
  name: string;
  name_translation: Translations | null;
  description: string | null;
  description_translation: Translations | null;
  icon_name: string | null;
  image: string | null;
  is_displayed: boolean;
  order: number;
};

export type BannerContentRow = {
  text?: string;
  text_translation?: Translations;
  icon?: string;
  link?: { url: string; label: string; label_translation?: Translations; isExternal?: boolean } | null;
  customContent?: string;
  banner_background?: string;
  banner_content_style?: string;
};

export type BannerRow = {
  id: string;
  position: string;
  type: string;
  is_enabled: boolean;
  content: BannerContentRow | null;
  landing_content: string | null;
  landing_content_translation: Translations | null;
  open_state: string;
  dismissal_duration: string | null;
  page_paths: string[] | null;
  is_fixed_above_navbar: boolean;
  end_date_promotion: string | null;
  end_date_promotion_is_displayed: boolean;
};

export type ProductRow = {
  id: string;
  slug: string;
  name: string;
  name_translation: Translations | null;
  description: string | null;
  description_translation: Translations | null;
  image: string | null;
  is_displayed: boolean;
  order: number;
};

export type PlanFeature = { text: string; text_translation?: Translations; included?: boolean };

export type PlanRow = {
  id: string;
  product_id: string | null;
  name: string;
  name_translation: Translations | null;
  description: string | null;
  description_translation: Translations | null;
  /** Minor units (cents). */
  price: number;
  currency: string;
  currency_symbol?: string;
  recurring_interval: string;
  is_promotion: boolean;
  promotion_price: number | null;
  promotion_ends_at: string | null;
  is_highlighted: boolean;
  features: PlanFeature[] | null;
  is_displayed: boolean;
  order: number;
};

export type CookieCategoryRow = {
  id: string;
  name: string;
  name_translation: Translations | null;
  description: string | null;
  description_translation: Translations | null;
  order: number;
};

export type CookieServiceRow = {
  id: string;
  category_id: string;
  name: string;
  name_translation: Translations | null;
  description: string | null;
  description_translation: Translations | null;
  active: boolean;
};

export { WEEKDAYS };
export type Weekday = (typeof WEEKDAYS)[number];
/** "HH:MM" 24-hour wall-clock times. */
export type TimeRange = { start: string; end: string };
export type Availability = Partial<Record<Weekday, TimeRange[]>>;

export type MeetingTypeRow = {
  id: string;
  name: string;
  name_translation: Translations | null;
  description: string | null;
  description_translation: Translations | null;
  duration_minutes: number;
  /** Minor units; null or 0 is free. */
  price: number | null;
  currency: string;
  is_active: boolean;
  order: number;
  host_user_id?: string | null;
  availability?: Availability | null;
};

export type MeetingHost = { id: string; name: string };

/** A post or page with its display settings (the Blog tab); each has a version of its own. */
export type BlogPostRow = {
  id: string;
  slug: string;
  title: string;
  type: string | null;
  version: number;
  display_this_post: boolean;
  display_as_blog_post: boolean;
  is_displayed_first_page: boolean;
  is_help_center: boolean;
  help_center_order: number | null;
  order: number | null;
};

export type OrganizationData = {
  organization: { id: string; name: string; base_url: string | null; base_url_local?: string | null; type?: string | null };
  settings: SettingsView;
  website_hero: HeroResponse | null;
  menu_items: MenuItemView[];
  blog_posts: BlogPostRow[];
  products: ProductRow[];
  pricing_plans: PlanRow[];
  features: FeatureRow[];
  faqs: FaqRow[];
  banners: BannerRow[];
  cookie_categories: CookieCategoryRow[];
  cookie_services: CookieServiceRow[];
  cookie_consent_records: ConsentRecordSummary[];
  cookie_consent_records_next_before: string | null;
  meeting_types: MeetingTypeRow[];
  /** Answered by the meeting-types section only: who may host. */
  meeting_hosts?: MeetingHost[];
};
