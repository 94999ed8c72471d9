import 'server-only';
// Tells every instance that an organisation changed: PostgreSQL NOTIFY on one channel, LISTEN on a
// dedicated connection in each instance. The embedded database serves a single process, so there
// is nobody else to tell.
import { randomUUID } from 'node:crypto';
import { Client } from 'pg';
import { config } from '@/config';
import { dropLocalCaches, setBroadcast } from './invalidate';

export const CHANNEL = 'sitewright_invalidate';

export type InvalidationChannel = { broadcast: (organizationId: string) => Promise<void>; close: () => Promise<void> };

/** One instance's end of the channel: hears the others' changes, tells them its own. */
export async function createInvalidationChannel(options: {
  url: string;
  instanceId?: string;
  onRemoteChange: (organizationId: string) => void;
}): Promise<InvalidationChannel> {
  const instanceId = options.instanceId ?? randomUUID();
  const listener = new Client({ connectionString: options.url });
  await listener.connect();
  listener.on('notification', (message) => {
    if (message.channel !== CHANNEL || !message.payload) return;
    const [from, organizationId] = message.payload.split(':');
    if (from !== instanceId && organizationId) options.onRemoteChange(organizationId);
  });
  listener.on('error', (error) => console.error('Invalidation channel lost', error));
  await listener.query(`LISTEN ${CHANNEL}`);
  const sender = new Client({ connectionString: options.url });
  await sender.connect();
  return {
    broadcast: async (organizationId) => {
      await sender.query('SELECT pg_notify($1, $2)', [CHANNEL, `${instanceId}:${organizationId}`]);
    },
    close: async () => {
      await Promise.all([listener.end(), sender.end()]);
    },
  };
}

type State = { started?: Promise<void> };
const state: State = ((globalThis as { __sitewrightChannel?: State }).__sitewrightChannel ??= {});

/** Connects this process to the channel when it runs on PostgreSQL. */
export function startInvalidationChannel(url = config().DATABASE_URL): Promise<void> {
  if (!url) return Promise.resolve();
  state.started ??= createInvalidationChannel({ url, onRemoteChange: (id) => void dropLocalCaches(id) }).then((channel) =>
    setBroadcast(channel.broadcast),
  );
  return state.started;
}
