// /meetings/{id}: the booking page of one kind of meeting, chosen already (issue 23 item 1).
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import type { SiteParams } from '@/server/site/context';
import { pageMetadata, sharedPage, siteSeo } from '@/server/site/seo';
import { bookingSite, loadBookingPage, MEETINGS_PATH } from '@/server/meetings/booking-page';
import { BookingPage } from '@/features/meetings/booking-page';
import { getTranslator } from '@/lib/i18n/messages';
import { isUuid } from '@/lib/patterns';

type Params = { params: Promise<Awaited<SiteParams> & { typeId: string }> };

async function pathOf(params: Params['params']): Promise<{ typeId: string; path: string }> {
  const { typeId } = await params;
  if (!isUuid(typeId)) notFound();
  return { typeId, path: `${MEETINGS_PATH}/${typeId}` };
}

export async function generateMetadata({ params }: Params): Promise<Metadata> {
  const { path } = await pathOf(params);
  const site = await bookingSite(params, path);
  const t = getTranslator(site.locale);
  return { ...pageMetadata({ ...(await siteSeo(site)), path, title: t('meetings.pageTitle'), description: t('meetings.pageIntro') }), ...sharedPage(site) };
}

export default async function MeetingTypePage({ params }: Params) {
  const { typeId, path } = await pathOf(params);
  const site = await bookingSite(params, path);
  return <BookingPage {...await loadBookingPage(site, path, typeId)} />;
}
