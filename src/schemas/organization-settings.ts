// Global settings and the header and footer styles (editing-layer spec §2 "Global Settings", §3
// "Organisation data", "Header style", "Footer style", §5, §7 `/api/organizations/{orgId}`, §9;
// docs/decisions/073, 074). One schema for the Global Settings modal and the header and footer editors
// (client) and GET/PUT /api/organizations/{orgId} (server). The PUT saves the settings and the tabs'
// records (./organization-records.ts) in one go; the hero and the menu have their own editors and APIs.
// Pure: the editors bundle this file.
import { z } from 'zod';
import { FOOTER_STYLE_TYPES, HEADER_STYLE_TYPES } from '@/lib/enums';
import { FONT_FAMILY_NAMES } from '@/lib/fonts';
import { LOCALES } from '@/lib/i18n/locales';
import { isValidTimeZone } from '@/lib/meetings/slots';
import { SETTINGS_SECTIONS, type SettingsSection } from '@/lib/settings-tabs';
import { EMAIL_PATTERN, UUID_PATTERN } from '@/lib/patterns';
import { COLOR_FAMILIES, LOGO_HEIGHTS, MENU_WIDTHS, SHADES } from '@/lib/tokens';
import { colorTokenSchema, gradientSchema, labelSchema, safeUrlSchema, translationsSchema } from './template-section';
import { crossRecordIssues, RECORD_LISTS, RECORD_MESSAGES, recordListsShape } from './organization-records';
import { optionalVersion } from './version';

export const SETTINGS_LIMITS = {
  name: 200,
  siteDescription: 1000,
  /** A privacy or cookie policy with its markup; every translation may be as long. */
  policy: 100_000,
  email: 254,
  /** The longest IANA name is about half this. */
  timeZone: 64,
  /** Consent records one answer lists (the newest first). */
  consentPage: 50,
} as const;

/** Settings with both policies in every language stay under this. */
export const SETTINGS_MAX_BODY_BYTES = 2 * 1024 * 1024;

/** The Global Settings tabs GET /api/organizations/{orgId}/sections/{section} reloads one by one. */
export { SETTINGS_SECTIONS, type SettingsSection };

/** Parts of the organisation data that other editors save; named in the refusal so a client knows where they go. */
export const OTHER_EDITOR_KEYS = ['website_hero', 'menu_items', 'submenu_items'] as const;

export const SETTINGS_MESSAGES = {
  /** Server answers. */
  organizationNotFound: 'Organization not found',
  otherOrganization: 'This organisation is not the one of this site',
  sectionNotFound: 'There is no such settings tab',
  notAnObject: 'Send the settings as a JSON object',
  unknownKey: (keys: readonly string[]) =>
    keys.some((key) => (OTHER_EDITOR_KEYS as readonly string[]).includes(key))
      ? `The hero and the menu are saved by their own editors (/api/hero, /api/menu-items), not here: ${keys.join(', ')}`
      : `Unknown field: ${keys.join(', ')}`,
  beforeInvalid: 'before must be the id of a consent record',
  nameRequired: 'Please enter the organisation name',
  nameTooLong: `The name must be at most ${SETTINGS_LIMITS.name} characters`,
  siteDescriptionTooLong: `The description must be at most ${SETTINGS_LIMITS.siteDescription} characters`,
  policyTooLong: `A policy must be at most ${SETTINGS_LIMITS.policy} characters`,
  fontFamily: `The font is one of ${FONT_FAMILY_NAMES.join(', ')}`,
  localesRequired: 'Offer at least one language',
  localeUnknown: `A language is one of ${LOCALES.join(', ')}`,
  localeRepeated: 'A language is listed more than once',
  languageNotOffered: 'The default language must be one of the languages offered',
  timeZoneInvalid: 'Please choose a time zone from the list',
  colorFamily: `A colour is one of ${COLOR_FAMILIES.join(', ')}`,
  shade: `A shade is one of ${SHADES.join(', ')}`,
  emailInvalid: 'Please enter a valid e-mail address',
  flagInvalid: 'Must be true or false',
  headerType: `The header style is one of ${HEADER_STYLE_TYPES.join(', ')}`,
  footerType: `The footer style is one of ${FOOTER_STYLE_TYPES.join(', ')}`,
  menuWidth: `The menu width is one of ${Object.keys(MENU_WIDTHS).join(', ')}`,
  logoHeight: `The logo height is one of ${Object.keys(LOGO_HEIGHTS).join(', ')}`,
  styleInvalid: 'Send the style as an object with its type',
  /** Client words (spec §8), for the editors that import this file. */
  saveFailed: 'Failed to save settings',
  loadFailed: 'Failed to load data',
  headerSaveFailed: 'Failed to save header style',
  headerUpdated: 'Header style updated successfully',
  footerUpdated: 'Footer style updated successfully',
  unsavedChanges: 'You have unsaved changes. Are you sure you want to close?',
} as const;

