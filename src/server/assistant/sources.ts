import 'server-only';
// What the assistant may quote: the organisation's displayed FAQs, posts, pricing plans and products,
// read from the live tables in the visitor's language (the default language where a text has no
// translation), as plain text. Plans and products count only when a page of the site shows the
// plans: the assistant answers with what the site says, and a price no page shows is not said.
import { and, asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '@/server/db/client';
import { faqs, posts, pricingPlans, products } from '@/server/db/schema';
import { findPricingPath } from '@/server/commerce/queries';
import { getTranslator } from '@/lib/i18n/messages';
import { formatPrice } from '@/lib/i18n/money';
import { translate, type Locale } from '@/lib/i18n/locales';
import { planPricing } from '@/lib/plan-pricing';
import { toPlainText } from '@/lib/sanitize';

export type SourceKind = 'faq' | 'post' | 'plan' | 'product';

/** One passage the assistant can find, in three fields of falling weight, and what it says when quoted. */
export type Source = {
  kind: SourceKind;
  id: string;
  /** The cited title: a FAQ's question, a post's title, a plan's or product's name. */
  title: string;
  /** Searched at the second weight: a post's description, a plan's description, product and price words. */
  summary: string;
  /** Searched at the third weight: a FAQ's answer, a post's body, a plan's feature lines. */
  body: string;
  /** What the answer quotes (plain text). */
  quote: string;
  /** The post's address, or null: FAQs and plans are cited on the page that shows them. */
  slug: string | null;
};

const PERIOD_KEY = { month: 'blocks.perMonth', year: 'blocks.perYear', one_time: 'blocks.oneTime' } as const;

export async function loadSources(db: DbOrTx, where: { organizationId: string; locale: Locale; now?: Date }): Promise<{ sources: Source[]; pricingPath: string | null }> {
  const { organizationId, locale } = where;
  const [faqRows, postRows, pricingPath] = await Promise.all([
    db
      .select()
      .from(faqs)
      .where(and(eq(faqs.organizationId, organizationId), eq(faqs.isDisplayed, true)))
      .orderBy(asc(faqs.order), asc(faqs.createdAt)),
    db
      .select()
      .from(posts)
      .where(and(eq(posts.organizationId, organizationId), eq(posts.displayThisPost, true)))
      .orderBy(asc(posts.createdAt)),
    findPricingPath(db, { organizationId }),
  ]);
  const sources: Source[] = [];
  for (const faq of faqRows) {
    const answer = toPlainText(translate(faq.answer, faq.answerTranslation, locale));
    sources.push({ kind: 'faq', id: faq.id, title: translate(faq.question, faq.questionTranslation, locale), summary: '', body: answer, quote: answer, slug: null });
  }
  for (const post of postRows) {
    const description = toPlainText(translate(post.description, post.descriptionTranslation, locale));
    const body = toPlainText(translate(post.content, post.contentTranslation, locale));
    sources.push({ kind: 'post', id: post.id, title: translate(post.title, post.titleTranslation, locale), summary: description, body, quote: description || body, slug: post.slug });
  }
  if (pricingPath) sources.push(...(await commerceSources(db, organizationId, locale, where.now ?? new Date())));
  return { sources, pricingPath };
}

/** Plans with their price as the site shows it today (promotion included), and the products they belong to. */
async function commerceSources(db: DbOrTx, organizationId: string, locale: Locale, now: Date): Promise<Source[]> {
  const [planRows, productRows] = await Promise.all([
    db
      .select()
      .from(pricingPlans)
      .where(and(eq(pricingPlans.organizationId, organizationId), eq(pricingPlans.isDisplayed, true)))
      .orderBy(asc(pricingPlans.order)),
    db
      .select()
      .from(products)
      .where(and(eq(products.organizationId, organizationId), eq(products.isDisplayed, true)))
      .orderBy(asc(products.order)),
  ]);
  const t = getTranslator(locale);
  // The words visitors use to ask for a price ("cost", "how much"), so a price question finds a plan.
  const priceWords = t('assistant.priceWords');
  const productName = new Map(productRows.map((p) => [p.id, translate(p.name, p.nameTranslation, locale)]));
  const priceLine = (plan: (typeof planRows)[number]) => {
    const period = t(PERIOD_KEY[plan.recurringInterval as keyof typeof PERIOD_KEY] ?? 'blocks.perMonth');
    const price = formatPrice(planPricing(plan, now).current, plan.currency, locale, plan.currencySymbol);
    return t('assistant.planPrice', { plan: translate(plan.name, plan.nameTranslation, locale), price, period });
  };
  const sources: Source[] = planRows.map((plan) => {
    const description = toPlainText(translate(plan.description, plan.descriptionTranslation, locale));
    const product = plan.productId ? (productName.get(plan.productId) ?? '') : '';
    const featureLines = plan.features.filter((f) => f.included !== false).map((f) => translate(f.text, f.text_translation, locale));
    return {
      kind: 'plan',
      id: plan.id,
      title: translate(plan.name, plan.nameTranslation, locale),
      summary: [product, description, priceWords].filter(Boolean).join('. '),
      body: featureLines.join('. '),
      quote: [priceLine(plan), description].filter(Boolean).join(' '),
      slug: null,
    };
  });
  for (const product of productRows) {
    const description = toPlainText(translate(product.description, product.descriptionTranslation, locale));
    const prices = planRows.filter((plan) => plan.productId === product.id).map(priceLine);
    sources.push({
      kind: 'product',
      id: product.id,
      title: translate(product.name, product.nameTranslation, locale),
      summary: [description, prices.length ? priceWords : ''].filter(Boolean).join('. '),
      body: '',
      quote: [description, ...prices].filter(Boolean).join(' '),
      slug: null,
    });
  }
  return sources;
}
