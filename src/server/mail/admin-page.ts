import 'server-only';
// What the outbox pages start with: the site, the signed-in administrator (guests are sent to the
// login page with a way back; anyone else gets the site's 403 page), the labels in the page's language
// and the site's accent. Reading the session makes these pages dynamic: never a shared copy.
import { headers } from 'next/headers';
import { forbidden, notFound, redirect } from 'next/navigation';
import { getAuth } from '@/server/auth/auth';
import { getDb } from '@/server/db/client';
import { getRole } from '@/server/people/accounts';
import { getSiteContext, type SiteContext, type SiteParams } from '@/server/site/context';
import { getSiteChrome } from '@/server/site/queries';
import { accentClasses, type Accent } from '@/features/posts/accent';
import { areaLabels } from '@/lib/i18n/messages';
import { localizePath } from '@/lib/i18n/locales';
import type { mailLabels } from '@/i18n/mail';
import { isDeliveryConfigured } from './transport';

export type MailLabels = (typeof mailLabels)['en'];

export type OutboxPage = {
  site: SiteContext;
  labels: MailLabels;
  accent: Accent;
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
  const db = await getDb();
  const session = await (await getAuth()).api.getSession({ headers: await headers() }).catch(() => null);
  if (!session) redirect(`${href('/login')}?redirectTo=${encodeURIComponent(href(path))}`);
  const [role, chrome] = await Promise.all([
    getRole(db, { organizationId: site.tenant.id, userId: session.user.id }),
    getSiteChrome(db, { organizationId: site.tenant.id }),
  ]);
  if (role !== 'admin') forbidden();
  return {
    site,
    labels: areaLabels('mail', site.locale),
    accent: accentClasses(chrome.settings),
    siteName: chrome.settings?.site || site.tenant.name,
    deliveryConfigured: isDeliveryConfigured(),
    href,
  };
}

export function formatDateTime(value: Date | null, locale: string): string {
  if (!value) return '';
  return new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(value);
}
