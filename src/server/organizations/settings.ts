import 'server-only';
// An organisation's settings as the Global Settings modal and the header and footer editors read and
// save them (editing-layer spec §3 "Organisation data", "Header style", "Footer style", §7, §9;
// docs/decisions/073, 074). A save goes through the one write path (./organization-save.ts, with the
// tabs' records, or a restore of the history): the settings row is locked, the state
// it replaces is kept as a revision, its version is raised in the same statement (a save based on an
// older version is refused, decision 061), and every instance drops the site's cached header, footer
// and host answers after commit, so the next anonymous request shows the change.
import { and, eq } from 'drizzle-orm';
import type { DbOrTx, Tx } from '@/server/db/client';
import { organizations, organizationSettings } from '@/server/db/schema';
import { ApiError } from '@/server/http/api';
import { recordRevision } from '@/server/revisions/record';
import { basedOn, nextVersion, versionConflict, type Basis } from '@/server/revisions/versions';
import { parseFooterStyle, parseHeaderStyle } from '@/lib/header-style';
import { sanitizePostHtml } from '@/lib/sanitize';
import type { Translations } from '@/server/db/schema/_columns';
import {
  SETTINGS_MESSAGES, type FooterStyleInput, type FooterStyleView, type HeaderStyleInput, type HeaderStyleView, type SettingsInput, type SettingsView,
} from '@/schemas/organization-settings';

type Scope = { organizationId: string };

/** The entity type the header's and the footer's style keep their own revisions under (./style-history.ts). */
export const STYLE_TYPES = { header: 'header_style', footer: 'footer_style' } as const;
type SettingsRow = typeof organizationSettings.$inferSelect;
type SettingsChanges = Partial<Omit<typeof organizationSettings.$inferInsert, 'organizationId' | 'version' | 'updatedAt' | 'cookiePolicyRevision'>>;

/** The stored header style read as the public header reads it, in the spec's snake_case, defaults filled in. */
export function headerStyleView(raw: unknown): HeaderStyleView {
  const s = parseHeaderStyle(raw);
  return {
    type: s.type,
    background: s.background,
    color: s.color,
    color_hover: s.colorHover,
    menu_width: s.menuWidth,
    menu_items_are_text: s.menuItemsAreText,
    logo_height: s.logoHeight,
    is_gradient: s.isGradient,
    gradient: s.gradient,
  };
}

export function footerStyleView(raw: unknown): FooterStyleView {
  const s = parseFooterStyle(raw);
  return { type: s.type, background: s.background, color: s.color, color_hover: s.colorHover, is_gradient: s.isGradient, gradient: s.gradient };
}

export function settingsView(name: string, row: SettingsRow): SettingsView {
  return {
    version: row.version,
    name,
    site: row.site,
    site_description: row.siteDescription,
    site_description_translation: row.siteDescriptionTranslation,
    image: row.image,
    image_for_privacy_settings: row.imageForPrivacySettings,
    font_family: row.fontFamily,
    supported_locales: row.supportedLocales,
    language: row.language,
    time_zone: row.timeZone,
    with_language_switch: row.withLanguageSwitch,
    primary_color: row.primaryColor,
    primary_shade: row.primaryShade,
    secondary_color: row.secondaryColor,
    secondary_shade: row.secondaryShade,
    contact_email: row.contactEmail,
    privacy_policy: row.privacyPolicy,
    privacy_policy_translation: row.privacyPolicyTranslation,
    cookie_policy: row.cookiePolicy,
    cookie_policy_translation: row.cookiePolicyTranslation,
    cookie_policy_revision: row.cookiePolicyRevision,
    header_style: headerStyleView(row.headerStyle),
    footer_style: footerStyleView(row.footerStyle),
    updated_at: row.updatedAt.toISOString(),
  };
}

/**
 * Fields of the settings view that are bookkeeping: kept out of revisions and never restored. The
 * cookie policy revision belongs to the cookie catalogue, whose changes raise it.
 */
export const SETTINGS_BOOKKEEPING = ['version', 'updated_at', 'cookie_policy_revision'] as const;

/** What a revision of the settings keeps: the view without bookkeeping, the payload PUT takes back. */
export function settingsState(view: SettingsView): Record<string, unknown> {
  return Object.fromEntries(Object.entries(view).filter(([field]) => !(SETTINGS_BOOKKEEPING as readonly string[]).includes(field)));
}

/** The organisation's settings with its name; `lock` holds the settings row until commit. */
async function findSettings(db: DbOrTx, { organizationId, lock }: Scope & { lock?: boolean }) {
  const query = db
    .select({ name: organizations.name, row: organizationSettings })
    .from(organizationSettings)
    .innerJoin(organizations, eq(organizations.id, organizationSettings.organizationId))
    .where(eq(organizationSettings.organizationId, organizationId))
    .limit(1);
  const [found] = lock ? await query.for('update', { of: organizationSettings }) : await query;
  return found ?? null;
}

