// Types of front/request-handler.mjs, for the TypeScript tests that drive it over HTTP.
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { HtmlCache } from './html-cache.mjs';
type Handler = (req: IncomingMessage, res: ServerResponse) => unknown;
export function createRequestHandler(options: {
  handle: Handler;
  cache: HtmlCache;
  cacheEnabled?: boolean;
  trustProxy?: boolean;
  maxBodyBytes?: number;
  /** Where failures are logged (src/server/logger.mjs by default); called as `log.error({ err, url }, message)`. */
  log?: { error: (fields: { err: unknown; url?: string }, message: string) => void };
}): { onRequest: (req: IncomingMessage, res: ServerResponse) => Promise<void>; onCheckContinue: (req: IncomingMessage, res: ServerResponse) => unknown };
