// The assistant answers what the demo sites say, and only that (issue 19, item 9). Every demo FAQ,
// asked in every language its site offers (and in Japanese and Chinese where the FAQs are written in
// them), is answered with exactly that entry: its answer, one source, its question as the title, on
// the page that shows the FAQs. Prices come from the law firm's plans, formatted per locale; a
// question the site does not answer gets the honest "not found", never an unrelated citation.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { POST as askPost } from '@/app/api/help/assistant/route';
import { faqs, organizations, organizationSettings, pricingPlans, rateLimits } from '@/server/db/schema';
import type { AssistantAnswerResponse } from '@/schemas/help-widget';
import { localizePath, translate, type Locale } from '@/lib/i18n/locales';
import { formatPrice } from '@/lib/i18n/money';
import { planPricing } from '@/lib/plan-pricing';
import { toPlainText } from '@/lib/sanitize';
import { createTestDatabase, DATABASE_KINDS, type TestDatabase } from '../support/databases';
import { call } from './help-support';

/** The page each demo site shows its FAQs on (the law firm's is a legacy FAQ section on /about; the clinic's home page is stored as /home). */
const FAQ_PAGE: Record<string, string> = { 'harbour-law': '/about', brightstack: '/pricing', sonnenklinik: '/' };

const UNANSWERED: Partial<Record<Locale, string[]>> = {
  en: ['What is the weather like on Mars?', 'Can I bring my dog to the office?', 'Which password manager browser extension do you recommend?'],
  es: ['¿Qué tiempo hace en Marte?', '¿Cómo cocino pasta?'],
  de: ['Wie ist das Wetter auf dem Mars?', 'Verkaufen Sie Konzertkarten?'],
  fr: ['Quel temps fait-il sur Mars ?'],
  ja: ['火星の天気はどうですか？', 'コンサートのチケットを売っていますか？'],
  zh: ['火星上的天气怎么样？', '你们卖音乐会门票吗？'],
};

describe.each(DATABASE_KINDS)('the assistant on the demo sites on %s', (kind) => {
  let database: TestDatabase;
  let sites: { id: string; slug: string; defaultLocale: Locale; locales: Locale[] }[];

  const ask = async (slug: string, question: string, locale: Locale) => {
    const response = await call(askPost, 'POST', '/api/help/assistant', { host: `${slug}.localhost` }, { question, locale });
    expect(response.status, await response.clone().text()).toBe(200);
    return (await response.json()) as AssistantAnswerResponse;
  };
  const site = (slug: string) => sites.find((s) => s.slug === slug)!;

  beforeAll(async () => {
    database = await createTestDatabase(kind, { seed: 'demo' });
    const rows = await database.db
      .select({ id: organizations.id, slug: organizations.slug, defaultLocale: organizationSettings.language, locales: organizationSettings.supportedLocales })
      .from(organizations)
      .innerJoin(organizationSettings, eq(organizationSettings.organizationId, organizations.id));
    sites = rows.map((row) => ({ ...row, defaultLocale: row.defaultLocale as Locale, locales: row.locales as Locale[] }));
  });
  afterAll(() => database.dispose());
  beforeEach(async () => {
    await database.db.delete(rateLimits);
  });

  it('answers every demo FAQ, in every language it is written in, citing exactly its entry', async () => {
    let asked = 0;
    for (const { id, slug, defaultLocale, locales } of sites) {
      const entries = await database.db.select().from(faqs).where(eq(faqs.organizationId, id));
      for (const locale of [...locales, 'ja', 'zh'] as Locale[]) {
        await database.db.delete(rateLimits);
        for (const faq of entries) {
          if (!locales.includes(locale) && !faq.questionTranslation?.[locale]) continue;
          const question = translate(faq.question, faq.questionTranslation, locale);
          const answer = await ask(slug, question, locale);
          expect(answer.sources, `${slug} ${locale}: ${question}`).toEqual([{ title: question, href: localizePath(FAQ_PAGE[slug], locale, defaultLocale) }]);
          expect(answer.answer).toBe(toPlainText(translate(faq.answer, faq.answerTranslation, locale)));
          asked += 1;
        }
      }
    }
    // 7 FAQs × 3 languages at the law firm, 9 × 4 + 9 × 2 (ja, zh) at Brightstack, 3 × 3 at the clinic.
    expect(asked).toBe(84);
  }, 60_000);

  it('matches Japanese and Chinese questions put in other words', async () => {
    const cases: [Locale, string, string][] = [
      ['ja', 'パスワードを忘れました', 'パスワードをリセットするにはどうすればいいですか？'],
      ['ja', 'データはどこに保存されていますか', 'データはどこに保存されますか？'],
      ['ja', '返金は可能ですか？', '返金してもらえますか？'],
      ['zh', '怎么重置密码', '如何重置密码？'],
      ['zh', '数据存在哪里', '我的数据存储在哪里？'],
      ['zh', '能退款吗', '可以退款吗？'],
    ];
    for (const [locale, question, entry] of cases) {
      const answer = await ask('brightstack', question, locale);
      expect(answer.sources, question).toEqual([{ title: entry, href: `/${locale}/pricing` }]);
    }
  });

  it('answers a price question with the law firm’s plan, its price formatted per locale', async () => {
    const english = await ask('harbour-law', 'How much does a simple will cost?', 'en');
    expect(english.sources).toEqual([{ title: 'Simple will', href: '/pricing' }]);
    expect(english.answer).toBe('Simple will: €290 (one-time fee). One will, drafted and signed with us in two meetings.');
    const german = await ask('harbour-law', 'Was kostet ein einfaches Testament?', 'de');
    expect(german.sources).toEqual([{ title: 'Einfaches Testament', href: '/de/pricing' }]);
    expect(german.answer).toMatch(/^Einfaches Testament: 290\s€ \(einmalig\)\. /u);
    const spanish = await ask('harbour-law', '¿Cuánto cuesta un testamento sencillo?', 'es');
    expect(spanish.sources).toEqual([{ title: 'Testamento sencillo', href: '/es/pricing' }]);
    expect(spanish.answer).toContain(formatPrice(29000, 'EUR', 'es'));

    // The price the site shows today: a running promotion's, not the regular one.
    const [helpline] = await database.db.select().from(pricingPlans).where(eq(pricingPlans.name, 'Business helpline'));
    const shown = formatPrice(planPricing(helpline, new Date()).current, 'EUR', 'en');
    const business = await ask('harbour-law', 'What does the business helpline cost?', 'en');
    expect(business.sources[0]).toEqual({ title: 'Business helpline', href: '/pricing' });
    expect(business.answer).toContain(`Business helpline: ${shown} (per month).`);
    // A plan of Brightstack's, on its own site only.
    expect((await ask('brightstack', 'What does the Team plan cost?', 'en')).sources).toEqual([{ title: 'Team', href: '/pricing' }]);
    expect((await ask('brightstack', 'How much does a simple will cost?', 'en')).answered).toBe(false);
  });

  it('says honestly when the site does not answer, in every language, with no citation', async () => {
    for (const slug of ['harbour-law', 'brightstack', 'sonnenklinik']) {
      await database.db.delete(rateLimits);
      for (const [locale, questions] of Object.entries(UNANSWERED) as [Locale, string[]][]) {
        for (const question of questions) {
          const answer = await ask(slug, question, locale);
          expect(answer, `${slug} ${locale}: ${question}`).toMatchObject({ answered: false, sources: [] });
        }
      }
    }
    expect(site('sonnenklinik').defaultLocale).toBe('de');
  });
});
