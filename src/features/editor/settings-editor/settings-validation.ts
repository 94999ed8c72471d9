// The checks a save runs first (spec §5 style: the message at once, on the field), and the server's
// refusals (400 `details`, keyed by the body's paths) put on the same fields. A problem is keyed by
// the working copy's path: `general.name`, `faqs.<key>.question`, `meeting_types.<key>.availability.mon.0`.
import type { EditorLabels } from '@/lib/i18n/editor-labels';
import { isValidTimeZone } from '@/lib/meetings/slots';
import { EMAIL_PATTERN } from '@/lib/patterns';
import type { SettingsSection } from '@/lib/settings-tabs';
import { isDismissalDuration, RECORD_LIMITS } from '@/schemas/organization-records';
import { SETTINGS_LIMITS } from '@/schemas/organization-settings';
import { isSafeUrl } from '@/schemas/template-section';
import { availabilityProblems } from './availability';
import { textToMinor } from './money';
import type { PayloadRefs } from './settings-payload';
import { pagePaths } from './settings-payload';
import type { Collection, SettingsDraft } from './settings-draft';

export type Problems = Record<string, string>;

/** As the server takes them (schemas/organization-records.ts). */
const SLUG = /^[a-z0-9-]+$/;
const ICON = /^[A-Za-z0-9_-]{1,64}$/;
const WHOLE = /^\d+$/;
const blank = (value: string) => value.trim() === '';

/** Every problem of the working copy, in the order of the tabs. */
export function settingsProblems(draft: SettingsDraft, labels: EditorLabels, locale: string): Problems {
  const problems: Problems = {};
  const need = (path: string, value: string) => {
    if (blank(value)) problems[path] = labels.gsRequired;
  };
  const g = draft.general;
  need('general.name', g.name);
  if (!blank(g.contact_email) && !EMAIL_PATTERN.test(g.contact_email.trim())) problems['general.contact_email'] = labels.gsEmailInvalid;
  if (!g.supported_locales.length) problems['general.supported_locales'] = labels.gsLocalesRequired;
  else if (!g.supported_locales.includes(g.language)) problems['general.language'] = labels.gsLanguageNotOffered;
  // As the server checks it: a name Intl knows, never an offset.
  if (g.time_zone.length > SETTINGS_LIMITS.timeZone || !isValidTimeZone(g.time_zone)) problems['general.time_zone'] = labels.gsTimeZoneInvalid;

  // An address already held by a product above is the later one's problem.
  const slugs = new Set<string>();
  for (const product of draft.products) {
    const at = `products.${product.key}`;
    need(`${at}.name`, product.name);
    if (blank(product.slug)) problems[`${at}.slug`] = labels.gsRequired;
    else if (!SLUG.test(product.slug.trim())) problems[`${at}.slug`] = labels.gsSlugInvalid;
    else if (slugs.has(product.slug.trim())) problems[`${at}.slug`] = labels.gsSlugTaken;
    slugs.add(product.slug.trim());
  }
  for (const plan of draft.pricing_plans) {
    const at = `pricing_plans.${plan.key}`;
    need(`${at}.name`, plan.name);
    const price = textToMinor(plan.price, plan.currency, locale);
    if (!price.ok || price.minor === null) problems[`${at}.price`] = labels.gsPriceInvalid;
    if (plan.is_promotion) {
      const promotion = textToMinor(plan.promotion_price, plan.currency, locale);
      if (!promotion.ok || promotion.minor === null) problems[`${at}.promotion_price`] = labels.gsPriceInvalid;
      else if (price.ok && price.minor !== null && promotion.minor >= price.minor) problems[`${at}.promotion_price`] = labels.gsPromotionBelowPrice;
    }
  }
  for (const feature of draft.features) {
    need(`features.${feature.key}.name`, feature.name);
    if (!blank(feature.icon_name) && !ICON.test(feature.icon_name.trim())) problems[`features.${feature.key}.icon_name`] = labels.gsIconInvalid;
  }
  for (const faq of draft.faqs) {
    need(`faqs.${faq.key}.question`, faq.question);
    need(`faqs.${faq.key}.answer`, faq.answer);
  }
  for (const banner of draft.banners) {
    const at = `banners.${banner.key}`;
    need(`${at}.text`, banner.text);
    if (!blank(banner.link_url) && !isSafeUrl(banner.link_url.trim())) problems[`${at}.link_url`] = labels.gsUrlInvalid;
    if (!blank(banner.link_url)) need(`${at}.link_label`, banner.link_label);
    if (pagePaths(banner.page_paths).some((path) => !path.startsWith('/'))) problems[`${at}.page_paths`] = labels.gsPathInvalid;
    if (banner.end_date_promotion_is_displayed && !banner.end_date_promotion) problems[`${at}.end_date_promotion`] = labels.gsRequired;
    // Read by the site's own parser; blank is the site's one minute.
    if (!blank(banner.dismissal_duration) && !isDismissalDuration(banner.dismissal_duration.trim())) problems[`${at}.dismissal_duration`] = labels.gsDismissalInvalid;
  }
  for (const category of draft.cookie_categories) need(`cookie_categories.${category.key}.name`, category.name);
  for (const service of draft.cookie_services) need(`cookie_services.${service.key}.name`, service.name);
  for (const meeting of draft.meeting_types) {
    const at = `meeting_types.${meeting.key}`;
    need(`${at}.name`, meeting.name);
    const duration = Number(meeting.duration_minutes.trim());
    if (!WHOLE.test(meeting.duration_minutes.trim()) || duration < RECORD_LIMITS.durationMinutes.min || duration > RECORD_LIMITS.durationMinutes.max) problems[`${at}.duration_minutes`] = labels.gsDurationInvalid;
    if (!textToMinor(meeting.price, meeting.currency, locale).ok) problems[`${at}.price`] = labels.gsPriceInvalid;
    const words = { time: labels.gsRangeTime, order: labels.gsRangeOrder, overlap: labels.gsRangeOverlap };
    for (const [range, problem] of Object.entries(availabilityProblems(meeting.availability))) problems[`${at}.availability.${range}`] = words[problem];
  }
  for (const post of draft.blog_posts) {
    for (const field of ['order', 'help_center_order'] as const) {
      if (!WHOLE.test(post[field].trim())) problems[`blog_posts.${post.key}.${field}`] = labels.gsWholeNumber;
    }
  }
  return problems;
}

