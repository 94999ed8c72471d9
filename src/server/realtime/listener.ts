import 'server-only';
// One PostgreSQL connection that LISTENs on a channel for as long as it is wanted (docs/decisions/081):
// the realtime bus's and the cache invalidation channel's (src/server/cache/channel.ts). The first
// connection must succeed; a lost one is retried with doubling, jittered delays, and the owner is told when listening
// resumes, because PostgreSQL keeps no notice for a listener that was away.
import { Client } from 'pg';

export type ListenerLog = { warn: (line: string) => void; error: (line: string) => void };

export type ListenerOptions = {
  url: string;
  /** A plain identifier: it is written into the LISTEN statement. */
  channel: string;
  /** The connection's application_name, so operators (and tests) can find it in pg_stat_activity. */
  name: string;
  /** Who is listening, in the log's words ("Realtime bus"). */
  label: string;
  /** What a loss and a resumption mean for this listener, added to the log's lines. */
  meaning?: { lost: string; resumed: string };
  onNotice: (payload: string) => void;
  /** Called each time listening resumes after a loss. */
  onReconnect?: () => void;
  /** Called after each failed attempt to listen again (tests wait on it rather than on a clock). */
  onRetryFailed?: (attempt: number) => void;
  log?: ListenerLog;
  /** First retry delay and the ceiling it doubles up to. */
  backoff?: { initialMs: number; maxMs: number };
};

export type Listener = { close: () => Promise<void> };

// The invalidation channel's: after a long outage it may take up to 30 s to hear other instances
// again (it drops every cache when it does). The realtime bus asks for a 2 s ceiling (hub.ts), because
// a call in progress cannot wait that long.
const DEFAULT_BACKOFF = { initialMs: 500, maxMs: 30_000 };

/** A delay between half and all of the doubled step, so instances that lost one server do not retry in step. */
function retryDelay(attempt: number, backoff: { initialMs: number; maxMs: number }): number {
  const step = Math.min(backoff.maxMs, backoff.initialMs * 2 ** attempt);
  return step / 2 + Math.random() * (step / 2);
}

function reasonOf(error: unknown): string {
  return error instanceof Error ? error.message : 'the server closed the connection';
}

export async function createListener(options: ListenerOptions): Promise<Listener> {
  if (!/^[a-z_][a-z0-9_]*$/.test(options.channel)) throw new TypeError(`Not a channel name: ${options.channel}`);
  const log = options.log ?? console;
  const backoff = options.backoff ?? DEFAULT_BACKOFF;
  let current: Client | null = null;
  /** Connections that failed before they became current, so a late start never adopts a dead one. */
  const failed = new WeakSet<Client>();
  let closed = false;
  let timer: NodeJS.Timeout | undefined;

  async function listen(): Promise<void> {
    const client = new Client({
      connectionString: options.url,
      application_name: options.name.slice(0, 63),
      // A silently dropped network path would otherwise leave an idle LISTEN connection looking healthy for ever.
      keepAlive: true,
      keepAliveInitialDelayMillis: 10_000,
    });
    client.on('notification', (message) => {
      if (message.channel === options.channel && message.payload !== undefined) options.onNotice(message.payload);
    });
    // A client that dies emits 'error' and then 'end'; lost() reacts to the first only.
    client.on('error', (error) => lost(client, error));
    client.on('end', () => lost(client));
    try {
      await client.connect();
      await client.query(`LISTEN ${options.channel}`);
      if (failed.has(client)) throw new Error('the connection failed as listening began');
    } catch (error) {
      client.end().catch(() => {});
      throw error;
    }
    if (closed) {
      await client.end().catch(() => {});
      return;
    }
    current = client;
  }

  function lost(client: Client, error?: unknown): void {
    if (client !== current) failed.add(client);
    if (client !== current || closed) return;
    current = null;
    client.end().catch(() => {});
    log.error(`${options.label}: lost the LISTEN connection to PostgreSQL (${reasonOf(error)}); reconnecting with backoff.${options.meaning ? ` ${options.meaning.lost}` : ''}`);
    retry(0, Date.now());
  }

  function retry(attempt: number, since: number): void {
    if (closed) return;
    timer = setTimeout(async () => {
      try {
        await listen();
      } catch {
        options.onRetryFailed?.(attempt + 1);
        retry(attempt + 1, since);
        return;
      }
      if (closed) return;
      const seconds = ((Date.now() - since) / 1000).toFixed(1);
      log.warn(`${options.label}: listening again after ${seconds} s (${attempt + 1} attempt${attempt ? 's' : ''}); ${options.meaning?.resumed ?? 'catching up on what was missed.'}`);
      options.onReconnect?.();
    }, retryDelay(attempt, backoff));
    // A retry must not keep a finished script alive.
    timer.unref();
  }

  await listen();
  return {
    close: async () => {
      closed = true;
      clearTimeout(timer);
      const client = current;
      current = null;
      await client?.end().catch(() => {});
    },
  };
}
