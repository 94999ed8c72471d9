import 'server-only';
// An organisation's cookie catalogue as consent sees it: every category and every service, switched
// off ones included, because switching a service off or on changes the policy a visitor answered.
// The policy revision is a hash of what the visitor was shown, so it needs no table of its own and
// changes by itself whenever the categories or services do (docs/decisions/036).
import { createHash } from 'node:crypto';
import { asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '@/server/db/client';
import { cookieCategories, cookieServices } from '@/server/db/schema';
import { memo } from '@/server/cache/memo';
import { isEssentialCategory, type CookieCategoryRow, type CookieServiceRow } from '@/server/content/cookies';
import { translate } from '@/lib/i18n/locales';
import type { CookieCategoryResponse, SiteStorageResponse } from '@/schemas/consent';

export type ConsentCatalogue = {
  categories: CookieCategoryRow[];
  services: CookieServiceRow[];
  revision: string;
};

/** Reads the catalogue straight from the database (inside a write's transaction, for one snapshot). */
export async function loadConsentCatalogue(db: DbOrTx, { organizationId }: { organizationId: string }): Promise<ConsentCatalogue> {
  const [categories, services] = await Promise.all([
    db.select().from(cookieCategories).where(eq(cookieCategories.organizationId, organizationId)).orderBy(asc(cookieCategories.order), asc(cookieCategories.createdAt), asc(cookieCategories.id)),
    db.select().from(cookieServices).where(eq(cookieServices.organizationId, organizationId)).orderBy(asc(cookieServices.createdAt), asc(cookieServices.name), asc(cookieServices.id)),
  ]);
  return { categories, services, revision: policyRevision(categories, services) };
}

/** The same, cached per organisation; the write path drops it with the rest of the site's data. */
export function consentCatalogue(db: DbOrTx, { organizationId }: { organizationId: string }): Promise<ConsentCatalogue> {
  return memo(organizationId, 'consent:catalogue', 60_000, () => loadConsentCatalogue(db, { organizationId }));
}

const byId = <T extends { id: string }>(a: T, b: T) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
/** Translation maps with their keys sorted, so the same texts always hash the same. */
const sortedMap = (map: Partial<Record<string, string>>) => Object.entries(map).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));

/**
 * Sixteen hex digits of a SHA-256 over what a visitor reads and chooses: names and descriptions in
 * every language, which category each service belongs to, and whether it is active. The display
 * order and timestamps are left out: moving a category is not a new policy.
 */
export function policyRevision(categories: CookieCategoryRow[], services: CookieServiceRow[]): string {
  const canonical = {
    categories: [...categories].sort(byId).map((c) => [c.id, c.name, sortedMap(c.nameTranslation), c.description, sortedMap(c.descriptionTranslation)]),
    services: [...services].sort(byId).map((s) => [s.id, s.categoryId, s.name, sortedMap(s.nameTranslation), s.description, sortedMap(s.descriptionTranslation), s.active]),
  };
  return createHash('sha256').update(JSON.stringify(canonical)).digest('hex').slice(0, 16);
}

/** Ids of the active services of essential categories: always part of a decision (spec §4). */
export function essentialServiceIds(catalogue: ConsentCatalogue): string[] {
  const essential = new Set(catalogue.categories.filter(isEssentialCategory).map((c) => c.id));
  return catalogue.services.filter((s) => s.active && essential.has(s.categoryId)).map((s) => s.id);
}

/**
 * The categories in order with their active services, texts in `locale` where translated. The
 * site's own cookies and storage keys, given as `siteStorage`, go with the essential category: they
 * are always on, whatever the visitor chooses (decision 054).
 */
export function publicCategories(catalogue: ConsentCatalogue, locale: string | undefined, siteStorage?: SiteStorageResponse[]): CookieCategoryResponse[] {
  const text = (base: string, map: Partial<Record<string, string>>) => (locale ? translate(base, map, locale) : base);
  return catalogue.categories.map((category) => ({
    id: category.id,
    name: text(category.name, category.nameTranslation),
    description: text(category.description, category.descriptionTranslation),
    // The spec's list call names description_en: the English text, the base text when none is kept.
    description_en: translate(category.description, category.descriptionTranslation, 'en'),
    essential: isEssentialCategory(category),
    cookie_service: catalogue.services
      .filter((s) => s.active && s.categoryId === category.id)
      .map((s) => ({ id: s.id, name: text(s.name, s.nameTranslation), description: text(s.description, s.descriptionTranslation), active: s.active })),
    ...(siteStorage && isEssentialCategory(category) ? { site_storage: siteStorage } : {}),
  }));
}
