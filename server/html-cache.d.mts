// Types of the plain-JavaScript HTML cache, for the TypeScript tests that exercise it.
type StoredPage = { status: number; headers: Record<string, unknown>; body: Buffer };
export type CacheEntry = StoredPage & { gzip: Buffer; br: Buffer; storedAt: number; size: number };
export type HtmlCache = {
  stats: { hits: number; misses: number; stores: number; drops: number };
  readonly generation: number;
  get(host: string, path: string): CacheEntry | undefined;
  set(host: string, path: string, page: StoredPage, renderGeneration: number): boolean;
  dropHosts(hosts: string[]): void;
  dropAll(): void;
  size(): { entries: number; bytes: number };
};
type RequestLike = { url?: string; method?: string; headers: Record<string, string | string[] | undefined> };
export function isCacheableRequest(req: RequestLike): boolean;
export function hostnameOf(hostHeader: string | undefined): string;
export function createHtmlCache(options?: { maxEntries?: number; maxBytes?: number; maxAgeMs?: number }): HtmlCache;
export function replayableHeaders(headers: Record<string, unknown>): Record<string, unknown>;
export function chooseEncoding(acceptEncoding: string | undefined): 'br' | 'gzip' | 'identity';
