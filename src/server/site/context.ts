import 'server-only';
// The organisation and language of a public page, from the route parameters the proxy wrote.
import { cache } from 'react';
import { resolveOrganizationByHost, type Tenant } from '@/server/tenancy/resolve';
import { DEFAULT_LANG_SEGMENT, isLocale, type Locale } from '@/lib/i18n/locales';

export type SiteContext = {
  tenant: Tenant;
  host: string;
  /** The language the page is shown in. */
  locale: Locale;
  /** The prefix the visitor's URL carries, null for the default language. */
  prefix: Locale | null;
  /** True when the prefix must be dropped or replaced: the default language, or one the site does not offer. */
  misplacedPrefix: boolean;
};

export const getSiteContext = cache(async (hostParam: string, langParam: string): Promise<SiteContext | null> => {
  const host = decodeURIComponent(hostParam);
  const tenant = await resolveOrganizationByHost(host);
  if (!tenant) return null;
  const prefix = langParam !== DEFAULT_LANG_SEGMENT && isLocale(langParam) ? langParam : null;
  const offered = prefix !== null && prefix !== tenant.defaultLocale && tenant.locales.includes(prefix);
  return {
    tenant,
    host,
    locale: offered && prefix ? prefix : tenant.defaultLocale,
    prefix: offered ? prefix : null,
    misplacedPrefix: prefix !== null && !offered,
  };
});

export type SiteParams = Promise<{ host: string; lang: string }>;
