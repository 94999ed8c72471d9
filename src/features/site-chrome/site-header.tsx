// The site header: logo, the organisation's menu (dropdowns open on hover and keyboard focus), and
// a menu button on small screens. Server-rendered; the full interactive header is a later island.
import Link from 'next/link';
import type { Translator } from '@/lib/i18n/messages';
import type { NavItem } from './menu';

type Props = { siteName: string; logo: string | null; homeHref: string; items: NavItem[]; t: Translator };

function Logo({ siteName, logo, homeHref, t }: Omit<Props, 'items'>) {
  return (
    <Link href={homeHref} className="flex items-center gap-2 font-semibold text-gray-900" aria-label={siteName}>
      {logo ? (
        // eslint-disable-next-line @next/next/no-img-element -- logos are stored URLs of any host
        <img src={logo} alt="" width={160} height={40} className="h-10 w-auto" />
      ) : (
        <span className="sr-only">{t('nav.noLogo')}</span>
      )}
      <span className={logo ? 'sr-only' : 'text-lg'}>{siteName}</span>
    </Link>
  );
}

export function SiteHeader({ siteName, logo, homeHref, items, t }: Props) {
  return (
    <header className="sticky top-0 z-40 h-16 border-b border-gray-200 bg-white/95 backdrop-blur">
      <a href="#main" className="sr-only focus:not-sr-only focus:absolute focus:left-4 focus:top-4 focus:rounded focus:bg-white focus:px-3 focus:py-2">
        {t('nav.skipToContent')}
      </a>
      <div className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-6 px-4 sm:px-6">
        <Logo siteName={siteName} logo={logo} homeHref={homeHref} t={t} />
        <nav aria-label={t('nav.mainNavigation')} className="hidden md:block">
          {items.length === 0 ? (
            <p className="text-sm text-gray-500">{t('nav.noMenuItems')}</p>
          ) : (
            <ul className="flex items-center gap-1">
              {items.map((item) => (
                <li key={item.id} className="group relative">
                  <Link href={item.href} className="rounded-md px-3 py-2 text-sm font-medium text-gray-700 hover:text-gray-900 focus-visible:outline-2">
                    {item.label}
                  </Link>
                  {item.children.length > 0 && (
                    <ul className="invisible absolute left-0 top-full z-50 mt-1 min-w-56 rounded-lg border border-gray-200 bg-white p-2 opacity-0 shadow-lg transition group-focus-within:visible group-focus-within:opacity-100 group-hover:visible group-hover:opacity-100">
                      {item.children.map((child) => (
                        <li key={child.id}>
                          <Link href={child.href} className="block rounded-md px-3 py-2 hover:bg-gray-50">
                            <span className="block text-sm font-medium text-gray-900">{child.label}</span>
                            {child.description && <span className="block text-xs text-gray-600">{child.description}</span>}
                          </Link>
                        </li>
                      ))}
                    </ul>
                  )}
                </li>
              ))}
            </ul>
          )}
        </nav>
        <details className="relative md:hidden">
          <summary className="cursor-pointer list-none rounded-md border border-gray-300 px-3 py-1.5 text-sm font-medium text-gray-800">
            {t('nav.menu')}
          </summary>
          <nav aria-label={t('nav.mainNavigation')} className="absolute right-0 top-full mt-2 w-72 rounded-lg border border-gray-200 bg-white p-2 shadow-lg">
            {items.length === 0 ? (
              <p className="p-2 text-sm text-gray-500">{t('nav.noMenuItems')}</p>
            ) : (
              <ul>
                {items.map((item) => (
                  <li key={item.id}>
                    <Link href={item.href} className="block rounded-md px-3 py-2 text-sm font-medium text-gray-800 hover:bg-gray-50">
                      {item.label}
                    </Link>
                    {item.children.map((child) => (
                      <Link key={child.id} href={child.href} className="block rounded-md py-1.5 pl-6 pr-3 text-sm text-gray-600 hover:bg-gray-50">
                        {child.label}
                      </Link>
                    ))}
                  </li>
                ))}
              </ul>
            )}
          </nav>
        </details>
      </div>
    </header>
  );
}
