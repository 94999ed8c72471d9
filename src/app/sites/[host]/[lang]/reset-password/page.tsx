// /reset-password (and /{lang}/reset-password): asks for a reset link, or, opened from that link
// with ?token=…, sets the new password. The same HTML for everyone; the token is read in the browser.
import type { Metadata } from 'next';
import type { SiteParams } from '@/server/site/context';
import { AuthPage } from '@/features/auth/auth-page';
import { authMetadata, loadAuthPage } from '@/features/auth/load-auth-page';
import { ResetPasswordView } from '@/features/auth/reset-password-view';

export async function generateMetadata({ params }: { params: SiteParams }): Promise<Metadata> {
  return authMetadata((await loadAuthPage(params)).labels.resetTitle);
}

export default async function ResetPasswordPage({ params }: { params: SiteParams }) {
  const { labels, locale, defaultLocale, accentColor } = await loadAuthPage(params);
  return (
    <AuthPage accentColor={accentColor}>
      <ResetPasswordView labels={labels} locale={locale} defaultLocale={defaultLocale} />
    </AuthPage>
  );
}
