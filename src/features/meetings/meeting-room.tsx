'use client';
// A booking's own page for its guest and its host (public-site spec §2 "video call modal and waiting
// room", §3, §4, §8, §9; issue 23 item 3; decision 079). The guest joins: the booking becomes
// `waiting` and the waiting room opens, with the host's news, the time waited (each second) and the
// dots (each 500 ms), the booking read every 3 s and at once when the server pushes a move. The host
// is told the moment a guest waits (in the page, with a sound, and by the browser's notification
// when allowed), again every minute until they act, and lets them in or declines. When the call
// starts (`in_progress`) both sides get a fresh join token and the call opens; a cancelled,
// confirmed, scheduled or completed booking closes the waiting room (spec §3).
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { Bell, CalendarClock, DoorOpen, Video } from 'lucide-react';
import { AlertDialog, AlertDialogAction, AlertDialogCancel, AlertDialogContent, AlertDialogDescription, AlertDialogFooter, AlertDialogTitle } from '@/components/ui/alert-dialog';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import { labelText } from '@/lib/i18n/island-labels';
import type { BookingStatus } from '@/lib/enums';
import { MEETING_MESSAGES, type BookingView, type LaunchVideoView } from '@/schemas/meetings';
import type { CallProps } from './call-room';
import { CallView, type CallSession } from './call-view';
import { chime } from './chime';
import type { RoomLabels } from './room-labels';
import { bookingCall, useBooking } from './use-booking';

/** livekit-client is fetched only when a call runs on the SFU, past four people (decision 084). */
const SfuCallView = lazy(() => import('./sfu-call'));

type Props = {
  initial: BookingView;
  labels: RoomLabels;
  /** The booking statuses in the page's language. */
  statusNames: Record<BookingStatus, string>;
  locale: string;
  links: { account: string };
  accent: { button: string; link: string };
  /** The call's ICE servers (STUN/TURN), from the server's configuration. */
  iceServers: RTCIceServer[];
  iceTransportPolicy?: RTCIceTransportPolicy;
};

/** How often a host who has not acted is told again that a guest waits. */
const REMIND_MS = 60_000;
const WAITING_CLOSES: BookingStatus[] = ['cancelled', 'confirmed', 'scheduled', 'completed'];

/** "4:05", "1:02:09": the time waited. */
function elapsedText(ms: number): string {
  const seconds = Math.max(0, Math.floor(ms / 1000));
  const [h, m, s] = [Math.floor(seconds / 3600), Math.floor((seconds % 3600) / 60), seconds % 60];
  const pad = (value: number) => String(value).padStart(2, '0');
  return h > 0 ? `${h}:${pad(m)}:${pad(s)}` : `${m}:${pad(s)}`;
}

