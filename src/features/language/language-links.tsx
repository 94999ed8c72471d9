'use client';
// The page in each of the site's languages as a row of links (footer and mobile menu).
import { NATIVE_NAMES, type Locale } from '@/lib/i18n/locales';
import { storeLocaleChoice } from './locale-choice';
import { keepQueryOnSwitch } from './switch-href';
import { announceLanguageSwitch } from './switch-event';
import { useLocaleHref } from './use-locale-href';

type Props = {
  locales: Locale[];
  locale: Locale;
  defaultLocale: Locale;
  label: string;
  defaultLabel: string;
  tone?: { heading: string; link: string; current: string };
  /** A group inside another navigation (the phone menu) instead of a landmark of its own. */
  inMenu?: boolean;
};

const LIGHT = { heading: 'text-gray-900', link: 'text-gray-700 hover:text-gray-900', current: 'font-semibold text-gray-900 underline' };

export function LanguageLinks({ locales, locale, defaultLocale, label, defaultLabel, tone = LIGHT, inMenu = false }: Props) {
  const hrefFor = useLocaleHref(defaultLocale);
  const Wrapper = inMenu ? 'div' : 'nav';
  return (
    <Wrapper aria-label={label} role={inMenu ? 'group' : undefined}>
      <p className={`text-sm font-semibold ${tone.heading}`}>{label}</p>
      <ul className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-sm">
        {locales.map((code) => (
          <li key={code}>
            <a
              href={hrefFor(code)}
              hrefLang={code}
              lang={code}
              aria-current={code === locale ? 'true' : undefined}
              title={code === defaultLocale ? defaultLabel : undefined}
              onClick={(event) => {
                storeLocaleChoice(code);
                keepQueryOnSwitch(event.currentTarget, hrefFor(code));
                if (code !== locale) announceLanguageSwitch(code);
              }}
              className={`inline-block py-1 ${code === locale ? tone.current : tone.link}`}
            >
              {NATIVE_NAMES[code]}
            </a>
          </li>
        ))}
      </ul>
    </Wrapper>
  );
}
