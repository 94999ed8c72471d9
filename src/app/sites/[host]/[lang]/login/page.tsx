// /login (and /{lang}/login): the sign-in page. The same HTML for everyone; the form is an island.
import type { Metadata } from 'next';
import type { SiteParams } from '@/server/site/context';
import { AuthPage } from '@/features/auth/auth-page';
import { authMetadata, loadAuthPage } from '@/features/auth/load-auth-page';
import { LoginForm } from '@/features/auth/login-form';

export async function generateMetadata({ params }: { params: SiteParams }): Promise<Metadata> {
  return authMetadata((await loadAuthPage(params)).labels.signInTitle);
}

export default async function LoginPage({ params }: { params: SiteParams }) {
  const { labels, locale, defaultLocale, accentColor } = await loadAuthPage(params);
  return (
    <AuthPage accentColor={accentColor} title={labels.signInTitle} subtitle={labels.signInSubtitle}>
      <LoginForm labels={labels} locale={locale} defaultLocale={defaultLocale} />
    </AuthPage>
  );
}
