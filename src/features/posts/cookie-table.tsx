// The cookie policy's list of categories and the services in each, from the organisation's own
// cookie settings (the same ones the consent dialog offers).
import type { Locale } from '@/lib/i18n/locales';
import { translate } from '@/lib/i18n/locales';
import type { Translator } from '@/lib/i18n/messages';
import type { CookieCategoryWithServices } from '@/server/content/cookies';
import { isEssentialCategory } from '@/lib/consent-rules';

type Props = { categories: CookieCategoryWithServices[]; locale: Locale; t: Translator };

export function CookieTable({ categories, locale, t }: Props) {
  if (categories.length === 0) return null;
  return (
    <section aria-labelledby="cookie-services" className="mt-14">
      <h2 id="cookie-services" className="text-2xl font-bold tracking-tight text-gray-900">
        {t('content.cookieTableTitle')}
      </h2>
      <p className="mt-3 text-gray-600">{t('content.cookieTableIntro')}</p>
      <div className="mt-8 space-y-8">
        {categories.map((category) => (
          <div key={category.id} className="overflow-hidden rounded-2xl border border-gray-200">
            <div className="bg-gray-50 px-5 py-4">
              <h3 className="flex flex-wrap items-center gap-3 text-lg font-semibold text-gray-900">
                {translate(category.name, category.nameTranslation, locale)}
                {isEssentialCategory(category) && (
                  <span className="rounded-full bg-gray-900 px-2.5 py-0.5 text-xs font-medium text-white">{t('content.alwaysActive')}</span>
                )}
              </h3>
              {category.description && <p className="mt-1 text-sm leading-6 text-gray-600">{translate(category.description, category.descriptionTranslation, locale)}</p>}
            </div>
            {category.services.length === 0 ? (
              <p className="px-5 py-4 text-sm text-gray-500">{t('content.noServices')}</p>
            ) : (
              <div className="overflow-x-auto">
                <table className="w-full text-left text-sm">
                  <caption className="sr-only">{translate(category.name, category.nameTranslation, locale)}</caption>
                  <thead>
                    <tr className="border-b border-gray-200 text-gray-900">
                      <th scope="col" className="w-1/3 px-5 py-3 font-semibold">{t('content.serviceColumn')}</th>
                      <th scope="col" className="px-5 py-3 font-semibold">{t('content.purposeColumn')}</th>
                    </tr>
                  </thead>
                  <tbody className="divide-y divide-gray-100">
                    {category.services.map((service) => (
                      <tr key={service.id}>
                        <th scope="row" className="px-5 py-3 font-medium text-gray-900">{translate(service.name, service.nameTranslation, locale)}</th>
                        <td className="px-5 py-3 text-gray-600">{translate(service.description, service.descriptionTranslation, locale)}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            )}
          </div>
        ))}
      </div>
    </section>
  );
}
