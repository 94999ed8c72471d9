// The site footer: the organisation's footer links, the language links and the copyright line.
import Link from 'next/link';
import type { Translator } from '@/lib/i18n/messages';
import type { Locale } from '@/lib/i18n/locales';
import { LanguageLinks } from './language-links';
import type { NavItem } from './menu';

type Props = {
  siteName: string;
  description: string;
  items: NavItem[];
  locales: Locale[];
  locale: Locale;
  defaultLocale: Locale;
  withLanguageSwitch: boolean;
  t: Translator;
};

export function SiteFooter({ siteName, description, items, locales, locale, defaultLocale, withLanguageSwitch, t }: Props) {
  const year = new Date().getUTCFullYear();
  return (
    <footer className="mt-16 bg-gray-900 text-gray-400" aria-label={t('footer.label')}>
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 sm:px-6 md:grid-cols-3">
        <div>
          <p className="text-base font-semibold text-white">{siteName}</p>
          {description && <p className="mt-2 text-sm leading-6">{description}</p>}
        </div>
        <ul className="grid grid-cols-2 gap-2 text-sm">
          {items.slice(0, 8).map((item) => (
            <li key={item.id}>
              <Link href={item.href} className="hover:text-white">
                {item.label}
              </Link>
            </li>
          ))}
        </ul>
        {withLanguageSwitch && locales.length > 1 && (
          <LanguageLinks locales={locales} locale={locale} defaultLocale={defaultLocale} label={t('footer.language')} />
        )}
      </div>
      <div className="border-t border-gray-800">
        <p className="mx-auto max-w-7xl px-4 py-6 text-xs sm:px-6">{t('footer.copyright', { year, site: siteName })}</p>
      </div>
    </footer>
  );
}
