// What both kinds of call share (decisions 082 and 084): the session a join token opens, the room's
// signalling through the app (its signal endpoint and event stream), the camera and microphone with
// the words for a refused or missing device, the host's requests, and leaving. The mesh
// (call-view.tsx) negotiates its connections over the same signalling; the SFU (sfu-call.tsx) uses
// it only for the host's rights, so those work the same wherever the media travels.
import type { RoomLabels } from './room-labels';

export type CallSession = {
  token: string;
  room: string;
  role: 'host' | 'guest';
  expiresAt: string | null;
  /** Set when the room runs on the SFU: its address and this person's token for it. */
  sfu?: { url: string; token: string } | null;
};

export type CallProps = {
  session: CallSession;
  bookingId: string;
  title: string;
  labels: RoomLabels;
  iceServers: RTCIceServer[];
  /** `relay`: media only through the TURN servers (MEETINGS_ICE_TRANSPORT_POLICY). */
  iceTransportPolicy?: RTCIceTransportPolicy;
  isHost: boolean;
  /** The call is over for this page: `ended` when the meeting itself ended (not a page going away). */
  onEnded: (ended: boolean) => void;
  /** A fresh token for the same call, asked for before this one expires. */
  onTokenExpiring: () => Promise<string | null>;
  /** The room moved to the SFU (a fifth person came): the page asks for the call again and switches. */
  onMoved?: () => void;
};

/** What travels through the room (src/schemas/realtime.ts); `move` comes from the server only. */
export type Signal = {
  from: string;
  role: 'host' | 'guest';
  to?: string | null;
  kind: 'hello' | 'offer' | 'answer' | 'candidate' | 'bye' | 'restart' | 'move';
  data?: Record<string, unknown> | null;
};

export type DeviceState = 'ok' | 'refused' | 'missing';

/** The spec's token refresh: after 3,000,000 ms (§9). */
export const TOKEN_REFRESH_MS = 3_000_000;

/** The person a join token names (its `sub`); the server checks the token, this only reads it. */
export function tokenSubject(token: string): string {
  try {
    const payload = JSON.parse(atob(token.split('.')[1]!.replace(/-/g, '+').replace(/_/g, '/'))) as { sub?: string };
    return payload.sub ?? '';
  } catch {
    return '';
  }
}

/** Camera (640×480) and microphone; without them the call goes on receiving only, and says why. */
export async function openLocalMedia(): Promise<{ stream: MediaStream | null; device: DeviceState }> {
  try {
    return { stream: await navigator.mediaDevices.getUserMedia({ audio: true, video: { width: 640, height: 480 } }), device: 'ok' };
  } catch (error) {
    const name = (error as { name?: string }).name;
    return { stream: null, device: name === 'NotAllowedError' || name === 'SecurityError' ? 'refused' : 'missing' };
  }
}

/** How long a signal is tried again while the network or the server is away; past that it is stale. */
const SIGNAL_LIFETIME_MS = 12_000;
/** How soon a closed event stream is opened again (the browser gives up after some failures). */
const REOPEN_AFTER_MS = 1000;

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The room's signalling, authorised by the join token in `token.current` (renewed in place).
 * Signals leave in the order they were sent, each tried again (a lost network, a server restarting:
 * decision 086) until it is delivered or older than SIGNAL_LIFETIME_MS, so an offer is never
 * overtaken by its own candidates. `send` with `keepalive` goes out once, even as the page unloads.
 */