/** The API's field names where the working copy has others. */
const DRAFT_FIELD: Record<string, string> = {
  'content.text': 'text', 'content.text_translation': 'text_translation', 'content.icon': 'icon', 'content.link.url': 'link_url',
  'content.link.label': 'link_label', 'content.link': 'link_url', 'content.customContent': 'custom_content', 'content.banner_background': 'background',
  'content.banner_content_style': 'text_color', category_id: 'category_key', product_id: 'product_key',
};

/** A 400's details: zod's flattened form (`fieldErrors` by path, `formErrors`), or a map of paths. */
export type RefusalDetails = { fieldErrors?: Record<string, string[] | undefined>; formErrors?: string[] } | Record<string, string[] | string>;

/**
 * The server's refusals (`faqs.2.question`: the third FAQ sent) as problems of the working copy.
 * One it cannot place on a field (a whole list refused by its schema) is the problem of '' (the
 * panel's).
 */
export function serverProblems(details: RefusalDetails | undefined, refs: PayloadRefs): Problems {
  const problems: Problems = {};
  const flat = details && 'fieldErrors' in details ? (details.fieldErrors ?? {}) : ((details ?? {}) as Record<string, string[] | string | undefined>);
  const form = details && 'formErrors' in details && Array.isArray(details.formErrors) ? details.formErrors : [];
  if (form[0]) problems[''] = form[0];
  for (const [path, messages] of Object.entries(flat)) {
    const message = Array.isArray(messages) ? messages[0] : messages;
    if (!message) continue;
    const [area, index, ...rest] = path.split('.');
    if (area === 'settings' && index) {
      problems[`general.${index}`] = message;
      continue;
    }
    const key = refs[area as Collection]?.[Number(index)];
    if (!key) {
      problems[''] = message;
      continue;
    }
    const field = rest.join('.');
    const mapped = DRAFT_FIELD[field] ?? Object.entries(DRAFT_FIELD).find(([api]) => field.startsWith(`${api}.`))?.[1];
    // A week's ranges are refused by day and place (`availability.mon.0.start`); the field shows them by range.
    const own = mapped ?? (field.startsWith('availability.') ? field.split('.').slice(0, 3).join('.') : field.split('.')[0]);
    problems[`${area}.${key}.${own}`] = message;
  }
  return problems;
}

/** The tab that shows a problem's field. */
export function tabOf(path: string): SettingsSection {
  const area = path.split('.')[0];
  if (area === 'products' || area === 'pricing_plans') return 'products';
  if (area === 'cookie_categories' || area === 'cookie_services') return 'cookies';
  if (area === 'meeting_types') return 'meeting-types';
  if (area === 'blog_posts') return 'blog';
  if (area === 'faqs' || area === 'features' || area === 'banners') return area;
  return 'general';
}

/** The record a problem belongs to (`faqs.<key>`), to open its card. */
export const recordOf = (path: string) => path.split('.').slice(0, 2).join('.');
