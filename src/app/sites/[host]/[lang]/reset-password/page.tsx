// /reset-password (and /{lang}/reset-password): asks for a reset link, or, opened from that link
// with ?token=…, sets the new password. The same HTML for everyone; the token is read in the browser.
import type { Metadata } from 'next';
import { getSiteContext, type SiteParams } from '@/server/site/context';
import { sharedPage } from '@/server/site/seo';
import { AuthPage } from '@/features/auth/auth-page';
import { authMetadata, loadAuthPage } from '@/server/auth/auth-page';
import { ResetPasswordView as ResetPasswordViewComponent } from '@/features/auth/reset-password-view';
import { island } from '@/islands/island';

const ResetPasswordView = island('reset-password', ResetPasswordViewComponent);

export async function generateMetadata({ params }: { params: SiteParams }): Promise<Metadata> {
  const { labels } = await loadAuthPage(params);
  const { host, lang } = await params;
  // The form is an island that reads the query (return address, reset token) in the browser, so
  // this HTML is the same for everyone and may be shared.
  const site = await getSiteContext(host, lang);
  return { ...authMetadata(labels.resetTitle), ...(site ? sharedPage(site) : {}) };
}

export default async function ResetPasswordPage({ params }: { params: SiteParams }) {
  const { labels, locale, defaultLocale, accentColor } = await loadAuthPage(params);
  return (
    <AuthPage accentColor={accentColor}>
      <ResetPasswordView labels={labels} locale={locale} defaultLocale={defaultLocale} />
    </AuthPage>
  );
}
