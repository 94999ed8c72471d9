import 'server-only';
// How far each page is translated, for the Site Map (docs/decisions/077): the texts of the sections
// on each page (template sections and their cards, heading sections, the hero on /home), read once
// for the whole organisation and grouped by page, and the share of those with something in the
// default language that have a translation. Missing translations only, from the records as they
// now are: whether one is stale is the editors' business (GET /api/translations).
import { and, asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '@/server/db/client';
import { headingSections, heroes, metrics, templateSectionMetrics, templateSections } from '@/server/db/schema';
import { isBlankText } from '@/schemas/template-section';
import { share } from './field-history';

/** A text in the default language and its translations. */
export type TranslatedText = { base: string | null | undefined; translations: Partial<Record<string, string>> | null | undefined };

/** Per language, the share of texts that say something in the default language and have a translation. */
export function translatedShare(texts: readonly TranslatedText[], locales: readonly string[]): Record<string, number> {
  const counted = texts.filter((text) => !isBlankText(text.base));
  return Object.fromEntries(locales.map((locale) => [locale, share(counted.filter((text) => !isBlankText(text.translations?.[locale])).length, counted.length)]));
}

const text = (base: string | null, translations: Partial<Record<string, string>>): TranslatedText => ({ base, translations });

/** Every page's section texts, by `url_page`, in four queries whatever the number of pages. */
export async function pageTexts(db: DbOrTx, { organizationId }: { organizationId: string }): Promise<Map<string, TranslatedText[]>> {
  const [sections, cards, headings, hero] = await Promise.all([
    db
      .select({
        id: templateSections.id,
        urlPage: templateSections.urlPage,
        title: templateSections.sectionTitle,
        titleTranslation: templateSections.sectionTitleTranslation,
        description: templateSections.sectionDescription,
        descriptionTranslation: templateSections.sectionDescriptionTranslation,
      })
      .from(templateSections)
      .where(eq(templateSections.organizationId, organizationId)),
    db
      .select({
        sectionId: templateSectionMetrics.sectionId,
        title: metrics.title,
        titleTranslation: metrics.titleTranslation,
        description: metrics.description,
        descriptionTranslation: metrics.descriptionTranslation,
      })
      .from(templateSectionMetrics)
      .innerJoin(metrics, and(eq(metrics.organizationId, organizationId), eq(metrics.id, templateSectionMetrics.metricId)))
      .where(eq(templateSectionMetrics.organizationId, organizationId))
      .orderBy(asc(templateSectionMetrics.position)),
    db.select().from(headingSections).where(eq(headingSections.organizationId, organizationId)),
    db.select().from(heroes).where(eq(heroes.organizationId, organizationId)),
  ]);

  const byPage = new Map<string, TranslatedText[]>();
  const add = (urlPage: string, ...texts: TranslatedText[]) => byPage.set(urlPage, [...(byPage.get(urlPage) ?? []), ...texts]);
  const pageOf = new Map(sections.map((section) => [section.id, section.urlPage]));
  for (const s of sections) add(s.urlPage, text(s.title, s.titleTranslation), text(s.description, s.descriptionTranslation));
  for (const card of cards) {
    const urlPage = pageOf.get(card.sectionId);
    if (urlPage) add(urlPage, text(card.title, card.titleTranslation), text(card.description, card.descriptionTranslation));
  }
  for (const h of headings) {
    add(
      h.urlPage,
      text(h.name, h.nameTranslation),
      text(h.namePart2, h.namePart2Translation),
      text(h.namePart3, h.namePart3Translation),
      text(h.descriptionText, h.descriptionTextTranslation),
      text(h.buttonText, h.buttonTextTranslation),
    );
  }
  for (const h of hero) add(h.urlPage, text(h.title, h.titleTranslation), text(h.description, h.descriptionTranslation), text(h.button, h.buttonTranslation));
  return byPage;
}
