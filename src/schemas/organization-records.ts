// The records of the Global Settings tabs (editing-layer spec §2 "Global Settings", §3 "Organisation
// data", §7 `PUT /api/organizations/{orgId}`; docs/decisions/074): FAQs, features, banners, products
// with their pricing plans, cookie categories with their services, meeting types, and the Blog tab's
// display settings of posts. Fields are named as GET lists them (the columns' snake_case names). A
// record with `id` changes the fields sent; one without creates a row and may carry a `key` that
// another new record of the same save refers to. Pure: the settings modal bundles this file.
import { z } from 'zod';
import { BANNER_OPEN_STATES, BANNER_POSITIONS, BANNER_TYPES } from '@/lib/enums';
import { DEFAULT_DISMISSAL_MS, parseDismissalDuration } from '@/lib/banners';
import { isColorToken } from '@/lib/tokens';
import { UUID_PATTERN } from '@/lib/patterns';
import { BANNER_PATH_MAX_LENGTH } from './banners';
import { displayConfigSchema } from './post';
import { CONTENT_MESSAGES, labelSchema, safeUrlSchema, translationsSchema } from './template-section';
import { MAX_VERSION, VERSION_MESSAGES, versionSchema } from './version';

export const RECORD_LIMITS = {
  name: 200,
  description: 2000,
  answer: 5000,
  /** A banner's landing panel is a short page of its own. */
  landingContent: 20_000,
  key: 64,
  slug: 100,
  icon: 64,
  currencySymbol: 8,
  /** Minor units (cents): a million in the main unit. */
  price: 100_000_000,
  durationMinutes: { min: 5, max: 1440 },
  rangesPerDay: 6,
  pagePaths: 50,
  planFeatures: 50,
  /** Records of one list in one save; a tab never holds more. */
  perList: 500,
} as const;

/** The lists a save takes, in the order GET answers them. */
export const RECORD_LISTS = ['products', 'pricing_plans', 'features', 'faqs', 'banners', 'cookie_categories', 'cookie_services', 'meeting_types'] as const;
export type RecordList = (typeof RECORD_LISTS)[number];

export const RECURRING_INTERVALS = ['month', 'year', 'one_time'] as const;
export const WEEKDAYS = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const;

