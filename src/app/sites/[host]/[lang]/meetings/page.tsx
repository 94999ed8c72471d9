// /meetings: book a meeting with the organisation (issue 23 item 1). The same HTML for everyone.
import type { Metadata } from 'next';
import type { SiteParams } from '@/server/site/context';
import { pageMetadata, sharedPage, siteSeo } from '@/server/site/seo';
import { bookingSite, loadBookingPage, MEETINGS_PATH } from '@/server/meetings/booking-page';
import { BookingPage } from '@/features/meetings/booking-page';
import { getTranslator } from '@/lib/i18n/messages';

export async function generateMetadata({ params }: { params: SiteParams }): Promise<Metadata> {
  const site = await bookingSite(params, MEETINGS_PATH);
  const t = getTranslator(site.locale);
  return { ...pageMetadata({ ...(await siteSeo(site)), path: MEETINGS_PATH, title: t('meetings.pageTitle'), description: t('meetings.pageIntro') }), ...sharedPage(site) };
}

export default async function MeetingsPage({ params }: { params: SiteParams }) {
  const site = await bookingSite(params, MEETINGS_PATH);
  return <BookingPage {...await loadBookingPage(site, MEETINGS_PATH, null)} />;
}
