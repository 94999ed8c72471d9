// The header's sign-in and registration modals and the return-address recorder, mounted once per
// page by the site layout. Everything here is the same for every visitor of a site (labels in the
// page's language, the site's accent colour, which the layout hands over); who is signed in is only
// known in the browser.
import { areaLabels } from '@/lib/i18n/messages';
import type { Locale } from '@/lib/i18n/locales';
import { AuthModalsMount as AuthModalsMountComponent } from './auth-modals-mount';
import { AUTH_TEMPLATES } from '@/lib/auth/label-templates';
import { island } from '@/islands/island';

const AuthModalsMount = island('auth-modals', AuthModalsMountComponent);

export function AuthOverlays({ locale, defaultLocale, accentColor }: { locale: Locale; defaultLocale: Locale; accentColor: string }) {
  return <AuthModalsMount labels={areaLabels('auth', locale, AUTH_TEMPLATES)} locale={locale} defaultLocale={defaultLocale} accentColor={accentColor} />;
}
