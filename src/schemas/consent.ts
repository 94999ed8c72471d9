// Cookie consent (public spec §3, §4, §7): the categories call, the visitor's consent calls and the
// admin ledger export. Pure: the consent dialog can bundle this file with the same messages.
import { z } from 'zod';
import { LOCALES } from '@/lib/i18n/locales';
import { UUID_PATTERN } from '@/lib/patterns';
import type { StorageKind } from '@/lib/site-storage';

/** A consent body is a flag, an organisation id and a list of ids: 16 KiB holds ~350 services. */
export const CONSENT_MAX_BODY_BYTES = 16 * 1024;
/** More services than any real cookie policy lists; a longer list is an attack, not a choice. */
export const MAX_CONSENT_SERVICES = 200;
/** Enough of a user agent to tell browsers apart; the rest is noise an attacker could pad. */
export const USER_AGENT_MAX_LENGTH = 512;

export const CONSENT_MESSAGES = {
  organizationRequired: 'Organization ID not found',
  otherOrganization: 'Consent for another site cannot be read or recorded here.',
  consentGivenRequired: 'consent_given must be true or false',
  serviceId: 'Each service must be a cookie service id',
  unknownService: 'Unknown cookie service',
  tooManyServices: `At most ${MAX_CONSENT_SERVICES} services`,
  locale: 'Unknown language',
} as const;

const uuid = (message: string) =>
  z
    .string(message)
    .regex(UUID_PATTERN, message)
    .transform((id) => id.toLowerCase());

const localeSchema = z.enum(LOCALES, CONSENT_MESSAGES.locale);

/** GET /api/cookies/categories?locale=de */
export const cookieCategoriesQuerySchema = z.object({ locale: localeSchema.optional() });

/** GET /api/cookies/consent?organization_id={id} */
export const consentQuerySchema = z.object({ organization_id: uuid(CONSENT_MESSAGES.organizationRequired) });

/** POST /api/cookies/consent: the spec's payload, plus the language the notice was read in. */
export const createConsentSchema = z.object({
  consent_given: z.boolean(CONSENT_MESSAGES.consentGivenRequired),
  services: z.array(uuid(CONSENT_MESSAGES.serviceId), CONSENT_MESSAGES.serviceId).max(MAX_CONSENT_SERVICES, CONSENT_MESSAGES.tooManyServices),
  organization_id: uuid(CONSENT_MESSAGES.organizationRequired),
  locale: localeSchema.optional(),
});
export type CreateConsentInput = z.infer<typeof createConsentSchema>;

export const LEDGER_PAGE_DEFAULT = 100;
export const LEDGER_PAGE_MAX = 500;

/** GET /api/admin/consent-records?format=json|csv&cursor={record id}&limit=100 */
export const consentLedgerQuerySchema = z.object({
  format: z.enum(['json', 'csv'], 'format must be json or csv').default('json'),
  cursor: uuid('cursor must be a record id from next_cursor').optional(),
  limit: z.coerce.number('limit must be a number').int().min(1).max(LEDGER_PAGE_MAX).default(LEDGER_PAGE_DEFAULT),
});

export type CookieServiceResponse = { id: string; name: string; description: string; active: boolean };
export type CookieCategoryResponse = {
  id: string;
  name: string;
  description: string;
  description_en: string;
  /** Locked on in the dialog (spec §4: the category named 'essential'). */
  essential: boolean;
  cookie_service: CookieServiceResponse[];
  /** On the essential category only: the cookies and storage keys the site itself sets (decision 054). */
  site_storage?: SiteStorageResponse[];
};

/** One cookie or storage key the site sets, its texts in the asked language. */
export type SiteStorageResponse = {
  name: string;
  kind: StorageKind;
  kind_label: string;
  lifetime: string;
  purpose: string;
  /** Why it needs no consent. */
  reason: string;
  staff_only: boolean;
};

export type ConsentStateResponse = {
  services: string[];
  consent_given: boolean;
  /** The revision the decision answered; null when there is none. */
  policy_revision: string | null;
  current_policy_revision: string;
  /** True when the decision answered the current revision: otherwise the visitor is asked again. */
  current: boolean;
  decided_at: string | null;
};

export type ConsentRecordResponse = {
  id: string;
  organization_id: string;
  user_id: string | null;
  consent_given: boolean;
  services: string[];
  categories: string[];
  policy_revision: string;
  locale: string | null;
  created_at: string;
};

/** One ledger row as admins export it: the public fields plus who, from where (hashed) and how. */
export type ConsentLedgerEntry = ConsentRecordResponse & { visitor_id: string | null; user_agent: string | null; ip_hash: string | null };
