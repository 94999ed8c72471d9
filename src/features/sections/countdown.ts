// The sale countdown's arithmetic (public spec §4): days, hours, minutes and seconds left, or ended.

export type Countdown = { ended: boolean; days: number; hours: number; minutes: number; seconds: number };

export function countdown(endsAtMs: number, nowMs: number): Countdown {
  const left = Math.floor((endsAtMs - nowMs) / 1000);
  if (!Number.isFinite(left) || left <= 0) return { ended: true, days: 0, hours: 0, minutes: 0, seconds: 0 };
  return {
    ended: false,
    days: Math.floor(left / 86_400),
    hours: Math.floor((left % 86_400) / 3600),
    minutes: Math.floor((left % 3600) / 60),
    seconds: left % 60,
  };
}

/** Two digits for the clock-like parts. */
export function pad2(value: number): string {
  return String(value).padStart(2, '0');
}
