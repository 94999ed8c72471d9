#!/usr/bin/env node
// The production server: Next.js behind the request gate, the shared HTML cache and the security
// headers (front/request-handler.mjs). `npm start` runs this after the build; PORT chooses the
// port, HTML_CACHE=off serves every page through Next.js, TRUST_PROXY=1 believes X-Forwarded-For and
// X-Forwarded-Proto, MAX_BODY_BYTES is the largest request body any route may get.
import { createServer } from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import next from 'next';
import { createHtmlCache } from './html-cache.mjs';
import { log } from '../src/server/logger.mjs';
import { preparePageCss } from './page-css.mjs';
import { maxBodyBytesFrom } from './request-gate.mjs';
import { createRequestHandler } from './request-handler.mjs';

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const port = Number(process.env.PORT || 3000);
const cacheEnabled = process.env.HTML_CACHE !== 'off';
const trustProxy = process.env.TRUST_PROXY === '1' || process.env.TRUST_PROXY === 'true';
const maxBodyBytes = maxBodyBytesFrom(process.env.MAX_BODY_BYTES);

const cache = createHtmlCache();
// The application reaches the cache through this handle to drop an organisation's pages on edits.
globalThis.__sitewrightHtmlCache = cache;

const app = next({ dev: false, dir: root, port, hostname: 'localhost' });
const handle = app.getRequestHandler();
await app.prepare();
// Starts Tailwind's compiler for the anonymous pages' own CSS before the first visitor arrives.
await preparePageCss();

const { onRequest, onCheckContinue } = createRequestHandler({ handle, cache, cacheEnabled, trustProxy, maxBodyBytes });
const server = createServer(onRequest);
server.on('checkContinue', onCheckContinue);

server.listen(port, () => {
  log.info({ port, htmlCache: cacheEnabled ? 'on' : 'off' }, `Sitewright is serving on http://localhost:${port}`);
});
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    server.close();
    process.exit(0);
  });
}
