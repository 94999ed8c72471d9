import 'server-only';
// Loads the extra data a section type needs on the public page. A failure is logged and yields
// nothing, so the section shows its empty state instead of breaking the page.
import { getDb } from '@/server/db/client';
import { listDisplayedFaqs, listDisplayedPlans } from '@/server/commerce/queries';
import { listArticleCards, listHelpCenterGroups } from '@/server/sections/extras';
import type { ExtraKind, SectionExtras } from './section-props';

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
  } catch (error) {
    console.error(`Section data "${kind}" failed to load for organisation ${organizationId}`, error);
    return {};
  }
}
