// 404 inside a site: "Site not found" for a host no organisation answers on, else "Page not found"
// (marked data-not-found, which hides the breadcrumb trail to a page that does not exist).
import Link from 'next/link';
import { headers } from 'next/headers';
import { resolveOrganizationByHost } from '@/server/tenancy/resolve';
import { getTranslator } from '@/lib/i18n/messages';
import { localizePath, splitLocalePrefix } from '@/lib/i18n/locales';

export default async function NotFound() {
  const requestHeaders = await headers();
  const tenant = await resolveOrganizationByHost(requestHeaders.get('host'));
  const { prefix } = splitLocalePrefix(requestHeaders.get('x-sitewright-path') ?? '/');
  const locale = tenant && prefix && tenant.locales.includes(prefix) ? prefix : tenant?.defaultLocale ?? 'en';
  const t = getTranslator(locale);
  if (!tenant) {
    return (
      <div className="flex min-h-screen items-center justify-center px-6">
        <div className="max-w-md text-center">
          <p className="text-sm font-semibold uppercase tracking-wider text-sky-700">404</p>
          <h1 className="mt-3 text-3xl font-bold tracking-tight">{t('site.notFoundTitle')}</h1>
          <p className="mt-4 text-gray-600">{t('site.notFoundBody')}</p>
        </div>
      </div>
    );
  }
  return (
    <div data-not-found className="mx-auto max-w-xl px-6 py-24 text-center">
      <p className="text-sm font-semibold uppercase tracking-wider text-sky-700">404</p>
      <h1 className="mt-3 text-3xl font-bold tracking-tight">{t('page.notFoundTitle')}</h1>
      <p className="mt-4 text-gray-600">{t('page.notFoundBody')}</p>
      <Link href={localizePath('/', locale, tenant.defaultLocale)} className="mt-8 inline-block rounded-lg bg-sky-700 px-5 py-3 font-semibold text-white hover:bg-sky-800">
        {t('page.backHome')}
      </Link>
    </div>
  );
}
