// Calls the site's API from inside a page, with that page's cookies: as the person signed in there.
import type { Page } from '@playwright/test';

export async function pageApi<T>(page: Page, method: string, path: string, body?: unknown): Promise<T> {
  return page.evaluate(
    async ([verb, address, payload]) => {
      const response = await fetch(address, {
        method: verb,
        headers: payload === undefined ? undefined : { 'content-type': 'application/json' },
        body: payload === undefined ? undefined : JSON.stringify(payload),
      });
      return response.json();
    },
    [method, path, body] as const,
  );
}