/** The settings as GET answers them; null when the organisation has no settings row. */
export async function readSettings(db: DbOrTx, scope: Scope): Promise<{ row: SettingsRow; view: SettingsView } | null> {
  const found = await findSettings(db, scope);
  return found ? { row: found.row, view: settingsView(found.name, found.row) } : null;
}

/** A style as stored: what was sent, validated, with no empty gradient (a style sent replaces the stored one whole). */
function storedStyle<S extends HeaderStyleInput | FooterStyleInput>(style: S) {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(style)) if (value !== undefined && value !== null) out[key] = value;
  return out as { type: string } & Record<string, unknown>;
}

function policyTranslations(map: Translations | undefined): Translations | undefined {
  if (map === undefined) return undefined;
  return Object.fromEntries(Object.entries(map).map(([locale, text]) => [locale, sanitizePostHtml(text ?? '').trim()]));
}

const policyText = (value: string | null | undefined) => (value === undefined ? undefined : sanitizePostHtml(value ?? '').trim() || null);

/** The columns a payload sets: absent stays as it is. */
function settingsColumns(input: SettingsInput): SettingsChanges {
  const out: SettingsChanges = {};
  const set = <K extends keyof SettingsChanges>(key: K, value: SettingsChanges[K] | undefined) => {
    if (value !== undefined) out[key] = value;
  };
  set('site', input.site === undefined ? undefined : input.site || null);
  set('siteDescription', input.site_description === undefined ? undefined : input.site_description || null);
  set('siteDescriptionTranslation', input.site_description_translation);
  set('image', input.image);
  set('imageForPrivacySettings', input.image_for_privacy_settings);
  set('fontFamily', input.font_family);
  set('supportedLocales', input.supported_locales);
  set('language', input.language);
  set('timeZone', input.time_zone);
  set('withLanguageSwitch', input.with_language_switch);
  set('primaryColor', input.primary_color);
  set('primaryShade', input.primary_shade);
  set('secondaryColor', input.secondary_color);
  set('secondaryShade', input.secondary_shade);
  set('contactEmail', input.contact_email);
  set('privacyPolicy', policyText(input.privacy_policy));
  set('privacyPolicyTranslation', policyTranslations(input.privacy_policy_translation));
  set('cookiePolicy', policyText(input.cookie_policy));
  set('cookiePolicyTranslation', policyTranslations(input.cookie_policy_translation));
  set('headerStyle', input.header_style && storedStyle(input.header_style));
  set('footerStyle', input.footer_style && storedStyle(input.footer_style));
  return out;
}

type SettingsChange = Scope & Basis & { input: SettingsInput };

/**
 * Saves the fields sent inside the write path's transaction (an edit, or a restore of a kept state),
 * keeping the settings as they were as a revision. The default language must stay one of the
 * languages offered, whichever of the two the save changes.
 */
export async function changeSettings(tx: Tx, { organizationId, input, authorId, version, restoredFrom }: SettingsChange): Promise<SettingsView> {
  const found = await findSettings(tx, { organizationId, lock: true });
  if (!found) throw new ApiError(404, SETTINGS_MESSAGES.organizationNotFound);
  const before = settingsView(found.name, found.row);
  const columns = settingsColumns(input);
  const language = columns.language ?? found.row.language;
  if (!(columns.supportedLocales ?? found.row.supportedLocales).includes(language)) {
    throw new ApiError(400, SETTINGS_MESSAGES.languageNotOffered, { language: [SETTINGS_MESSAGES.languageNotOffered] });
  }
  await recordRevision(tx, { organizationId, entityType: 'organization_settings', entityId: organizationId, data: settingsState(before), version: found.row.version, authorId, restoredFrom });
  const [row] = await tx
    .update(organizationSettings)
    .set({ ...columns, ...nextVersion(organizationSettings.version), updatedAt: new Date() })
    .where(and(eq(organizationSettings.organizationId, organizationId), basedOn(organizationSettings.version, version)))
    .returning();
  if (!row) throw versionConflict(version, before);
  // The header's and the footer's style keep a history of their own too (decision 078): their
  // editors list only the saves that changed the style, and bring one back alone.
  const after = settingsView(found.name, row);
  for (const placement of ['header', 'footer'] as const) {
    const key = `${placement}_style` as const;
    if (JSON.stringify(before[key]) === JSON.stringify(after[key])) continue;
    await recordRevision(tx, { organizationId, entityType: STYLE_TYPES[placement], entityId: organizationId, data: { ...before[key] }, version: found.row.version, authorId, restoredFrom });
  }
  if (input.name !== undefined && input.name !== found.name) {
    await tx.update(organizations).set({ name: input.name }).where(eq(organizations.id, organizationId));
  }
  return settingsView(input.name ?? found.name, row);
}
