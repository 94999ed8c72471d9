// The tickets modal the header's Contact entry opens, mounted once per page by the site layout.
// (Filled in by the visitor-accounts work.)
import type { Locale } from '@/lib/i18n/locales';

export function TicketsOverlay(_props: { locale: Locale; defaultLocale: Locale }) {
  return null;
}
