'use client';
// The sale countdown (public spec §4): days, hours, minutes and seconds to the promotion's end,
// then 'Sale Ended'. The server HTML shows the end date; the live clock starts after load, so the
// cached page stays the same for every visitor and never mismatches on hydration.
import { useEffect, useState } from 'react';
import { countdown, pad2 } from './countdown';

export type CountdownLabels = { endsIn: string; ended: string; days: string; hours: string; minutes: string; seconds: string };

type Props = { endsAt: string; endsOnText: string; labels: CountdownLabels; tone: 'light' | 'dark' };

export function SaleCountdown({ endsAt, endsOnText, labels, tone }: Props) {
  const [now, setNow] = useState<number | null>(null);
  useEffect(() => {
    const tick = () => setNow(Date.now());
    tick();
    const timer = window.setInterval(tick, 1000);
    return () => window.clearInterval(timer);
  }, []);

  const muted = tone === 'dark' ? 'text-white/75' : 'text-gray-600';
  if (now === null) return <p className={`text-sm ${muted}`}>{endsOnText}</p>;
  const left = countdown(Date.parse(endsAt), now);
  if (left.ended) {
    return (
      <p className="text-sm font-semibold" data-countdown="ended">
        {labels.ended}
      </p>
    );
  }
  const parts: [number, string][] = [
    [left.days, labels.days],
    [left.hours, labels.hours],
    [left.minutes, labels.minutes],
    [left.seconds, labels.seconds],
  ];
  const box = tone === 'dark' ? 'bg-white/10' : 'bg-gray-100';
  return (
    <div data-countdown="running">
      <p className={`text-xs font-medium uppercase tracking-wide ${muted}`}>{labels.endsIn}</p>
      {/* The ticking numbers are not announced every second; the end date above is the accessible text. */}
      <dl className="mt-2 grid grid-cols-4 gap-2 text-center" aria-hidden>
        {parts.map(([value, label], i) => (
          <div key={label} className={`flex flex-col-reverse rounded-lg px-1 py-2 ${box}`}>
            <dt className={`text-[10px] uppercase tracking-wide ${muted}`}>{label}</dt>
            <dd className="text-lg font-bold tabular-nums">{i === 0 ? value : pad2(value)}</dd>
          </div>
        ))}
      </dl>
      <p className="sr-only">{endsOnText}</p>
    </div>
  );
}
