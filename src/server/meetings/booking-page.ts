import 'server-only';
// What the booking page (/meetings and /meetings/{id}; issue 23 item 1, decision 079) is drawn from:
// the site of the request (without a misplaced language prefix), its bookable meeting types with
// their texts in the page's language, its accent and the links a guest is sent to before booking.
// The HTML is the same for every visitor: free times are read by the page's island.
import { notFound, redirect } from 'next/navigation';
import { getDb } from '@/server/db/client';
import { getSiteContext, type SiteContext, type SiteParams } from '@/server/site/context';
import { getSiteChrome } from '@/server/site/queries';
import { accentClasses, accentFromSettings } from '@/lib/accent';
import { loginPathFor, REDIRECT_PARAM } from '@/lib/auth/redirect';
import { areaLabels, getTranslator } from '@/lib/i18n/messages';
import { formatPrice } from '@/lib/i18n/money';
import { localizePath, translate } from '@/lib/i18n/locales';
import { BOOKING_TEMPLATES, type BookableType, type BookingPageProps } from '@/schemas/meeting-page';
import { listMeetingTypes } from './meeting-types';

export const MEETINGS_PATH = '/meetings';

/** The site of the request, sent to its address without a misplaced language prefix. */
export async function bookingSite(params: SiteParams, path: string): Promise<SiteContext> {
  const { host, lang } = await params;
  const site = await getSiteContext(host, lang);
  if (!site) notFound();
  if (site.misplacedPrefix) redirect(path);
  return site;
}

/** The page's props; a kind of meeting that is not (or no longer) offered has no page of its own. */
export async function loadBookingPage(site: SiteContext, path: string, typeId: string | null): Promise<BookingPageProps> {
  const { locale } = site;
  const defaultLocale = site.tenant.defaultLocale;
  const db = await getDb();
  const [{ meeting_types }, { settings }] = await Promise.all([listMeetingTypes(db, { organizationId: site.tenant.id }), getSiteChrome(db, { organizationId: site.tenant.id })]);
  if (typeId && !meeting_types.some((type) => type.id === typeId)) notFound();
  const t = getTranslator(locale);
  const accent = accentClasses(accentFromSettings(settings));
  const href = (to: string) => localizePath(to, locale, defaultLocale);
  const here = href(path);
  const types: BookableType[] = meeting_types.map((type) => ({
    id: type.id,
    name: translate(type.name, type.name_translation, locale),
    description: type.description === null ? null : translate(type.description, type.description_translation, locale),
    duration: t('meetings.duration', { minutes: type.duration_minutes }),
    price: type.price ? formatPrice(type.price, type.currency, locale) : t('meetings.free'),
    host: type.host_name ? t('meetings.withHost', { name: type.host_name }) : null,
    bookable: type.bookable,
  }));
  return {
    title: t('meetings.pageTitle'),
    intro: t('meetings.pageIntro'),
    accentText: accent.text,
    view: {
      locale,
      labels: areaLabels('meetings', locale, BOOKING_TEMPLATES),
      types,
      initialType: typeId,
      links: {
        login: loginPathFor(here, locale, defaultLocale),
        join: `${href('/register')}?${REDIRECT_PARAM}=${encodeURIComponent(here)}`,
        account: href('/account'),
      },
      accent: { button: accent.button, link: `${accent.text} ${accent.hoverText}` },
    },
  };
}