export function MeetingRoom({ initial, labels, statusNames, locale, links, accent, iceServers, iceTransportPolicy }: Props) {
  const [call, setCall] = useState<CallSession | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [askCancel, setAskCancel] = useState(false);
  const guest = initial.you.guest;
  const host = initial.you.host;
  const { booking, setBooking } = useBooking(initial, call === null);
  // The guest let in stays in the waiting room, told the host has joined, until the call opens.
  const [entering, setEntering] = useState(false);
  const waitingRoomOpen = guest && !host && call === null && (booking.status === 'waiting' || entering);
  // A date and time with its zone named (Intl takes no zone name with dateStyle): the organisation's, and the reader's own.
  const parts = { weekday: 'long', year: 'numeric', month: 'long', day: 'numeric', hour: 'numeric', minute: '2-digit', timeZoneName: 'short' } as const;
  const format = new Intl.DateTimeFormat(locale, { ...parts, timeZone: booking.time_zone });
  const own = new Intl.DateTimeFormat(locale, parts);
  const start = new Date(booking.scheduled_at);
  const button = `inline-flex min-h-11 items-center justify-center gap-2 rounded-lg px-5 text-sm font-semibold shadow-sm focus-visible:outline-2 focus-visible:outline-offset-2 disabled:opacity-60 ${accent.button}`;
  const plain = 'inline-flex min-h-11 items-center justify-center gap-2 rounded-lg px-5 text-sm font-semibold text-gray-900 ring-1 ring-gray-300 hover:bg-gray-50 focus-visible:outline-2 focus-visible:outline-offset-2 disabled:opacity-60';

  /** A fresh join token (spec §7); the host may start the call with the same request. Null when refused. */
  async function launch(start: boolean): Promise<LaunchVideoView | null> {
    const response = await fetch('/api/meetings/launch-video', {
      method: 'POST',
      credentials: 'same-origin',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ booking_id: booking.id, update_status: start }),
    }).catch(() => null);
    const answer = response ? ((await response.json().catch(() => null)) as LaunchVideoView | null) : null;
    // A refusal keeps its words (a full call is told apart from a failure) but no token.
    if (!response?.ok) return answer?.error ? { success: false, token: null, room_name: null, error: answer.error } : null;
    return answer?.token && answer.room_name ? answer : null;
  }

  const sessionOf = (answer: LaunchVideoView): CallSession => ({
    token: answer.token!,
    room: answer.room_name!,
    role: answer.role ?? (host ? 'host' : 'guest'),
    expiresAt: answer.expires_at ?? null,
    sfu: answer.provider === 'sfu' && answer.sfu_url && answer.sfu_token ? { url: answer.sfu_url, token: answer.sfu_token } : null,
  });

  async function openCall(start: boolean) {
    const answer = await launch(start);
    setEntering(false);
    if (!answer?.token) return setNotice(answer?.error === MEETING_MESSAGES.callFull ? labels.callFull : labels.errorGeneric);
    setCall(sessionOf(answer));
  }

  /** The room moved to the SFU while this page was in the mesh: the call opens again there. */
  async function moveToSfu() {
    const answer = await launch(false);
    if (answer?.token && answer.provider === 'sfu') setCall(sessionOf(answer));
  }

  async function move(status: BookingStatus) {
    setBusy(true);
    setNotice(null);
    const answer = await bookingCall('PUT', `/api/meetings/bookings/${booking.id}`, { status });
    setBusy(false);
    if (answer.ok) setBooking(answer.booking);
    else setNotice(labels.actionFailed);
    return answer.ok;
  }

  // The guest's side of a move the host made: the room closes with a word on why (spec §3), and
  // the call starts with a fresh token (below).
  const [lastStatus, setLastStatus] = useState(initial.status);
  if (booking.status !== lastStatus) {
    setLastStatus(booking.status);
    if (guest && !host && lastStatus === 'waiting' && WAITING_CLOSES.includes(booking.status)) {
      if (booking.status === 'cancelled') setNotice(labels.declined);
      if (booking.status === 'completed') setNotice(labels.over);
    }
  }
  const seen = useRef(initial.status);
  useEffect(() => {
    const before = seen.current;
    seen.current = booking.status;
    if (guest && !host && before === 'waiting' && booking.status === 'in_progress') {
      setEntering(true);
      void openCall(false);
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps -- runs on a change of status only
  }, [booking.status]);

  async function join() {
    if (booking.status === 'in_progress') return openCall(false);
    await move('waiting');
  }

  async function leave() {
    const answer = await bookingCall('POST', '/api/meetings/waiting-room/leave', { booking_id: booking.id });
    if (answer.ok) return setBooking(answer.booking);
    // An error naming completed or cancelled closes the room (spec §8); the booking says which.
    if (/completed|cancelled/i.test(answer.error)) {
      const fresh = await bookingCall('GET', `/api/meetings/bookings/${booking.id}`);
      if (fresh.ok) setBooking(fresh.booking);
      return;
    }
    window.alert(answer.status === 0 ? labels.errorGeneric : labels.leaveFailed);
  }

  if (call) {
    const callProps: CallProps = {
      session: call,
      bookingId: booking.id,
      title: booking.title,
      labels,
      iceServers,
      iceTransportPolicy,
      isHost: host,
      onEnded: async (ended) => {
        setCall(null);
        const fresh = await bookingCall('GET', `/api/meetings/bookings/${booking.id}`);
        if (fresh.ok) setBooking(fresh.booking);
        setNotice(ended ? labels.over : null);
      },
      onTokenExpiring: async () => (await launch(false))?.token ?? null,
      onMoved: () => void moveToSfu(),
    };
    // The same call, on the mesh or, once the room has moved, on the SFU.
    return call.sfu ? (
      <Suspense
        fallback={
          <p role="status" className="text-sm text-gray-700">
            {labels.connecting}
          </p>
        }
      >
        <SfuCallView {...callProps} sfu={call.sfu} />
      </Suspense>
    ) : (
      <CallView {...callProps} />
    );
  }

  return (
    <div className="space-y-6" data-meeting-room={booking.status}>
      <section className="rounded-2xl border border-gray-200 bg-white p-6 shadow-sm">
        <div className="flex flex-wrap items-start justify-between gap-3">
          <h2 className="text-xl font-semibold text-gray-900">{booking.title}</h2>
          <span className="rounded-full bg-gray-100 px-3 py-1 text-sm font-medium text-gray-900" data-booking-status={booking.status}>
            {statusNames[booking.status]}
          </span>
        </div>
        <dl className="mt-4 grid gap-3 text-sm sm:grid-cols-2">
          <div>
            <dt className="font-medium text-gray-600">{labels.when}</dt>
            <dd className="text-gray-900">
              <time dateTime={booking.scheduled_at}>{format.format(start)}</time>
            </dd>
          </div>
          <div>
            <dt className="font-medium text-gray-600">{labels.yourTime}</dt>
            <dd className="text-gray-900">{own.format(start)}</dd>
          </div>
          <div>
            <dt className="font-medium text-gray-600">{labels.host}</dt>
            <dd className="text-gray-900">{booking.host_name ?? '—'}</dd>
          </div>
          <div>
            <dt className="font-medium text-gray-600">{labels.guest}</dt>
            <dd className="text-gray-900">{booking.customer_name}</dd>
          </div>
        </dl>
      </section>

      {notice && (
        <p role="status" className="rounded-lg border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-950" data-room-notice="">
          {notice}
        </p>
      )}

      {host ? (
        <HostPanel booking={booking} labels={labels} locale={locale} busy={busy} button={button} plain={plain} onMove={move} onStart={() => void openCall(true)} onAskCancel={() => setAskCancel(true)} />
      ) : (
        guest && (
          <section className="flex flex-wrap items-center gap-4">
            {(['scheduled', 'confirmed', 'in_progress'] as BookingStatus[]).includes(booking.status) && (
              <button type="button" className={button} disabled={busy} onClick={() => void join()}>
                <Video className="size-4" aria-hidden="true" />
                {booking.status === 'in_progress' ? labels.joinCall : labels.joinMeeting}
              </button>
            )}
            {booking.you.moves.includes('cancelled') && booking.status !== 'waiting' && (
              <button type="button" className={plain} disabled={busy} onClick={() => setAskCancel(true)}>
                {labels.cancelBooking}
              </button>
            )}
            {booking.status === 'cancelled' && !notice && <p className="text-sm text-gray-700">{labels.cancelledNote}</p>}
            {booking.status === 'completed' && !notice && <p className="text-sm text-gray-700">{labels.over}</p>}
          </section>
        )
      )}
      <a href={links.account} className={`inline-block text-sm font-semibold underline-offset-4 hover:underline ${accent.link}`}>
        {labels.backToAccount}
      </a>

      <WaitingRoom open={waitingRoomOpen} booking={booking} labels={labels} onLeave={() => void leave()} />

      <AlertDialog open={askCancel} onOpenChange={setAskCancel}>
        <AlertDialogContent>
          <AlertDialogTitle>{labels.cancelBooking}</AlertDialogTitle>
          <AlertDialogDescription>{labels.cancelAsk}</AlertDialogDescription>
          <AlertDialogFooter>
            <AlertDialogCancel>{labels.keep}</AlertDialogCancel>
            <AlertDialogAction destructive onClick={() => void move('cancelled')}>
              {labels.cancelBooking}
            </AlertDialogAction>
          </AlertDialogFooter>
        </AlertDialogContent>
      </AlertDialog>
    </div>
  );
}

