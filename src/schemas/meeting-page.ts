// What the booking page (/meetings; issue 23 item 1, decision 079) is drawn from, as the server
// (src/server/meetings/booking-page.ts) writes it and the page's island reads it: the labels (the
// messages that need values only the browser knows, such as a time in the visitor's zone, as
// templates), the meeting types in the page's language, and where a guest is sent to sign in first.
import type { AreaLabels } from '@/lib/i18n/island-labels';

export const BOOKING_TEMPLATES = ['timesIn', 'weekOf', 'chooseWhen', 'bookedBody'] as const;
export type BookingLabels = AreaLabels<'meetings', (typeof BOOKING_TEMPLATES)[number]>;

/** A meeting type, its texts already in the page's language. */
export type BookableType = {
  id: string;
  name: string;
  description: string | null;
  /** "30 min", "Free" or "€150", "With Niamh Byrne": written by the server. */
  duration: string;
  price: string;
  host: string | null;
  bookable: boolean;
};

export type BookingLinks = {
  /** Sign in, then come back to this page. */
  login: string;
  /** Create an account, then come back. */
  join: string;
  account: string;
};

/** The island's props. */
export type BookingViewProps = {
  locale: string;
  labels: BookingLabels;
  types: BookableType[];
  /** The type the page is about (its own address), or null to let the visitor choose. */
  initialType: string | null;
  links: BookingLinks;
  accent: { button: string; link: string };
};

export type BookingPageProps = { title: string; intro: string; accentText: string; view: BookingViewProps };
