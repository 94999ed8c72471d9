// Types of the plain-JavaScript HTML cache, for the TypeScript tests that exercise it.
type StoredPage = { status: number; headers: Record<string, unknown>; body: Buffer; tags?: string[]; maxAgeMs?: number };
export type CacheEntry = Required<StoredPage> & {
  pathname: string;
  hasQuery: boolean;
  gzip: Buffer;
  br: Buffer;
  storedAt: number;
  expiresAt: number;
  size: number;
};
export type HtmlCache = {
  stats: { hits: number; misses: number; stores: number; drops: number };
  readonly generation: number;
  get(host: string, key: string): CacheEntry | undefined;
  set(host: string, key: string, page: StoredPage, renderGeneration: number): boolean;
  dropHosts(hosts: string[]): void;
  dropTag(tag: string): void;
  dropAll(): void;
  size(): { entries: number; bytes: number };
};
export type ShareMarker = { tags: string[]; sMaxAge: number; staleWhileRevalidate: number };
type RequestLike = { url?: string; method?: string; headers: Record<string, string | string[] | undefined> };
export const ROUTER_REQUEST_HEADERS: string[];
export const QUERY_ALLOW_LIST: { name: string; path: RegExp }[];
export const SHARE_MARKER: string;
export function isRouterRequest(req: RequestLike): boolean;
export function isCacheableRequest(req: RequestLike): boolean;
export function cacheKeyOf(url: string | undefined): { pathname: string; key: string; canonical: boolean; hasQuery: boolean };
export function parseShareMarker(value: unknown): ShareMarker | null;
export function readShareMarker(html: string): ShareMarker | null;
export function sharedCacheHeaders(marker: ShareMarker): Record<'cache-control' | 'cache-tag' | 'surrogate-key', string>;
export function createHtmlCache(options?: { maxEntries?: number; maxBytes?: number; maxAgeMs?: number; maxVariantsPerPath?: number }): HtmlCache;
export function replayableHeaders(headers: Record<string, unknown>): Record<string, unknown>;
export function chooseEncoding(acceptEncoding: string | string[] | undefined): 'br' | 'gzip' | 'identity';
