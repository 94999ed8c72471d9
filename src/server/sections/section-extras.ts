import 'server-only';
// Loads the extra data a section type shows beyond its metrics on the public page. A failure is
// logged and yields nothing, so the section shows its empty state instead of breaking the page.
import { getDb } from '@/server/db/client';
import { listDisplayedFaqs, listDisplayedPlans, type FaqRow, type PricingPlanRow } from '@/server/commerce/queries';
import { log } from '@/server/log';
import { listArticleCards, listHelpCenterGroups, type ArticleCard, type HelpGroup } from './extras';

/** Data a type shows beyond its metrics; absent when not needed or when it failed to load. */
export type SectionExtras = {
  articles?: ArticleCard[];
  plans?: PricingPlanRow[];
  faqs?: FaqRow[];
  help?: HelpGroup[];
};

export type ExtraKind = keyof SectionExtras;

export async function loadSectionExtras(kind: ExtraKind, organizationId: string): Promise<SectionExtras> {
  try {
    const db = await getDb();
    switch (kind) {
      case 'articles':
        return { articles: await listArticleCards(db, { organizationId }) };
      case 'plans':
        return { plans: await listDisplayedPlans(db, { organizationId }) };
      case 'faqs':
        return { faqs: await listDisplayedFaqs(db, { organizationId }) };
      case 'help':
        return { help: await listHelpCenterGroups(db, { organizationId }) };
    }
  } catch (err) {
    log.error({ err, kind, organizationId }, 'Section data failed to load; the section is shown empty');
    return {};
  }
}
