import 'server-only';
// What the help widget reads when it first opens (GET /api/help/widget): the assistant's switch and
// greeting, whether a person is around, the FAQs, the features and the help-centre articles, all in
// the visitor's language. The content part is the same for every visitor and cached per
// organisation and language until the next write; staff availability is read apart (15 s cache).
import { and, asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '@/server/db/client';
import { features } from '@/server/db/schema';
import { memo } from '@/server/cache/memo';
import { listDisplayedFaqs } from '@/server/commerce/queries';
import { listHelpCenter } from '@/server/content/posts';
import { getSiteChrome } from '@/server/site/queries';
import { isStaffAvailable } from '@/server/support/availability';
import type { Tenant } from '@/server/tenancy/resolve';
import type { HelpWidgetResponse, StaffAvailability } from '@/schemas/help-widget';
import { getTranslator } from '@/lib/i18n/messages';
import { localizePath, translate, type Locale } from '@/lib/i18n/locales';
import { sanitizeRichText, toPlainText } from '@/lib/sanitize';
import { readAssistantSettings } from './settings';

const TTL_MS = 60_000;

/** "Available" and the reply time the visitor can expect, in their language. */
export async function staffAvailability(db: DbOrTx, organizationId: string, locale: Locale): Promise<StaffAvailability> {
  const available = await isStaffAvailable(db, organizationId);
  const t = getTranslator(locale);
  return { available, expected_reply: t(available ? 'assistant.replySoon' : 'assistant.replyLater') };
}

/** The greeting in the visitor's language: the admin's words, else the product's own. */
export function greetingFor(settings: { greeting: string; greetingTranslation: Partial<Record<string, string>> }, locale: Locale, siteName: string): string {
  const own = translate(settings.greeting, settings.greetingTranslation, locale).trim();
  return own || getTranslator(locale)('assistant.defaultGreeting', { site: siteName });
}

type WidgetContent = Omit<HelpWidgetResponse, 'staff'>;

function widgetContent(db: DbOrTx, tenant: Tenant, locale: Locale): Promise<WidgetContent> {
  const organizationId = tenant.id;
  return memo(organizationId, `help-widget:${locale}`, TTL_MS, async () => {
    const [settings, faqRows, featureRows, groups, chrome] = await Promise.all([
      readAssistantSettings(db, organizationId),
      listDisplayedFaqs(db, { organizationId }),
      db
        .select({ id: features.id, name: features.name, nameTranslation: features.nameTranslation, description: features.description, descriptionTranslation: features.descriptionTranslation, iconName: features.iconName })
        .from(features)
        .where(and(eq(features.organizationId, organizationId), eq(features.isDisplayed, true)))
        .orderBy(asc(features.order), asc(features.createdAt)),
      listHelpCenter(db, { organizationId }),
      getSiteChrome(db, { organizationId }),
    ]);
    const siteName = chrome.settings?.site || tenant.name;
    return {
      assistant: { enabled: settings.enabled, greeting: greetingFor(settings, locale, siteName) },
      faq: faqRows.map((faq) => ({
        id: faq.id,
        question: translate(faq.question, faq.questionTranslation, locale),
        answer: sanitizeRichText(translate(faq.answer, faq.answerTranslation, locale)),
      })),
      features: featureRows.map((feature) => ({
        id: feature.id,
        name: translate(feature.name, feature.nameTranslation, locale),
        description: translate(feature.description, feature.descriptionTranslation, locale),
        icon_name: feature.iconName,
      })),
      articles: groups.flatMap((group) =>
        group.posts.map((post) => ({
          id: post.id,
          title: translate(post.title, post.titleTranslation, locale),
          excerpt: toPlainText(translate(post.description, post.descriptionTranslation, locale)),
          href: localizePath(`/${post.slug}`, locale, tenant.defaultLocale),
        })),
      ),
    };
  });
}

export async function helpWidget(db: DbOrTx, tenant: Tenant, locale: Locale): Promise<HelpWidgetResponse> {
  const [content, staff] = await Promise.all([widgetContent(db, tenant, locale), staffAvailability(db, tenant.id, locale)]);
  return { assistant: content.assistant, staff, faq: content.faq, features: content.features, articles: content.articles };
}
