import 'server-only';
// What every account and admin page starts with: the site, the signed-in member (guests are sent
// to login, people without the page's permission get the 403 page), the labels in the page's language, the organisation's accent and localised links.
import { forbidden, notFound, redirect } from 'next/navigation';
import { getDb } from '@/server/db/client';
import { getSiteContext, type SiteContext, type SiteParams } from '@/server/site/context';
import { getSiteChrome } from '@/server/site/queries';
import { accentClasses, accentFromSettings, type AccentClasses } from '@/lib/accent';
import { areaLabels, getTranslator, type Translator } from '@/lib/i18n/messages';
import { localizePath } from '@/lib/i18n/locales';
import { requirePageAccess, type Member, type PageAccess } from './session';

/** Whatever the i18n module hands an area's pages (the features' AccountLabels names the same set). */
type AccountLabels = ReturnType<typeof areaLabels<'account'>>;

export type AccountPage = {
  member: Member;
  site: SiteContext;
  labels: AccountLabels;
  /** For the messages that take values (the site's name, a date). */
  t: Translator;
  accent: AccentClasses;
  siteName: string;
  href: (path: string) => string;
};

/** `path` is the page's address without the locale prefix, used when the prefix must be dropped. */
export async function loadAccountPage(params: SiteParams, path: string, needs: PageAccess = 'member'): Promise<AccountPage> {
  const { host, lang } = await params;
  const site = await getSiteContext(host, lang);
  if (!site) notFound();
  if (site.misplacedPrefix) redirect(path);
  const [access, chrome] = await Promise.all([
    requirePageAccess(site, needs),
    getSiteChrome(await getDb(), { organizationId: site.tenant.id }),
  ]);
  // A signed-in person without the role (or without a profile here) gets the site's 403 page,
  // with the 403 status: see forbidden.tsx next to the site's layout.
  if (!access.member) forbidden();
  return {
    member: access.member,
    site,
    labels: areaLabels('account', site.locale),
    t: getTranslator(site.locale),
    accent: accentClasses(accentFromSettings(chrome.settings)),
    siteName: chrome.settings?.site || site.tenant.name,
    href: (target: string) => localizePath(target, site.locale, site.tenant.defaultLocale),
  };
}
