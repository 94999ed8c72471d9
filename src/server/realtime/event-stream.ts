import 'server-only';
// A topic of the realtime bus as server-sent events (docs/decisions/081), the answer a route handler
// returns: `retry:` first, then each message as `id: <message id>` and `data: <json>`, so a browser's
// EventSource that reconnects sends Last-Event-ID and is given what it missed; a comment every 15 s
// keeps proxies from closing a quiet stream. The stream ends when the browser goes (the request's
// signal, or the body being cancelled), when the bus stops, or when the browser reads too slowly to
// keep up (it reconnects and replays from its last id instead of the server buffering without end).
import { ApiError } from '@/server/http/api';
import { HEARTBEAT_MS, RECONNECT_MS, REALTIME_MESSAGES } from '@/schemas/realtime';
import { subscribe, type RealtimeMessage, type Subscription } from './bus';

/** Bytes a slow reader may leave unread before the stream is ended. */
const MAX_UNREAD_BYTES = 1024 * 1024;

/** The id a reconnecting EventSource last saw; none on a first connection, 400 for anything that is not an id. */
export function lastEventId(request: Request): string | undefined {
  const value = request.headers.get('last-event-id')?.trim();
  if (!value) return undefined;
  if (!/^\d{1,18}$/.test(value)) throw new ApiError(400, REALTIME_MESSAGES.lastEventIdInvalid, { 'last-event-id': [REALTIME_MESSAGES.lastEventIdInvalid] });
  return value;
}

type StreamOptions = Omit<Subscription, 'onEnd'> & {
  /** Whether this listener gets the message (signals meant for someone else are left out). */
  accept?: (message: RealtimeMessage) => boolean;
  heartbeatMs?: number;
};

/** Subscribes before it answers: once the headers are out, nothing published afterwards is missed. */
export async function eventStream(request: Request, { accept, heartbeatMs = HEARTBEAT_MS, ...subscription }: StreamOptions): Promise<Response> {
  const encoder = new TextEncoder();
  let controller!: ReadableStreamDefaultController<Uint8Array>;
  let unsubscribe: (() => void) | undefined;
  let heartbeat: NodeJS.Timeout | undefined;
  let ended = false;

  const end = () => {
    if (ended) return;
    ended = true;
    clearInterval(heartbeat);
    unsubscribe?.();
    request.signal.removeEventListener('abort', end);
    try {
      controller.close();
    } catch {
      // Already closed or cancelled by the reader.
    }
  };
  const write = (text: string) => {
    if (ended) return;
    if ((controller.desiredSize ?? 0) < -MAX_UNREAD_BYTES) return end();
    controller.enqueue(encoder.encode(text));
  };

  const body = new ReadableStream<Uint8Array>(
    {
      start: (c) => {
        controller = c;
      },
      cancel: end,
    },
    new ByteLengthQueuingStrategy({ highWaterMark: 64 * 1024 }),
  );
  write(`retry: ${RECONNECT_MS}\n\n`);
  request.signal.addEventListener('abort', end, { once: true });
  try {
    unsubscribe = await subscribe({ ...subscription, onEnd: end }, (message) => {
      if (accept && !accept(message)) return;
      // JSON has no raw line breaks, so one data line carries the whole message.
      write(`id: ${message.id}\ndata: ${JSON.stringify(message.payload)}\n\n`);
    });
  } catch (error) {
    end();
    throw error;
  }
  // The browser may have gone while the replay was read.
  if (ended || request.signal.aborted) {
    end();
    unsubscribe();
  } else {
    heartbeat = setInterval(() => write(': keep-alive\n\n'), heartbeatMs);
    heartbeat.unref();
  }
  return new Response(body, {
    headers: {
      'content-type': 'text/event-stream; charset=utf-8',
      // no-transform also keeps Next's gzip off the stream, which would hold events back in its buffer.
      'cache-control': 'no-store, no-transform',
      // Tells a buffering reverse proxy (nginx) to pass each event on as it comes.
      'x-accel-buffering': 'no',
    },
  });
}
