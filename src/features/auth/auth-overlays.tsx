// The login and register modals of the header, mounted once per page by the site layout.
// (Filled in by the visitor-accounts work.)
import type { Locale } from '@/lib/i18n/locales';

export function AuthOverlays(_props: { locale: Locale; defaultLocale: Locale }) {
  return null;
}