/** The guest's waiting room: the host's news, the time waited and the dots; Leave goes back to confirmed. */
function WaitingRoom({ open, booking, labels, onLeave }: { open: boolean; booking: BookingView; labels: RoomLabels; onLeave: () => void }) {
  const [now, setNow] = useState(() => Date.now());
  const [dots, setDots] = useState(1);
  useEffect(() => {
    if (!open) return;
    const second = setInterval(() => setNow(Date.now()), 1000);
    const dot = setInterval(() => setDots((count) => (count % 3) + 1), 500);
    return () => {
      clearInterval(second);
      clearInterval(dot);
    };
  }, [open]);
  const since = booking.waiting_since ? new Date(booking.waiting_since).getTime() : now;
  // The host's news (issue 23 item 3): told, in another call, or here.
  const news = booking.status === 'in_progress' ? 'joined' : booking.host_busy ? 'busy' : 'told';
  return (
    <Dialog open={open} onOpenChange={(next) => !next && onLeave()}>
      {open && (
        <DialogContent size="md" data-waiting-room="" onInteractOutside={(event) => event.preventDefault()}>
          <DialogTitle>{labels.waitingTitle}</DialogTitle>
          <DialogDescription className="mt-2 text-sm text-gray-700" data-host-news={news}>
            {news === 'joined' ? labels.hostJoined : news === 'busy' ? labels.hostBusy : labels.hostTold}
          </DialogDescription>
          <div className="mt-6 flex flex-col items-center gap-3 text-center">
            <DoorOpen className="size-10 text-gray-500" aria-hidden="true" />
            <p className="text-lg font-semibold text-gray-900" role="status">
              {labels.waitingForHost}
              <span aria-hidden="true" className="inline-block w-6 text-left" data-waiting-dots={dots}>
                {'.'.repeat(dots)}
              </span>
            </p>
            <p className="text-sm text-gray-700" data-waiting-elapsed="">
              {labelText(labels.waitingFor, { elapsed: elapsedText(now - since) })}
            </p>
          </div>
          <div className="mt-6 flex justify-end">
            <button type="button" onClick={onLeave} className="inline-flex min-h-11 items-center rounded-lg px-4 text-sm font-semibold text-gray-900 ring-1 ring-gray-300 hover:bg-gray-50">
              {labels.leave}
            </button>
          </div>
        </DialogContent>
      )}
    </Dialog>
  );
}