export const RECORD_MESSAGES = {
  nothingToSave: 'Send something to save: settings, or the records of a tab',
  notAnObject: 'Send the record as a JSON object',
  notAList: 'Send the records as a list',
  tooMany: `At most ${RECORD_LIMITS.perList} records of one tab in one save`,
  unknownField: (keys: readonly string[]) => `Unknown field: ${keys.join(', ')}`,
  idInvalid: 'id must be the id of a record',
  idRepeated: 'This record is sent twice in the same save',
  notFound: 'There is no such record on this site',
  keyInvalid: `A key is 1 to ${RECORD_LIMITS.key} characters`,
  keyRepeated: 'Two new records of this save have the same key',
  keyOnExisting: 'Only a new record (without id) takes a key',
  changedAndDeleted: 'A record cannot be changed and deleted in the same save',
  productUnknown: 'Choose a product of this site: its id, or the key of a new product in this save',
  categoryUnknown: 'Choose a cookie category of this site: its id, or the key of a new category in this save',
  parentDeleted: 'That record is deleted in this save',
  nameRequired: 'Please enter a name',
  questionRequired: 'Please enter the question',
  answerRequired: 'Please enter the answer',
  answerTooLong: `The answer must be at most ${RECORD_LIMITS.answer} characters`,
  descriptionTooLong: `A description must be at most ${RECORD_LIMITS.description} characters`,
  landingTooLong: `The landing content must be at most ${RECORD_LIMITS.landingContent} characters`,
  slugRequired: 'Please enter a slug',
  slugInvalid: 'Slug can only contain lowercase letters, numbers, and hyphens',
  slugTaken: 'A product with this slug already exists',
  priceRequired: 'Please enter a price',
  priceInvalid: `A price is a whole number of cents (minor units) from 0 to ${RECORD_LIMITS.price}`,
  promotionPriceRequired: 'Please enter the promotion price',
  promotionNotLower: 'The promotion price must be lower than the price',
  currencyInvalid: 'A currency is three capital letters, such as USD or EUR',
  currencySymbolInvalid: `A currency symbol is 1 to ${RECORD_LIMITS.currencySymbol} characters`,
  intervalInvalid: `The billing period is one of ${RECURRING_INTERVALS.join(', ')}`,
  dateInvalid: 'Please enter a date and time (ISO 8601, with its time zone) or nothing',
  orderInvalid: 'Order must be a whole number, 0 or more',
  flagInvalid: 'Must be true or false',
  iconInvalid: `An icon is named by letters, digits, "-" or "_" (at most ${RECORD_LIMITS.icon})`,
  featuresInvalid: `A plan lists at most ${RECORD_LIMITS.planFeatures} features, each with its text`,
  positionInvalid: `The position is one of ${BANNER_POSITIONS.join(', ')}`,
  bannerTypeInvalid: `The banner type is one of ${BANNER_TYPES.join(', ')}`,
  openStateInvalid: `How the banner opens is one of ${BANNER_OPEN_STATES.join(', ')}`,
  dismissalInvalid: 'A dismissal duration is a number and a unit, such as "7 days" (minutes, hours, days, months or years), or nothing',
  pagePathInvalid: 'A page path starts with / (such as /pricing, or /blog/* for a page and everything below it)',
  pagePathsTooMany: `A banner targets at most ${RECORD_LIMITS.pagePaths} page paths`,
  contentInvalid: 'Send the banner content as an object',
  linkInvalid: 'A link has an address (url) and a label',
  categoryRequired: 'Choose the category of the service',
  durationRequired: 'Please enter how long the meeting lasts',
  durationInvalid: `A meeting lasts a whole number of minutes from ${RECORD_LIMITS.durationMinutes.min} to ${RECORD_LIMITS.durationMinutes.max}`,
  hostNotStaff: 'The host must be an admin or editor of this site',
  availabilityInvalid: `Availability names days (${WEEKDAYS.join(', ')}), each with a list of times`,
  timeInvalid: 'A time is HH:MM, 24-hour (09:00, 17:30)',
  rangeBackwards: 'A time range ends after it starts',
  rangesOverlap: 'The time ranges of a day must not overlap',
  rangesTooMany: `At most ${RECORD_LIMITS.rangesPerDay} time ranges a day`,
  postVersionRequired: 'Send the version of the post you are replacing',
} as const;

/** A strict object's own refusals: a key it does not know is named, anything not an object gets `invalid`. */
const strictErrors = (invalid: string) => ({
  error: (issue: { code?: string; keys?: string[] }) => (issue.code === 'unrecognized_keys' ? RECORD_MESSAGES.unknownField(issue.keys ?? []) : invalid),
});

const flag = z.boolean(RECORD_MESSAGES.flagInvalid);
export const recordIdSchema = z.string(RECORD_MESSAGES.idInvalid).regex(UUID_PATTERN, RECORD_MESSAGES.idInvalid).transform((id) => id.toLowerCase());
const recordKey = z.string(RECORD_MESSAGES.keyInvalid).min(1, RECORD_MESSAGES.keyInvalid).max(RECORD_LIMITS.key, RECORD_MESSAGES.keyInvalid);
/** Another record of this site by id, or a new one of the same save by its key. */
const reference = (message: string) => z.string(message).min(1, message).max(RECORD_LIMITS.key, message);
const order = z.number(RECORD_MESSAGES.orderInvalid).int(RECORD_MESSAGES.orderInvalid).min(0, RECORD_MESSAGES.orderInvalid).max(MAX_VERSION, RECORD_MESSAGES.orderInvalid);
const price = z.number(RECORD_MESSAGES.priceInvalid).int(RECORD_MESSAGES.priceInvalid).min(0, RECORD_MESSAGES.priceInvalid).max(RECORD_LIMITS.price, RECORD_MESSAGES.priceInvalid);
const currency = z.string(RECORD_MESSAGES.currencyInvalid).regex(/^[A-Z]{3}$/, RECORD_MESSAGES.currencyInvalid);
const dateTime = z.iso.datetime({ offset: true, error: RECORD_MESSAGES.dateInvalid }).nullable();

