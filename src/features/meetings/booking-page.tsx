// The booking page (issue 23 item 1; decision 079): its title and introduction, and the island that
// shows the free times and books one. Its data comes from src/server/meetings/booking-page.ts.
import { island } from '@/islands/island';
import { PageIntro } from '@/features/posts/page-intro';
import type { BookingPageProps } from '@/schemas/meeting-page';
import { BookingView as BookingViewComponent } from './booking-view';

const BookingView = island('booking-view', BookingViewComponent);

export function BookingPage({ title, intro, accentText, view }: BookingPageProps) {
  return (
    <>
      <PageIntro title={title} intro={intro} accentText={accentText} />
      <div className="mx-auto min-h-[24rem] max-w-7xl px-4 py-10 sm:px-6">
        <BookingView {...view} />
      </div>
    </>
  );
}
