import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { QUERY_DEFAULTS } from './query-client';
import { queryKeys } from './query-keys';
import { markStale, tabClient } from './tab-client';

function counting() {
  let asked = 0;
  return { queryFn: async () => ++asked, asked: () => asked };
}

describe('the client data of the editors and the account area (spec §7)', () => {
  afterEach(() => vi.useRealTimers());

  it('keeps a read for five minutes, then asks again', async () => {
    vi.useFakeTimers();
    const client = new QueryClient({ defaultOptions: QUERY_DEFAULTS });
    const read = counting();
    await client.fetchQuery({ queryKey: queryKeys.metrics, queryFn: read.queryFn });
    vi.advanceTimersByTime(299_000);
    await client.fetchQuery({ queryKey: queryKeys.metrics, queryFn: read.queryFn });
    expect(read.asked()).toBe(1);
    vi.advanceTimersByTime(2_000);
    await client.fetchQuery({ queryKey: queryKeys.metrics, queryFn: read.queryFn });
    expect(read.asked()).toBe(2);
    client.clear();
  });

  it('neither refetches on focus nor retries a failure behind the caller', async () => {
    expect(QUERY_DEFAULTS.queries.refetchOnWindowFocus).toBe(false);
    const client = new QueryClient({ defaultOptions: QUERY_DEFAULTS });
    let asked = 0;
    const failing = async () => {
      asked += 1;
      throw new Error('down');
    };
    await expect(client.fetchQuery({ queryKey: queryKeys.hero, queryFn: failing })).rejects.toThrow('down');
    expect(asked).toBe(1);
    client.clear();
  });

  it('lets a page without the client mark the tickets list stale once a client exists', async () => {
    markStale(queryKeys.tickets);
    const client = new QueryClient({ defaultOptions: QUERY_DEFAULTS });
    tabClient.set(client);
    const read = counting();
    await client.fetchQuery({ queryKey: queryKeys.tickets, queryFn: read.queryFn });
    markStale(queryKeys.tickets);
    await vi.waitFor(() => expect(client.getQueryState(queryKeys.tickets)?.isInvalidated).toBe(true));
    await client.fetchQuery({ queryKey: queryKeys.tickets, queryFn: read.queryFn });
    expect(read.asked()).toBe(2);
    client.clear();
  });
});