type HostProps = {
  booking: BookingView;
  labels: RoomLabels;
  locale: string;
  busy: boolean;
  button: string;
  plain: string;
  onMove: (status: BookingStatus) => Promise<boolean>;
  onStart: () => void;
  onAskCancel: () => void;
};

/** The host's side: confirm, start, and a waiting guest announced until they are let in or declined. */
function HostPanel({ booking, labels, locale, busy, button, plain, onMove, onStart, onAskCancel }: HostProps) {
  const waiting = booking.status === 'waiting';
  // Told at once, then again every minute while the guest still waits: a sound, and the browser's
  // own notification when the host allowed it (asked the first time a guest waits).
  useEffect(() => {
    if (!waiting) return;
    const tell = () => {
      chime();
      if (typeof Notification === 'function' && Notification.permission === 'granted' && document.visibilityState !== 'visible') {
        new Notification(labelText(labels.guestWaiting, { name: booking.customer_name }), { tag: `booking-${booking.id}` });
      }
    };
    if (typeof Notification === 'function' && Notification.permission === 'default') void Notification.requestPermission().catch(() => undefined);
    tell();
    const again = setInterval(tell, REMIND_MS);
    return () => clearInterval(again);
  }, [waiting, booking.id, booking.customer_name, labels.guestWaiting]);

  const time = new Intl.DateTimeFormat(locale, { timeStyle: 'short' });
  return (
    <section className="space-y-4">
      {waiting && (
        <div role="alert" className="flex flex-wrap items-center gap-4 rounded-xl border border-amber-300 bg-amber-50 p-4" data-guest-waiting="">
          <Bell className="size-6 text-amber-700" aria-hidden="true" />
          <div className="min-w-0 flex-1">
            <p className="font-semibold text-amber-950">{labelText(labels.guestWaiting, { name: booking.customer_name })}</p>
            {booking.waiting_since && <p className="text-sm text-amber-900">{labelText(labels.guestWaitingSince, { time: time.format(new Date(booking.waiting_since)) })}</p>}
          </div>
          <button type="button" className={button} disabled={busy} onClick={onStart}>
            <Video className="size-4" aria-hidden="true" />
            {labels.admit}
          </button>
          <button type="button" className={plain} disabled={busy} onClick={() => void onMove('cancelled')}>
            {labels.decline}
          </button>
        </div>
      )}
      {!waiting && (
        <div className="flex flex-wrap items-center gap-3">
          {booking.you.moves.includes('confirmed') && (
            <button type="button" className={plain} disabled={busy} onClick={() => void onMove('confirmed')}>
              <CalendarClock className="size-4" aria-hidden="true" />
              {labels.confirmBooking}
            </button>
          )}
          {(booking.you.moves.includes('in_progress') || booking.status === 'in_progress') && (
            <button type="button" className={button} disabled={busy} onClick={onStart}>
              <Video className="size-4" aria-hidden="true" />
              {booking.status === 'in_progress' ? labels.joinCall : labels.startMeeting}
            </button>
          )}
          {booking.you.moves.includes('cancelled') && (
            <button type="button" className={plain} disabled={busy} onClick={onAskCancel}>
              {labels.cancelBooking}
            </button>
          )}
        </div>
      )}
    </section>
  );
}
