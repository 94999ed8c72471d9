import 'server-only';
// What the outbox pages start with: the site, the signed-in administrator (guests are sent to the
// login page with a way back; anyone else gets the site's 403 page), the labels in the page's language
// and the site's accent. Reading the session makes these pages dynamic: never a shared copy.
import { forbidden, notFound, redirect } from 'next/navigation';
import { getDb } from '@/server/db/client';
import { requirePageAccess } from '@/server/account/session';
import { can } from '@/lib/permissions';
import { getSiteContext, type SiteContext, type SiteParams } from '@/server/site/context';
import { getSiteChrome } from '@/server/site/queries';
import { accentClasses, accentFromSettings, type AccentClasses } from '@/lib/accent';
import { getFormatter } from '@/lib/i18n/format';
import type { AreaLabels } from '@/lib/i18n/island-labels';
import { areaLabels, getTranslator, type Translator } from '@/lib/i18n/messages';
import { localizePath } from '@/lib/i18n/locales';
import { isDeliveryConfigured } from './transport';

export type MailLabels = AreaLabels<'mail'>;

export type OutboxPage = {
  site: SiteContext;
  labels: MailLabels;
  /** For the messages that take values (the site's name, a subject). */
  t: Translator;
  accent: AccentClasses;
  siteName: string;
  deliveryConfigured: boolean;
  href: (path: string) => string;
};

/** `path` is the page's address without the locale prefix. */
export async function loadOutboxPage(params: SiteParams, path: string): Promise<OutboxPage> {
  const { host, lang } = await params;
  const site = await getSiteContext(host, lang);
  if (!site) notFound();
  if (site.misplacedPrefix) redirect(path);
  const href = (target: string) => localizePath(target, site.locale, site.tenant.defaultLocale);
  // The account area's gate: guests go to login with a way back, anyone without mail.manage gets the 403 page.
  const [access, chrome] = await Promise.all([
    requirePageAccess(site, can('mail.manage'), href(path)),
    getSiteChrome(await getDb(), { organizationId: site.tenant.id }),
  ]);
  if (!access.member) forbidden();
  return {
    site,
    labels: areaLabels('mail', site.locale),
    t: getTranslator(site.locale),
    accent: accentClasses(accentFromSettings(chrome.settings)),
    siteName: chrome.settings?.site || site.tenant.name,
    deliveryConfigured: isDeliveryConfigured(),
    href,
  };
}

export function formatDateTime(value: Date | null, locale: string): string {
  if (!value) return '';
  return getFormatter(locale).dateTime(value, { dateStyle: 'medium', timeStyle: 'short' });
}
