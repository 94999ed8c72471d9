// /account/join: "Continue as ada@example.com on Brightstack?" A signed-in person whose account has
// no profile on this site yet chooses how the site will know them, then goes on to `redirectTo`
// (docs/decisions/020). Guests are sent to sign in; members go straight on. Personal: never cached.
import type { Metadata } from 'next';
import { headers } from 'next/headers';
import { notFound, redirect } from 'next/navigation';
import { readSession } from '@/server/auth/auth';
import { getDb } from '@/server/db/client';
import { getProfile } from '@/server/account/queries';
import { loginRedirectPath } from '@/server/account/session';
import { getSiteContext, type SiteParams } from '@/server/site/context';
import { getSiteChrome } from '@/server/site/queries';
import { AuthPage } from '@/features/auth/auth-page';
import { JoinSitePanel } from '@/features/auth/join-site';
import { authMetadata } from '@/server/auth/auth-page';
import { siteAccentColor } from '@/server/site/accent';
import { REDIRECT_PARAM, usableTarget } from '@/lib/auth/redirect';
import { areaLabels } from '@/lib/i18n/messages';
import { AUTH_TEMPLATES } from '@/lib/auth/label-templates';
import { localizePath } from '@/lib/i18n/locales';
import { suggestUsername } from '@/schemas/auth';

type Props = { params: SiteParams; searchParams: Promise<Record<string, string | string[] | undefined>> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { host, lang } = await params;
  const site = await getSiteContext(host, lang);
  return authMetadata(site ? areaLabels('auth', site.locale).joinButton : 'Join');
}

export default async function JoinPage({ params, searchParams }: Props) {
  const { host, lang } = await params;
  const site = await getSiteContext(host, lang);
  if (!site) notFound();
  const href = (path: string) => localizePath(path, site.locale, site.tenant.defaultLocale);
  if (site.misplacedPrefix) redirect('/account/join');
  const asked = (await searchParams)[REDIRECT_PARAM];
  const target = usableTarget(typeof asked === 'string' ? asked : null) ?? href('/account');

  const session = await readSession(await headers()).catch(() => null);
  if (!session) redirect(loginRedirectPath(site, target));
  const db = await getDb();
  if (await getProfile(db, { organizationId: site.tenant.id, userId: session.user.id })) redirect(target);

  const chrome = await getSiteChrome(db, { organizationId: site.tenant.id });
  return (
    <AuthPage accentColor={await siteAccentColor(site.tenant.id)}>
      <JoinSitePanel
        labels={areaLabels('auth', site.locale, AUTH_TEMPLATES)}
        siteName={chrome.settings?.site || site.tenant.name}
        email={session.user.email}
        suggestedUsername={suggestUsername(session.user.name, session.user.email.split('@')[0])}
        headingLevel="h1"
        loginPath={loginRedirectPath(site, target)}
      />
    </AuthPage>
  );
}
