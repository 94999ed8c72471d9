// Calls the site's API from inside a page, with that page's cookies: as the person signed in there.
import { expect, request, type Page } from '@playwright/test';
import { port } from './fixtures';

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

/**
 * What an anonymous visitor's browser is sent for a page of `site`: the shared, cached copy, asked
 * for from outside any browser context (no cookie), with the site's Host.
 */
export async function anonymousHtml(site: string, path: string): Promise<string> {
  const visitor = await request.newContext({ baseURL: `http://127.0.0.1:${port}` });
  try {
    const response = await visitor.get(path, { headers: { host: `${site}.localhost:${port}` } });
    expect(response.status()).toBe(200);
    return await response.text();
  } finally {
    await visitor.dispose();
  }
}
