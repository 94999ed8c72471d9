// /login (and /{lang}/login): the sign-in page. The same HTML for everyone; the form is an island.
import type { Metadata } from 'next';
import { getSiteContext, type SiteParams } from '@/server/site/context';
import { sharedPage } from '@/server/site/seo';
import { AuthPage } from '@/features/auth/auth-page';
import { authMetadata, loadAuthPage } from '@/server/auth/auth-page';
import { LoginForm as LoginFormComponent } from '@/features/auth/login-form';
import { island } from '@/islands/island';

const LoginForm = island('login-form', LoginFormComponent);

export async function generateMetadata({ params }: { params: SiteParams }): Promise<Metadata> {
  const { labels } = await loadAuthPage(params);
  const { host, lang } = await params;
  // The form is an island that reads the query (return address, reset token) in the browser, so
  // this HTML is the same for everyone and may be shared.
  const site = await getSiteContext(host, lang);
  return { ...authMetadata(labels.signInTitle), ...(site ? sharedPage(site) : {}) };
}

export default async function LoginPage({ params }: { params: SiteParams }) {
  const { labels, locale, defaultLocale, accentColor } = await loadAuthPage(params);
  return (
    <AuthPage accentColor={accentColor} title={labels.signInTitle} subtitle={labels.signInSubtitle}>
      <LoginForm labels={labels} locale={locale} defaultLocale={defaultLocale} />
    </AuthPage>
  );
}