/** A name: plain words, trimmed, not blank (markup is refused by labelSchema). */
const name = (required: string) => labelSchema.pipe(z.string().min(1, required).max(RECORD_LIMITS.name, CONTENT_MESSAGES.tooLong(RECORD_LIMITS.name)));
/** Optional plain words (a FAQ's category, a link's label in another language). */
const words = labelSchema;
/** A description shown as text (React escapes it), so markup has no place in it and is refused. */
const plainDescription = z
  .string()
  .trim()
  .max(RECORD_LIMITS.description, RECORD_MESSAGES.descriptionTooLong)
  .refine((value) => !/<[a-z!/?]/i.test(value), CONTENT_MESSAGES.labelHtml);
/** Rich text the public site renders as HTML: the server cuts it to the spec's allowlist on write. */
const rich = (max: number, message: string) => z.string().max(max, message);

/** "7 days", "2 hours": what the public banner reads with the same parser, or null (60 s, as the site does). */
export function isDismissalDuration(text: string): boolean {
  const ms = parseDismissalDuration(text);
  if (ms !== DEFAULT_DISMISSAL_MS) return true;
  // The parser answers one minute for anything it cannot read, so a text that reads as one minute
  // is read again with its number doubled: a real "1 minute" then reads as two.
  return parseDismissalDuration(text.replace(/\d+/, (digits) => String(Number(digits) * 2))) !== DEFAULT_DISMISSAL_MS;
}

const iconName = z.string(RECORD_MESSAGES.iconInvalid).regex(/^[A-Za-z0-9_-]{1,64}$/, RECORD_MESSAGES.iconInvalid).nullable();
const colorValue = z.string(CONTENT_MESSAGES.colorUnknown).refine(isColorToken, CONTENT_MESSAGES.colorUnknown).nullable();
const bannerText = plainDescription;

/** A banner's content, as src/server/db/schema/banners.ts stores it (BannerContent). */
export const bannerContentSchema = z.strictObject(
  {
    text: bannerText,
    text_translation: translationsSchema(bannerText),
    icon: iconName,
    link: z
      .strictObject(
        {
          url: safeUrlSchema.pipe(z.string(CONTENT_MESSAGES.urlInvalid)),
          label: words,
          label_translation: translationsSchema(words).optional(),
          isExternal: flag.optional(),
        },
        strictErrors(RECORD_MESSAGES.linkInvalid),
      )
      .nullable(),
    customContent: rich(RECORD_LIMITS.description, RECORD_MESSAGES.descriptionTooLong),
    banner_background: colorValue,
    banner_content_style: colorValue,
  },
  strictErrors(RECORD_MESSAGES.contentInvalid),
).partial();

const time = z.string(RECORD_MESSAGES.timeInvalid).regex(/^([01]\d|2[0-3]):[0-5]\d$/, RECORD_MESSAGES.timeInvalid);
const dayRanges = z
  .array(z.strictObject({ start: time, end: time }, strictErrors(RECORD_MESSAGES.timeInvalid)).refine((r) => r.start < r.end, { message: RECORD_MESSAGES.rangeBackwards, path: ['end'] }), RECORD_MESSAGES.availabilityInvalid)
  .max(RECORD_LIMITS.rangesPerDay, RECORD_MESSAGES.rangesTooMany)
  .refine((ranges) => {
    const sorted = [...ranges].sort((a, b) => (a.start < b.start ? -1 : 1));
    return sorted.every((range, i) => i === 0 || sorted[i - 1]!.end <= range.start);
  }, RECORD_MESSAGES.rangesOverlap);

/** Weekly availability: `{ mon: [{ start: '09:00', end: '17:00' }], … }`, wall-clock times of the organisation. */
export const availabilitySchema = z.strictObject(
  Object.fromEntries(WEEKDAYS.map((day) => [day, dayRanges.optional()])) as Record<(typeof WEEKDAYS)[number], z.ZodOptional<typeof dayRanges>>,
  strictErrors(RECORD_MESSAGES.availabilityInvalid),
);

const planFeature = z.strictObject(
  { text: name(RECORD_MESSAGES.featuresInvalid), text_translation: translationsSchema(words).optional(), included: flag.optional() },
  strictErrors(RECORD_MESSAGES.featuresInvalid),
);

