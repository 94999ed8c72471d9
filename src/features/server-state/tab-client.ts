// The tab's query client once something has made it, without the weight of the library: code that
// runs without it (the server-rendered account pages' forms) can still say what it made stale, and
// a tab that never made the client has nothing kept to mark.
import type { QueryClient } from '@tanstack/react-query';

let client: QueryClient | undefined;

export const tabClient = {
  get: () => client,
  set: (next: QueryClient) => {
    client = next;
  },
};

export function markStale(queryKey: readonly unknown[]): void {
  void client?.invalidateQueries({ queryKey });
}