export function roomSignals(room: string, token: { current: string }) {
  const path = `/api/meetings/rooms/${encodeURIComponent(room)}`;
  const post = (body: string, keepalive: boolean) =>
    fetch(`${path}/signal`, { method: 'POST', credentials: 'same-origin', keepalive, headers: { 'content-type': 'application/json' }, body }).catch(() => null);
  let queue: Promise<unknown> = Promise.resolve();

  const send = (kind: Exclude<Signal['kind'], 'move'>, to: string | null, data?: Record<string, unknown>, keepalive = false): Promise<Response | null> => {
    const body = () => JSON.stringify({ token: token.current, to, kind, data: data ?? null });
    if (keepalive) return post(body(), true);
    const staleAt = Date.now() + SIGNAL_LIFETIME_MS;
    const deliver = async (): Promise<Response | null> => {
      for (let delay = 250; ; delay = Math.min(delay * 2, 2000)) {
        const response = await post(body(), false);
        // Delivered, or refused for a reason that trying again will not change (a 4xx).
        if (response && response.status < 500) return response;
        if (Date.now() + delay > staleAt) return null;
        await pause(delay);
      }
    };
    const sent = queue.then(deliver);
    queue = sent;
    return sent;
  };

  /**
   * The room's event stream. The browser reconnects it by itself with Last-Event-ID, and the server
   * replays what it missed; should the browser give up (it closes the stream after some failures),
   * it is opened again here.
   */
  const listen = ({ onOpen, onDown, onSignal }: { onOpen: () => void; onDown: () => void; onSignal: (signal: Signal) => void }): { close: () => void } => {
    let events: EventSource | null = null;
    let closed = false;
    let reopen: ReturnType<typeof setTimeout> | undefined;
    const open = () => {
      events = new EventSource(`${path}/events?token=${encodeURIComponent(token.current)}`);
      events.onopen = onOpen;
      events.onerror = () => {
        onDown();
        if (events?.readyState === EventSource.CLOSED && !closed) {
          clearTimeout(reopen);
          reopen = setTimeout(open, REOPEN_AFTER_MS);
        }
      };
      events.onmessage = (event: MessageEvent<string>) => {
        try {
          onSignal(JSON.parse(event.data) as Signal);
        } catch {
          // Not a signal of ours.
        }
      };
    };
    open();
    return {
      close: () => {
        closed = true;
        clearTimeout(reopen);
        events?.close();
      },
    };
  };
  return { send, listen };
}

/**
 * What the host asks of this participant, if the signal is such a request: end the call for
 * everyone, remove them, or ask them to mute. Only a host's signal counts (the server names the
 * sender's role from their token).
 */
export function hostRequest(signal: Signal, me: string): 'ended' | 'removed' | 'mute' | null {
  if (signal.role !== 'host' || signal.from === me) return null;
  if (signal.kind === 'bye' && signal.data?.ended) return 'ended';
  if (signal.kind === 'bye' && signal.data?.removed && signal.to === me) return 'removed';
  if (signal.kind === 'restart' && signal.data?.mute && (!signal.to || signal.to === me)) return 'mute';
  return null;
}

/** Leaving: the others are told (the host may end the call for everyone), then the booking is completed (spec §3). */
export async function leaveCall(send: ReturnType<typeof roomSignals>['send'], bookingId: string, forEveryone: boolean): Promise<void> {
  await send('bye', null, forEveryone ? { ended: true } : {});
  await completeBooking(bookingId);
}

/** Switches the page's own tracks of one kind on or off. */
export function setTracks(stream: MediaStream | null, kind: 'audio' | 'video', on: boolean): void {
  stream?.getTracks().filter((track) => track.kind === kind).forEach((track) => (track.enabled = on));
}

/** Leaving completes the booking (spec §3). */
export async function completeBooking(bookingId: string): Promise<void> {
  await fetch(`/api/meetings/bookings/${bookingId}`, {
    method: 'PUT',
    credentials: 'same-origin',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ status: 'completed' }),
  }).catch(() => undefined);
}

/** The line under the title: what the connection is doing, in the page's words. */
export function callStatusText(labels: RoomLabels, { down, others, connecting }: { down: boolean; others: number; connecting: boolean }): string {
  if (down) return labels.reconnecting;
  if (others === 0) return labels.waitingForOthers;
  return connecting ? labels.connecting : '';
}
