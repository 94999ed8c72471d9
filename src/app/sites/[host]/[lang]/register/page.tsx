// /register (and /{lang}/register): the registration page. The same HTML for everyone; the form is
// an island.
import type { Metadata } from 'next';
import { getSiteContext, type SiteParams } from '@/server/site/context';
import { sharedPage } from '@/server/site/seo';
import { AuthPage } from '@/features/auth/auth-page';
import { authMetadata, loadAuthPage } from '@/server/auth/auth-page';
import { RegisterForm as RegisterFormComponent } from '@/features/auth/register-form';
import { island } from '@/islands/island';

const RegisterForm = island('register-form', RegisterFormComponent);

export async function generateMetadata({ params }: { params: SiteParams }): Promise<Metadata> {
  const { labels } = await loadAuthPage(params);
  const { host, lang } = await params;
  // The form is an island that reads the query (return address, reset token) in the browser, so
  // this HTML is the same for everyone and may be shared.
  const site = await getSiteContext(host, lang);
  return { ...authMetadata(labels.registerTitle), ...(site ? sharedPage(site) : {}) };
}

export default async function RegisterPage({ params }: { params: SiteParams }) {
  const { labels, locale, defaultLocale, accentColor } = await loadAuthPage(params);
  return (
    <AuthPage accentColor={accentColor} title={labels.registerTitle} subtitle={labels.registerSubtitle}>
      <RegisterForm labels={labels} locale={locale} defaultLocale={defaultLocale} />
    </AuthPage>
  );
}
