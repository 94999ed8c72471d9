// /register (and /{lang}/register): the registration page. The same HTML for everyone; the form is
// an island.
import type { Metadata } from 'next';
import type { SiteParams } from '@/server/site/context';
import { AuthPage } from '@/features/auth/auth-page';
import { authMetadata, loadAuthPage } from '@/features/auth/load-auth-page';
import { RegisterForm } from '@/features/auth/register-form';

export async function generateMetadata({ params }: { params: SiteParams }): Promise<Metadata> {
  return authMetadata((await loadAuthPage(params)).labels.registerTitle);
}

export default async function RegisterPage({ params }: { params: SiteParams }) {
  const { labels, locale, defaultLocale, accentColor } = await loadAuthPage(params);
  return (
    <AuthPage accentColor={accentColor} title={labels.registerTitle} subtitle={labels.registerSubtitle}>
      <RegisterForm labels={labels} locale={locale} defaultLocale={defaultLocale} />
    </AuthPage>
  );
}
