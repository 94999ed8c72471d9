'use client';
// The time left until a promotion's end date, ticking every second, then 'Sale Ended' (translated).
// Units come from the browser's Intl in the page's language ("3 d 4 h", "3日 4時間"), so no plural
// rules ship with the island.
import { useEffect, useState } from 'react';
import { countdownParts } from '@/lib/banners';

type Props = { end: string; locale: string; endsIn: string; ended: string };

const UNITS = ['day', 'hour', 'minute', 'second'] as const;

export function BannerCountdown({ end, locale, endsIn, ended }: Props) {
  const [now, setNow] = useState(() => Date.now());
  const parts = countdownParts(Date.parse(end), now);
  const running = parts !== null;
  useEffect(() => {
    if (!running) return;
    const timer = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(timer);
  }, [running]);

  if (!parts) {
    return (
      <span className="shrink-0 rounded-md bg-black/20 px-2 py-1 text-xs font-semibold" data-banner-countdown="ended">
        {ended}
      </span>
    );
  }
  const values = [parts.days, parts.hours, parts.minutes, parts.seconds];
  const text = UNITS.map((unit, index) =>
    new Intl.NumberFormat(locale, { style: 'unit', unit, unitDisplay: 'narrow', minimumIntegerDigits: index === 0 ? 1 : 2 }).format(values[index]),
  ).join(' ');
  return (
    // On a phone the label sits above the time, so the pill grows in height (the strip has room)
    // rather than in width, and "Ends in" stays visible beside the text it belongs to.
    <span role="timer" className="flex shrink-0 flex-col items-center rounded-md bg-black/20 px-2 py-0.5 text-xs leading-tight font-semibold tabular-nums md:flex-row md:gap-1 md:py-1 md:leading-normal" data-banner-countdown="running">
      <span className="text-[0.6875rem] font-medium md:text-xs md:font-semibold" data-banner-countdown-label>
        {endsIn}
      </span>{' '}
      <span>{text}</span>
    </span>
  );
}