/** 'Ring-Card-Mini', ' ring card mini' and 'ring_card_mini' all name ring_card_mini (as the public header reads them). */
const styleType = <T extends readonly [string, ...string[]]>(types: T, message: string) =>
  z.preprocess(
    (value) => (typeof value === 'string' ? value.trim().toLowerCase().replace(/[\s-]+/g, '_') : value),
    z.enum(types, message),
  );

const flag = z.boolean(SETTINGS_MESSAGES.flagInvalid);
/** An object's own refusals: a key it does not know is named, anything not an object gets `invalid`. */
const objectErrors = (invalid: string) => ({ error: (issue: { code?: string; keys?: string[] }) => (issue.code === 'unrecognized_keys' ? SETTINGS_MESSAGES.unknownKey(issue.keys ?? []) : invalid) });
const styleObject = objectErrors(SETTINGS_MESSAGES.styleInvalid);

/** Header style (spec §3, §5, §9): every token from the closed lists of src/lib/tokens.ts. */
export const headerStyleSchema = z.strictObject(
  {
    type: styleType(HEADER_STYLE_TYPES, SETTINGS_MESSAGES.headerType),
    background: colorTokenSchema.optional(),
    color: colorTokenSchema.optional(),
    color_hover: colorTokenSchema.optional(),
    menu_width: z.enum(Object.keys(MENU_WIDTHS) as [keyof typeof MENU_WIDTHS], SETTINGS_MESSAGES.menuWidth).optional(),
    menu_items_are_text: flag.optional(),
    logo_height: z.enum(Object.keys(LOGO_HEIGHTS) as [keyof typeof LOGO_HEIGHTS], SETTINGS_MESSAGES.logoHeight).optional(),
    is_gradient: flag.optional(),
    /** null (as GET answers a footer without one) is no gradient. */
    gradient: gradientSchema.nullish(),
  },
  styleObject,
);

/** Footer style: its type (with the public footer's aliases), colours and gradient. */
export const footerStyleSchema = z.strictObject(
  {
    type: styleType(FOOTER_STYLE_TYPES, SETTINGS_MESSAGES.footerType),
    background: colorTokenSchema.optional(),
    color: colorTokenSchema.optional(),
    color_hover: colorTokenSchema.optional(),
    is_gradient: flag.optional(),
    /** null (as GET answers a footer without one) is no gradient. */
    gradient: gradientSchema.nullish(),
  },
  styleObject,
);

export type HeaderStyleInput = z.infer<typeof headerStyleSchema>;
export type FooterStyleInput = z.infer<typeof footerStyleSchema>;

const plainLabel = (max: number, message: string) => labelSchema.pipe(z.string().max(max, message));
const siteDescription = plainLabel(SETTINGS_LIMITS.siteDescription, SETTINGS_MESSAGES.siteDescriptionTooLong);
const policy = z.string().max(SETTINGS_LIMITS.policy, SETTINGS_MESSAGES.policyTooLong);
const locale = z.enum(LOCALES, SETTINGS_MESSAGES.localeUnknown);
/**
 * An IANA name ('Europe/Dublin', 'UTC') that Intl knows; offsets such as '+01:00' are refused
 * (lib/meetings/slots.ts). A name too long is not looked up, and said once.
 */
const timeZone = z
  .string(SETTINGS_MESSAGES.timeZoneInvalid)
  .max(SETTINGS_LIMITS.timeZone, { message: SETTINGS_MESSAGES.timeZoneInvalid, abort: true })
  .refine(isValidTimeZone, SETTINGS_MESSAGES.timeZoneInvalid);

/** The general fields of the settings, each optional: what is left out stays as it is. */
export const settingsInputSchema = z
  .strictObject(
    {
      name: plainLabel(SETTINGS_LIMITS.name, SETTINGS_MESSAGES.nameTooLong).pipe(z.string().min(1, SETTINGS_MESSAGES.nameRequired)),
      site: plainLabel(SETTINGS_LIMITS.name, SETTINGS_MESSAGES.nameTooLong).nullable(),
      site_description: siteDescription.nullable(),
      site_description_translation: translationsSchema(siteDescription),
      image: safeUrlSchema,
      image_for_privacy_settings: safeUrlSchema,
      font_family: z.enum(FONT_FAMILY_NAMES, SETTINGS_MESSAGES.fontFamily),
      supported_locales: z
        .array(locale, SETTINGS_MESSAGES.localesRequired)
        .min(1, SETTINGS_MESSAGES.localesRequired)
        .max(LOCALES.length, SETTINGS_MESSAGES.localeRepeated)
        .refine((list) => new Set(list).size === list.length, SETTINGS_MESSAGES.localeRepeated),
      language: locale,
      time_zone: timeZone,
      with_language_switch: flag,
      primary_color: z.enum(COLOR_FAMILIES, SETTINGS_MESSAGES.colorFamily),
      primary_shade: z.enum(SHADES, SETTINGS_MESSAGES.shade),
      secondary_color: z.enum(COLOR_FAMILIES, SETTINGS_MESSAGES.colorFamily),
      secondary_shade: z.enum(SHADES, SETTINGS_MESSAGES.shade),
      contact_email: z
        .preprocess((value) => (typeof value === 'string' ? value.trim() || null : value), z.string(SETTINGS_MESSAGES.emailInvalid).max(SETTINGS_LIMITS.email, SETTINGS_MESSAGES.emailInvalid).regex(EMAIL_PATTERN, SETTINGS_MESSAGES.emailInvalid).nullable()),
      privacy_policy: policy.nullable(),
      privacy_policy_translation: translationsSchema(policy),
      cookie_policy: policy.nullable(),
      cookie_policy_translation: translationsSchema(policy),
      header_style: headerStyleSchema,
      footer_style: footerStyleSchema,
    },
    objectErrors(SETTINGS_MESSAGES.notAnObject),
  )
  .partial()
  .refine((s) => !s.language || !s.supported_locales || s.supported_locales.includes(s.language), {
    message: SETTINGS_MESSAGES.languageNotOffered,
    path: ['language'],
  });

