// /account/meetings/{id}: a booking's own page, where its guest joins (the waiting room, then the
// call) and its host (or an admin) confirms, starts, lets a waiting guest in or declines
// (issue 23 item 3). The link in the booking e-mails leads here. Anyone else finds nothing.
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { config } from '@/config';
import { getDb } from '@/server/db/client';
import { ApiError } from '@/server/http/api';
import { loadAccountPage } from '@/server/account/page';
import { readBooking } from '@/server/meetings/bookings';
import type { SiteParams } from '@/server/site/context';
import { AccountHeader } from '@/features/account/account-header';
import { accountTabs } from '@/features/account/tabs';
import { MeetingRoom } from '@/features/meetings/meeting-room';
import { ROOM_TEMPLATES } from '@/features/meetings/room-labels';
import { BOOKING_STATUSES, type BookingStatus } from '@/lib/enums';
import { areaLabels } from '@/lib/i18n/messages';
import { isUuid } from '@/lib/patterns';

export const metadata: Metadata = { robots: { index: false } };

type Params = { params: Promise<Awaited<SiteParams> & { id: string }> };

export default async function MeetingPage({ params }: Params) {
  const { id } = await params;
  if (!isUuid(id)) notFound();
  const page = await loadAccountPage(params, `/account/meetings/${id}`);
  const { labels, accent, href, site, member } = page;
  const booking = await readBooking(await getDb(), { organizationId: site.tenant.id, id, viewer: { userId: member.userId, role: member.role } }).catch((error: unknown) => {
    // Not this organisation's booking, or not this person's: as if it did not exist.
    if (error instanceof ApiError && (error.status === 404 || error.status === 403)) return null;
    throw error;
  });
  if (!booking) notFound();
  const roomLabels = areaLabels('meetings', site.locale, ROOM_TEMPLATES);
  const statusNames = Object.fromEntries(BOOKING_STATUSES.map((status) => [status, labels[`bookingStatus_${status}`]])) as Record<BookingStatus, string>;
  return (
    <>
      <AccountHeader title={roomLabels.roomTitle} intro={roomLabels.roomIntro} tabs={accountTabs(labels, href, '/account')} navLabel={labels.navLabel} accent={accent} />
      <div className="mx-auto max-w-4xl px-4 py-10 sm:px-6">
        <MeetingRoom
          initial={booking}
          labels={roomLabels}
          statusNames={statusNames}
          locale={site.locale}
          links={{ account: href('/account') }}
          accent={{ button: accent.button, link: `${accent.text} ${accent.hoverText}` }}
          iceServers={config().MEETINGS_ICE_SERVERS ?? []}
          iceTransportPolicy={config().MEETINGS_ICE_TRANSPORT_POLICY}
        />
      </div>
    </>
  );
}
