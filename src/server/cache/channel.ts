import 'server-only';
// Hears the other instances' changes: LISTEN on a dedicated PostgreSQL connection per instance
// (sending happens on the writing transaction, see announce.ts). A lost connection is retried with
// backoff for as long as the process lives. The embedded database serves a single process, so
// there is nobody to hear.
import { config } from '@/config';
import { log } from '@/server/log';
import { createListener } from '@/server/realtime/listener';
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

/** The application_name of a listener's connection, so operators (and tests) can find it in pg_stat_activity. */
export function listenerName(instanceId: string): string {
  return `sitewright-listen-${instanceId}`.slice(0, 63);
}

/**
 * One instance's ear on the channel (the realtime bus's listener, src/server/realtime/listener.ts):
 * the first connection must succeed, later losses are retried with backoff.
 */
export async function createInvalidationChannel(options: ChannelOptions): Promise<InvalidationChannel> {
  const instanceId = options.instanceId ?? thisInstance();
  return createListener({
    url: options.url,
    channel: CHANNEL,
    name: listenerName(instanceId),
    label: 'Invalidation channel',
    meaning: {
      lost: 'Until then this instance does not hear other instances’ changes.',
      // Changes announced while nobody listened are lost for good: PostgreSQL keeps no notice for an
      // absent listener. Dropping everything once listening again is the only way not to serve a
      // page an earlier change made stale.
      resumed: 'dropping every cached page and value.',
    },
    onNotice: (payload) => {
      const notice = readAnnouncement(payload);
      if (notice && notice.from !== instanceId) options.onRemoteChange(notice.organizationId);
    },
    onReconnect: options.onReconnect,
    onRetryFailed: options.onRetryFailed,
    log: options.log,
    backoff: options.backoff,
  });
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