export type SettingsInput = z.infer<typeof settingsInputSchema>;

/**
 * PUT /api/organizations/{orgId}: the settings and any tab's records, with the version of the
 * organisation data they are based on (its settings' version). At least one of them.
 */
export const updateOrganizationSchema = z
  .strictObject({ ...optionalVersion, settings: settingsInputSchema.optional(), ...recordListsShape }, objectErrors(SETTINGS_MESSAGES.notAnObject))
  .superRefine((body, ctx) => {
    const lists = [...RECORD_LISTS, 'blog_posts', 'deleted'] as const;
    if (body.settings === undefined && lists.every((list) => body[list] === undefined)) ctx.addIssue({ code: 'custom', message: RECORD_MESSAGES.nothingToSave });
    for (const issue of crossRecordIssues(body)) ctx.addIssue({ code: 'custom', ...issue });
  });

/**
 * The same body as the route reads it: each refusal is listed under its full path
 * (`faqs.2.question`, `settings.language`), so the modal can show it beside the field.
 */
export const updateOrganizationBodySchema = z.unknown().transform((value, ctx): z.infer<typeof updateOrganizationSchema> => {
  const result = updateOrganizationSchema.safeParse(value);
  if (result.success) return result.data;
  for (const issue of result.error.issues) ctx.addIssue({ code: 'custom', message: issue.message, path: issue.path.length > 0 ? [issue.path.join('.')] : [] });
  return z.NEVER;
});

export type UpdateOrganizationInput = z.infer<typeof updateOrganizationSchema>;

/** `?before=<consent record id>`: the next page of consent records (the GETs take nothing else). */
export const organizationQuerySchema = z.object({
  before: z.string(SETTINGS_MESSAGES.beforeInvalid).regex(UUID_PATTERN, SETTINGS_MESSAGES.beforeInvalid).transform((id) => id.toLowerCase()).optional(),
});

type Gradient = { from: string; via?: string; to: string };

/** The header style as GET answers it: the stored one with the spec's defaults (§9) filled in. */
export type HeaderStyleView = {
  type: (typeof HEADER_STYLE_TYPES)[number];
  background: string;
  color: string;
  color_hover: string;
  menu_width: keyof typeof MENU_WIDTHS;
  menu_items_are_text: boolean;
  logo_height: keyof typeof LOGO_HEIGHTS;
  is_gradient: boolean;
  gradient: Gradient;
};

export type FooterStyleView = {
  type: (typeof FOOTER_STYLE_TYPES)[number];
  background: string;
  color: string;
  color_hover: string;
  is_gradient: boolean;
  gradient: Gradient | null;
};

/** `settings` of the organisation data: the general fields, the two styles and the version a PUT sends back. */
export type SettingsView = {
  version: number;
  name: string;
  site: string | null;
  site_description: string | null;
  site_description_translation: Partial<Record<string, string>>;
  image: string | null;
  image_for_privacy_settings: string | null;
  font_family: string;
  supported_locales: string[];
  language: string;
  /** The IANA time zone meeting hours are read in and staff's e-mails give times in. */
  time_zone: string;
  with_language_switch: boolean;
  primary_color: string;
  primary_shade: string;
  secondary_color: string;
  secondary_shade: string;
  contact_email: string | null;
  privacy_policy: string | null;
  privacy_policy_translation: Partial<Record<string, string>>;
  cookie_policy: string | null;
  cookie_policy_translation: Partial<Record<string, string>>;
  /** The cookie catalogue's policy revision, stored by a save that changes the catalogue (decision 074); never sent. */
  cookie_policy_revision: string;
  header_style: HeaderStyleView;
  footer_style: FooterStyleView;
  updated_at: string;
};

/** A consent decision as an admin sees it here: what was chosen, never who or from where. */
export type ConsentRecordSummary = {
  id: string;
  created_at: string;
  consent_given: boolean;
  categories: string[];
  services: string[];
  policy_revision: string;
  signed_in: boolean;
};
