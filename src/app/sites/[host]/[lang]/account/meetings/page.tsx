// /account/meetings: the person's bookings are listed on the account's overview (its Bookings card);
// this address, which the breadcrumbs of a booking's page name, leads there.
import { redirect } from 'next/navigation';
import { getSiteContext, type SiteParams } from '@/server/site/context';
import { localizePath } from '@/lib/i18n/locales';

export default async function MeetingsListPage({ params }: { params: SiteParams }) {
  const { host, lang } = await params;
  const site = await getSiteContext(host, lang);
  redirect(site ? `${localizePath('/account', site.locale, site.tenant.defaultLocale)}#bookings` : '/account');
}
