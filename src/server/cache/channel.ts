import 'server-only';
// Hears the other instances' changes: LISTEN on a dedicated PostgreSQL connection per instance
// (sending happens on the writing transaction, see announce.ts). A lost connection is retried with
// backoff for as long as the process lives. The embedded database serves a single process, so
// there is nobody to hear.
import { Client } from 'pg';
import { config } from '@/config';
import { log } from '@/server/log';
import { CHANNEL, instanceId as thisInstance, readAnnouncement } from './announce';
import { dropAllLocalCaches, dropLocalCaches } from './invalidate';

export type ChannelLog = { warn: (line: string) => void; error: (line: string) => void };

export type ChannelOptions = {
  url: string;
  /** Messages from this sender are this instance's own writes, already dropped locally. */
  instanceId?: string;
  onRemoteChange: (organizationId: string) => void;
  /** Called each time listening resumes after a loss: changes announced meanwhile were missed. */
  onReconnect?: () => void;
  /** Called after each failed attempt to listen again (tests wait on it rather than on a clock). */
  onRetryFailed?: (attempt: number) => void;
  log?: ChannelLog;
  /** First retry delay and the ceiling it doubles up to. */
  backoff?: { initialMs: number; maxMs: number };
};

export type InvalidationChannel = { close: () => Promise<void> };

const DEFAULT_BACKOFF = { initialMs: 500, maxMs: 30_000 };

/** The application_name of a listener's connection, so operators (and tests) can find it in pg_stat_activity. */
export function listenerName(instanceId: string): string {
  return `sitewright-listen-${instanceId}`.slice(0, 63);
}

/** A delay drawn between half and all of the doubled step, so instances that lost one server do not retry in step. */
function retryDelay(attempt: number, backoff: { initialMs: number; maxMs: number }): number {
  const step = Math.min(backoff.maxMs, backoff.initialMs * 2 ** attempt);
  return step / 2 + Math.random() * (step / 2);
}

function reasonOf(error: unknown): string {
  return error instanceof Error ? error.message : 'the server closed the connection';
}

/** One instance's ear on the channel; the first connection must succeed, later losses are retried. */
export async function createInvalidationChannel(options: ChannelOptions): Promise<InvalidationChannel> {
  const instanceId = options.instanceId ?? thisInstance();
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
      application_name: listenerName(instanceId),
      // A silently dropped network path would otherwise leave an idle LISTEN connection looking healthy forever.
      keepAlive: true,
      keepAliveInitialDelayMillis: 10_000,
    });
    client.on('notification', (message) => {
      if (message.channel !== CHANNEL) return;
      const notice = readAnnouncement(message.payload);
      if (notice && notice.from !== instanceId) options.onRemoteChange(notice.organizationId);
    });
    // A client that dies emits 'error' and then 'end'; lost() reacts to the first only.
    client.on('error', (error) => lost(client, error));
    client.on('end', () => lost(client));
    try {
      await client.connect();
      await client.query(`LISTEN ${CHANNEL}`);
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
    log.error(
      `Invalidation channel: lost the LISTEN connection to PostgreSQL (${reasonOf(error)}); reconnecting with backoff. ` +
        'Until then this instance does not hear other instances’ changes.',
    );
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
      log.warn(`Invalidation channel: listening again after ${seconds} s (${attempt + 1} attempt${attempt ? 's' : ''}); dropping every cached page and value.`);
      // Changes announced while nobody listened are lost for good: PostgreSQL keeps no notice for
      // an absent listener. Dropping everything now, after LISTEN is active again, is the only way
      // not to serve a page an earlier change made stale.
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

type State = { started?: Promise<void> };
const state: State = ((globalThis as { __sitewrightChannel?: State }).__sitewrightChannel ??= {});

/** Connects this process to the channel when it runs on PostgreSQL (called once, at start-up). */
export function startInvalidationChannel(url = config().DATABASE_URL): Promise<void> {
  if (!url) return Promise.resolve();
  state.started ??= createInvalidationChannel({
    url,
    onRemoteChange: (organizationId) => {
      dropLocalCaches(organizationId).catch((err) => log.error({ err, organizationId }, 'Invalidation channel: could not drop caches for a remote change'));
    },
    onReconnect: () => {
      dropAllLocalCaches().catch((err) => log.error({ err }, 'Invalidation channel: could not drop caches after reconnecting'));
    },
  }).then(
    () => undefined,
    (error) => {
      state.started = undefined;
      throw error;
    },
  );
  return state.started;
}
