'use client';
// A booking as its page watches it (public-site spec §7, §9; issue 23 item 3): read every 3 s while
// something can change (the spec's poll, kept as the fallback), and at once whenever the server
// pushes a change over the booking's event stream (decision 081), which is how both sides learn of
// a move within a moment, whichever app instance made it.
import { useCallback, useEffect, useRef, useState } from 'react';
import type { BookingView } from '@/schemas/meetings';

/** The spec's waiting-room poll (§9). */
export const BOOKING_POLL_MS = 3000;

export type BookingCall = { ok: true; booking: BookingView } | { ok: false; status: number; error: string };

/** Sends a call about the booking and answers the booking after it, or the server's refusal. */
export async function bookingCall(method: 'PUT' | 'POST' | 'GET', path: string, body?: unknown): Promise<BookingCall> {
  const response = await fetch(path, {
    method,
    credentials: 'same-origin',
    cache: 'no-store',
    headers: body === undefined ? undefined : { 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  }).catch(() => null);
  if (!response) return { ok: false, status: 0, error: '' };
  const answer = (await response.json().catch(() => ({}))) as BookingView & { error?: string };
  return response.ok ? { ok: true, booking: answer } : { ok: false, status: response.status, error: answer.error ?? '' };
}

/** The booking, kept fresh while `watching`; `refresh` reads it now; `set` takes an answer in. */
export function useBooking(initial: BookingView, watching: boolean) {
  const [booking, setBooking] = useState(initial);
  const [failed, setFailed] = useState(false);
  const live = useRef(true);
  const refresh = useCallback(async () => {
    const answer = await bookingCall('GET', `/api/meetings/bookings/${initial.id}`);
    if (!live.current) return;
    setFailed(!answer.ok);
    if (answer.ok) setBooking(answer.booking);
  }, [initial.id]);

  useEffect(() => {
    live.current = true;
    return () => {
      live.current = false;
    };
  }, []);

  useEffect(() => {
    if (!watching) return;
    const timer = setInterval(() => void refresh(), BOOKING_POLL_MS);
    // Pushed news: read the booking the moment it moves. Where the stream is not available, the poll stays.
    const events = typeof EventSource === 'function' ? new EventSource(`/api/meetings/bookings/${initial.id}/events`) : null;
    events?.addEventListener('message', () => void refresh());
    return () => {
      clearInterval(timer);
      events?.close();
    };
  }, [watching, refresh, initial.id]);

  return { booking, setBooking, refresh, failed };
}
