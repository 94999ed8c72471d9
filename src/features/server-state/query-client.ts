// The one TanStack Query client of a browser tab, shared by the editing layer and the account
// area's dialog when both run on a page. Spec §7: what was read stays fresh for five minutes and
// is not read again because the window got focus; a write says which reads it made stale
// (query-keys.ts). Failures are not retried: each caller already shows its message and a way to
// try again, as it did before the client existed, and a silent retry would only delay the message.
import { QueryClient, type DefaultOptions } from '@tanstack/react-query';
import { tabClient } from './tab-client';

export const QUERY_DEFAULTS = {
  queries: { staleTime: 300_000, refetchOnWindowFocus: false, retry: false },
  mutations: { retry: false },
} satisfies DefaultOptions;

export function getQueryClient(): QueryClient {
  // A server render (none today: both mounts render in the browser only) must never share a cache
  // between requests.
  if (typeof window === 'undefined') return new QueryClient({ defaultOptions: QUERY_DEFAULTS });
  const existing = tabClient.get();
  if (existing) return existing;
  const client = new QueryClient({ defaultOptions: QUERY_DEFAULTS });
  tabClient.set(client);
  return client;
}
