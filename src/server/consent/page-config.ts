import 'server-only';
// The consent island's props for a public page: the site's id, the policy revision the page shows
// (the browser compares its stored decision with it: decision 037), the labels in the page's
// language and how each kind of embed is gated (decision 038). The same for every visitor.
import type { DbOrTx } from '@/server/db/client';
import type { Tenant } from '@/server/tenancy/resolve';
import type { ConsentConfig, ConsentLabels, EmbedGate, EmbedProvider } from '@/lib/consent-config';
import { isEssentialCategory } from '@/lib/consent-rules';
import { getTranslator, type Translator } from '@/lib/i18n/messages';
import { localizePath, translate, type Locale } from '@/lib/i18n/locales';
import { consentCatalogue, type ConsentCatalogue } from './catalogue';

const LABEL_KEYS = [
  'noticeLabel', 'noticeTitle', 'acceptAll', 'rejectAll', 'settings', 'saving', 'dialogTitle', 'dialogIntro', 'moveDialog', 'moveHint',
  'close', 'reload', 'loading', 'tabCategories', 'tabServices', 'alwaysOn', 'noServices', 'saveSettings', 'privacyPolicy', 'cookiePolicy',
  'errorTitle', 'errorCategories', 'errorTimeout', 'errorSaveConsent', 'errorSaveSettings', 'errorOrganization', 'embedSettings',
  'storageHeading', 'storageLifetime', 'storageWhyEssential', 'storageStaffOnly',
] as const satisfies readonly Exclude<keyof ConsentLabels, 'noticeBody'>[];

/** How embeds of each provider appear in a catalogue: the service's name is the provider's. */
const PROVIDER_NAMES: Record<EmbedProvider, string> = { youtube: 'YouTube', vimeo: 'Vimeo' };

/** The active service named after the provider (any case), with its category: what gates its embeds. */
export function embedService(catalogue: ConsentCatalogue, provider: EmbedProvider) {
  const name = PROVIDER_NAMES[provider].toLowerCase();
  const service = catalogue.services.find((s) => s.active && s.name.trim().toLowerCase() === name);
  const category = service && catalogue.categories.find((c) => c.id === service.categoryId);
  if (!service || !category) return null;
  const categoryServices = catalogue.services.filter((s) => s.active && s.categoryId === category.id).map((s) => s.id);
  return { service, category, categoryServices };
}

function embedGate(catalogue: ConsentCatalogue, provider: EmbedProvider, t: Translator, locale: Locale): EmbedGate {
  const found = embedService(catalogue, provider);
  const provided = PROVIDER_NAMES[provider];
  if (!found) {
    // Nothing in the catalogue to consent to: each video asks on its own, and nothing is recorded.
    return { serviceId: null, categoryServices: [], essential: false, heading: t('consent.embedHeading', { service: provided }), body: t('consent.embedBodyOnce', { service: provided }), accept: t('consent.embedLoadOnce') };
  }
  const service = translate(found.service.name, found.service.nameTranslation, locale);
  const category = translate(found.category.name, found.category.nameTranslation, locale);
  return {
    serviceId: found.service.id,
    categoryServices: found.categoryServices,
    essential: isEssentialCategory(found.category),
    heading: t('consent.embedHeading', { service }),
    body: t('consent.embedBody', { service, category }),
    accept: t('consent.embedAccept', { category }),
  };
}

export async function consentPageConfig(db: DbOrTx, { tenant, locale, siteName }: { tenant: Tenant; locale: Locale; siteName: string }): Promise<ConsentConfig> {
  const catalogue = await consentCatalogue(db, { organizationId: tenant.id });
  const t = getTranslator(locale);
  const labels = Object.fromEntries(LABEL_KEYS.map((key) => [key, t(`consent.${key}`)])) as Omit<ConsentLabels, 'noticeBody'>;
  return {
    organizationId: tenant.id,
    revision: catalogue.revision,
    locale,
    privacyPolicyHref: localizePath('/privacy-policy', locale, tenant.defaultLocale),
    cookiePolicyHref: localizePath('/cookie-policy', locale, tenant.defaultLocale),
    labels: { ...labels, noticeBody: t('consent.noticeBody', { site: siteName }) },
    embeds: { youtube: embedGate(catalogue, 'youtube', t, locale), vimeo: embedGate(catalogue, 'vimeo', t, locale) },
  };
}
