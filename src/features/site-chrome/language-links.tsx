'use client';
// Links to the current page in each of the site's languages; rewrites only the first path segment.
import Link from 'next/link';
import { usePathname } from 'next/navigation';
import { NATIVE_NAMES, localizePath, splitLocalePrefix, type Locale } from '@/lib/i18n/locales';

type Props = { locales: Locale[]; locale: Locale; defaultLocale: Locale; label: string };

export function LanguageLinks({ locales, locale, defaultLocale, label }: Props) {
  const { rest } = splitLocalePrefix(usePathname() ?? '/');
  return (
    <nav aria-label={label}>
      <p className="text-sm font-semibold text-white">{label}</p>
      <ul className="mt-2 flex flex-wrap gap-x-3 gap-y-1 text-sm">
        {locales.map((code) => (
          <li key={code}>
            <Link
              href={localizePath(rest, code, defaultLocale)}
              hrefLang={code}
              lang={code}
              aria-current={code === locale ? 'true' : undefined}
              className={code === locale ? 'font-semibold text-white underline' : 'hover:text-white'}
            >
              {NATIVE_NAMES[code]}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