const pagePath = z
  .string(RECORD_MESSAGES.pagePathInvalid)
  .trim()
  .max(BANNER_PATH_MAX_LENGTH, RECORD_MESSAGES.pagePathInvalid)
  .regex(/^\/(?!\/)[^\s\\<>"]*$/, RECORD_MESSAGES.pagePathInvalid);

const description = plainDescription.nullable();

/** Each list's fields as GET names them, every one optional here: a change sends only what it changes. */
export const RECORD_FIELDS = {
  faqs: {
    question: name(RECORD_MESSAGES.questionRequired),
    question_translation: translationsSchema(words),
    answer: rich(RECORD_LIMITS.answer, RECORD_MESSAGES.answerTooLong),
    answer_translation: translationsSchema(rich(RECORD_LIMITS.answer, RECORD_MESSAGES.answerTooLong)),
    category: words.nullable(),
    is_displayed: flag,
    order,
  },
  features: {
    name: name(RECORD_MESSAGES.nameRequired),
    name_translation: translationsSchema(words),
    description,
    description_translation: translationsSchema(plainDescription),
    icon_name: iconName,
    image: safeUrlSchema,
    is_displayed: flag,
    order,
  },
  products: {
    slug: z
      .string(RECORD_MESSAGES.slugRequired)
      .trim()
      .min(1, RECORD_MESSAGES.slugRequired)
      .max(RECORD_LIMITS.slug, CONTENT_MESSAGES.tooLong(RECORD_LIMITS.slug))
      .regex(/^[a-z0-9-]+$/, RECORD_MESSAGES.slugInvalid),
    name: name(RECORD_MESSAGES.nameRequired),
    name_translation: translationsSchema(words),
    description,
    description_translation: translationsSchema(plainDescription),
    image: safeUrlSchema,
    is_displayed: flag,
    order,
  },
  pricing_plans: {
    product_id: reference(RECORD_MESSAGES.productUnknown).nullable(),
    name: name(RECORD_MESSAGES.nameRequired),
    name_translation: translationsSchema(words),
    description,
    description_translation: translationsSchema(plainDescription),
    price,
    currency,
    currency_symbol: z.string(RECORD_MESSAGES.currencySymbolInvalid).trim().min(1, RECORD_MESSAGES.currencySymbolInvalid).max(RECORD_LIMITS.currencySymbol, RECORD_MESSAGES.currencySymbolInvalid),
    recurring_interval: z.enum(RECURRING_INTERVALS, RECORD_MESSAGES.intervalInvalid),
    is_promotion: flag,
    promotion_price: price.nullable(),
    promotion_ends_at: dateTime,
    is_highlighted: flag,
    features: z.array(planFeature, RECORD_MESSAGES.featuresInvalid).max(RECORD_LIMITS.planFeatures, RECORD_MESSAGES.featuresInvalid),
    is_displayed: flag,
    order,
  },
  banners: {
    position: z.enum(BANNER_POSITIONS, RECORD_MESSAGES.positionInvalid),
    type: z.enum(BANNER_TYPES, RECORD_MESSAGES.bannerTypeInvalid),
    is_enabled: flag,
    content: bannerContentSchema,
    landing_content: rich(RECORD_LIMITS.landingContent, RECORD_MESSAGES.landingTooLong).nullable(),
    landing_content_translation: translationsSchema(rich(RECORD_LIMITS.landingContent, RECORD_MESSAGES.landingTooLong)),
    open_state: z.enum(BANNER_OPEN_STATES, RECORD_MESSAGES.openStateInvalid),
    dismissal_duration: z.string(RECORD_MESSAGES.dismissalInvalid).max(40, RECORD_MESSAGES.dismissalInvalid).refine(isDismissalDuration, RECORD_MESSAGES.dismissalInvalid).nullable(),
    page_paths: z.array(pagePath, RECORD_MESSAGES.pagePathInvalid).max(RECORD_LIMITS.pagePaths, RECORD_MESSAGES.pagePathsTooMany),
    is_fixed_above_navbar: flag,
    end_date_promotion: dateTime,
    end_date_promotion_is_displayed: flag,
  },
  cookie_categories: {
    name: name(RECORD_MESSAGES.nameRequired),
    name_translation: translationsSchema(words),
    description,
    description_translation: translationsSchema(plainDescription),
    order,
  },
  cookie_services: {
    category_id: reference(RECORD_MESSAGES.categoryUnknown),
    name: name(RECORD_MESSAGES.nameRequired),
    name_translation: translationsSchema(words),
    description,
    description_translation: translationsSchema(plainDescription),
    active: flag,
  },
  meeting_types: {
    name: name(RECORD_MESSAGES.nameRequired),
    name_translation: translationsSchema(words),
    description,
    description_translation: translationsSchema(plainDescription),
    duration_minutes: z
      .number(RECORD_MESSAGES.durationInvalid)
      .int(RECORD_MESSAGES.durationInvalid)
      .min(RECORD_LIMITS.durationMinutes.min, RECORD_MESSAGES.durationInvalid)
      .max(RECORD_LIMITS.durationMinutes.max, RECORD_MESSAGES.durationInvalid),
    price: price.nullable(),
    currency,
    is_active: flag,
    order,
    host_user_id: z.string(RECORD_MESSAGES.hostNotStaff).min(1, RECORD_MESSAGES.hostNotStaff).max(100, RECORD_MESSAGES.hostNotStaff).nullable(),
    availability: availabilitySchema,
  },
} as const;

/** What a new record of each list must carry, with the message for each field left out. */
export const RECORD_REQUIRED: { [L in RecordList]: Partial<Record<keyof (typeof RECORD_FIELDS)[L], string>> } = {
  faqs: { question: RECORD_MESSAGES.questionRequired, answer: RECORD_MESSAGES.answerRequired },
  features: { name: RECORD_MESSAGES.nameRequired },
  products: { name: RECORD_MESSAGES.nameRequired, slug: RECORD_MESSAGES.slugRequired },
  pricing_plans: { name: RECORD_MESSAGES.nameRequired, price: RECORD_MESSAGES.priceRequired },
  banners: {},
  cookie_categories: { name: RECORD_MESSAGES.nameRequired },
  cookie_services: { name: RECORD_MESSAGES.nameRequired, category_id: RECORD_MESSAGES.categoryRequired },
  meeting_types: { name: RECORD_MESSAGES.nameRequired, duration_minutes: RECORD_MESSAGES.durationRequired },
};

/** A plan's promotion: a promotion price, lower than the price. `null` when the plan passes. */
export function promotionProblem(plan: { is_promotion?: boolean; price?: number; promotion_price?: number | null }): string | null {
  if (!plan.is_promotion) return null;
  if (plan.promotion_price == null) return RECORD_MESSAGES.promotionPriceRequired;
  return plan.price !== undefined && plan.promotion_price >= plan.price ? RECORD_MESSAGES.promotionNotLower : null;
}

function recordSchema<S extends z.ZodRawShape>(list: RecordList, shape: S) {
  const required = RECORD_REQUIRED[list] as Record<string, string>;
  return z
    .strictObject({ id: recordIdSchema, key: recordKey, ...shape }, strictErrors(RECORD_MESSAGES.notAnObject))
    .partial()
    .superRefine((record, ctx) => {
      const fields = record as Record<string, unknown>;
      if (fields.id !== undefined && fields.key !== undefined) ctx.addIssue({ code: 'custom', path: ['key'], message: RECORD_MESSAGES.keyOnExisting });
      if (fields.id === undefined) {
        for (const [field, message] of Object.entries(required)) if (fields[field] === undefined) ctx.addIssue({ code: 'custom', path: [field], message });
      }
      if (list === 'pricing_plans' && 'price' in fields && 'is_promotion' in fields) {
        const problem = promotionProblem(fields as Parameters<typeof promotionProblem>[0]);
        if (problem) ctx.addIssue({ code: 'custom', path: ['promotion_price'], message: problem });
      }
    });
}

/** The rows of one list as a restore brings them back: every one with its id and what a new one needs. */
export function keptRowSchema<L extends RecordList>(list: L) {
  return z.strictObject({ id: recordIdSchema, ...RECORD_FIELDS[list] }).partial().required({ id: true, ...(Object.fromEntries(Object.keys(RECORD_REQUIRED[list]).map((field) => [field, true])) as Record<string, true>) });
}

const recordList = <L extends RecordList>(list: L) =>
  z.array(recordSchema(list, RECORD_FIELDS[list]), RECORD_MESSAGES.notAList).max(RECORD_LIMITS.perList, RECORD_MESSAGES.tooMany);
const idList = z.array(recordIdSchema, RECORD_MESSAGES.notAList).max(RECORD_LIMITS.perList, RECORD_MESSAGES.tooMany);

/** The Blog tab's display settings of a post; a post is created and deleted in the post editor. */
export const postDisplaySchema = z.strictObject(
  {
    id: recordIdSchema,
    version: z.number({ error: (issue) => (issue.input === undefined ? RECORD_MESSAGES.postVersionRequired : VERSION_MESSAGES.invalid) }).pipe(versionSchema),
    ...displayConfigSchema.pick({ display_this_post: true, display_as_blog_post: true, is_displayed_first_page: true, is_help_center: true, help_center_order: true }).shape,
    order: order.optional(),
  },
  strictErrors(RECORD_MESSAGES.notAnObject),
);
export type PostDisplayInput = z.infer<typeof postDisplaySchema>;

/** The body's lists, each one optional: a save sends the tabs it changes. */
export const recordListsShape = {
  products: recordList('products').optional(),
  pricing_plans: recordList('pricing_plans').optional(),
  features: recordList('features').optional(),
  faqs: recordList('faqs').optional(),
  banners: recordList('banners').optional(),
  cookie_categories: recordList('cookie_categories').optional(),
  cookie_services: recordList('cookie_services').optional(),
  meeting_types: recordList('meeting_types').optional(),
  blog_posts: z.array(postDisplaySchema, RECORD_MESSAGES.notAList).max(RECORD_LIMITS.perList, RECORD_MESSAGES.tooMany).optional(),
  deleted: z
    .strictObject(Object.fromEntries(RECORD_LISTS.map((list) => [list, idList.optional()])) as Record<RecordList, z.ZodOptional<typeof idList>>, strictErrors(RECORD_MESSAGES.notAnObject))
    .optional(),
};

export type RecordLists = { [L in RecordList]?: z.infer<(typeof recordListsShape)[L]> };
export type RecordInput<L extends RecordList> = NonNullable<RecordLists[L]>[number];
export type DeletedLists = { [L in RecordList]?: string[] };

type Issue = { path: (string | number)[]; message: string };

/**
 * The rules between records of one save: ids not repeated, keys unique in the whole body, a plan's
 * product and a service's category naming an id or the key of a new record of the right list, and
 * nothing both changed and deleted (nor attached to something deleted). Whether an id is this
 * organisation's is for the server to say.
 */
export function crossRecordIssues(body: RecordLists & { deleted?: DeletedLists }): Issue[] {
  const issues: Issue[] = [];
  const keys = new Set<string>();
  const newKeys: Partial<Record<RecordList, Set<string>>> = {};
  for (const list of RECORD_LISTS) {
    const seen = new Set<string>();
    const deleted = new Set(body.deleted?.[list] ?? []);
    (body[list] ?? []).forEach((record, index) => {
      if (record.id !== undefined) {
        if (seen.has(record.id)) issues.push({ path: [list, index, 'id'], message: RECORD_MESSAGES.idRepeated });
        if (deleted.has(record.id)) issues.push({ path: [list, index, 'id'], message: RECORD_MESSAGES.changedAndDeleted });
        seen.add(record.id);
      }
      if (record.key !== undefined) {
        if (keys.has(record.key)) issues.push({ path: [list, index, 'key'], message: RECORD_MESSAGES.keyRepeated });
        keys.add(record.key);
        (newKeys[list] ??= new Set()).add(record.key);
      }
    });
  }
  const checkReference = (list: 'pricing_plans' | 'cookie_services', field: 'product_id' | 'category_id', parent: 'products' | 'cookie_categories', message: string) => {
    const deleted = new Set(body.deleted?.[parent] ?? []);
    (body[list] ?? []).forEach((record, index) => {
      const value = (record as Record<string, unknown>)[field];
      if (typeof value !== 'string' || newKeys[parent]?.has(value)) return;
      if (!UUID_PATTERN.test(value)) issues.push({ path: [list, index, field], message });
      else if (deleted.has(value.toLowerCase())) issues.push({ path: [list, index, field], message: RECORD_MESSAGES.parentDeleted });
    });
  };
  checkReference('pricing_plans', 'product_id', 'products', RECORD_MESSAGES.productUnknown);
  checkReference('cookie_services', 'category_id', 'cookie_categories', RECORD_MESSAGES.categoryUnknown);
  return issues;
}
