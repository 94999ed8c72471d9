// Organisation data as GET /api/organizations/{orgId} answers it, for the unit tests beside.
import type { SettingsView } from '@/schemas/organization-settings';
import type { OrganizationData } from './settings-types';

export const IDS = {
  faqA: '00000000-0000-4000-8000-00000000000a',
  faqB: '00000000-0000-4000-8000-00000000000b',
  product: '00000000-0000-4000-8000-0000000000c1',
  plan: '00000000-0000-4000-8000-0000000000d1',
  category: '00000000-0000-4000-8000-0000000000e1',
  service: '00000000-0000-4000-8000-0000000000f1',
  banner: '00000000-0000-4000-8000-000000000101',
  meeting: '00000000-0000-4000-8000-000000000201',
  post: '00000000-0000-4000-8000-000000000301',
};

export function organizationData(): OrganizationData {
  return {
    organization: { id: 'org', name: 'Brightstack', base_url: 'http://brightstack.localhost:3000' },
    settings: {
      version: 7, name: 'Brightstack', site: null, site_description: 'Software', site_description_translation: { de: 'Software' }, image: null,
      image_for_privacy_settings: null, font_family: 'Inter', supported_locales: ['en', 'de'], language: 'en', time_zone: 'Europe/Dublin', with_language_switch: true,
      primary_color: 'sky', primary_shade: '600', secondary_color: 'gray', secondary_shade: '900', contact_email: 'hello@brightstack.test',
      privacy_policy: null, privacy_policy_translation: {}, cookie_policy: null, cookie_policy_translation: {}, cookie_policy_revision: 'r1',
      updated_at: '2026-01-01T00:00:00.000Z',
    } as unknown as SettingsView,
    website_hero: null,
    menu_items: [],
    blog_posts: [
      { id: IDS.post, slug: 'hello', title: 'Hello', type: 'default', version: 3, display_this_post: true, display_as_blog_post: true, is_displayed_first_page: false, is_help_center: false, help_center_order: 0, order: 0 },
    ],
    products: [{ id: IDS.product, slug: 'cloud', name: 'Cloud', name_translation: {}, description: null, description_translation: {}, image: null, is_displayed: true, order: 0 }],
    pricing_plans: [
      {
        id: IDS.plan, product_id: IDS.product, name: 'Pro', name_translation: {}, description: null, description_translation: {}, price: 1250, currency: 'EUR', currency_symbol: '€',
        recurring_interval: 'month', is_promotion: false, promotion_price: null, promotion_ends_at: null, is_highlighted: false, features: [{ text: 'Support', included: true }], is_displayed: true, order: 0,
      },
    ],
    features: [],
    faqs: [
      { id: IDS.faqA, question: 'Opening hours?', question_translation: { de: 'Öffnungszeiten?' }, answer: 'Nine to five', answer_translation: {}, category: null, is_displayed: true, order: 0 },
      { id: IDS.faqB, question: 'Parking?', question_translation: {}, answer: 'Yes', answer_translation: {}, category: 'Visit', is_displayed: true, order: 10 },
    ],
    banners: [
      {
        id: IDS.banner, position: 'top', type: 'closed', is_enabled: true, content: { text: 'Sale', icon: 'tag', banner_background: 'sky-700' }, landing_content: null, landing_content_translation: {},
        open_state: 'absent', dismissal_duration: '7 days', page_paths: ['/pricing'], is_fixed_above_navbar: false, end_date_promotion: '2030-01-01T00:00:00.000Z', end_date_promotion_is_displayed: true,
      },
    ],
    cookie_categories: [{ id: IDS.category, name: 'Statistics', name_translation: {}, description: '', description_translation: {}, order: 0 }],
    cookie_services: [{ id: IDS.service, category_id: IDS.category, name: 'Matomo', name_translation: {}, description: '', description_translation: {}, active: true }],
    cookie_consent_records: [],
    cookie_consent_records_next_before: null,
    meeting_types: [
      { id: IDS.meeting, name: 'Intro call', name_translation: {}, description: null, description_translation: {}, duration_minutes: 30, price: null, currency: 'USD', is_active: true, order: 0, host_user_id: 'u1', availability: { mon: [{ start: '09:00', end: '12:00' }] } },
    ],
  };
}
