// The server's one structured logger: pino, one JSON object per line on stdout, with an ISO time
// and the level by name, so a log collector can search and filter it. The application's logger
// (src/server/log.ts) is made here too, so both write the same shape.
import pino from 'pino';
import { logLevelFrom } from '../lib/log-level.mjs';

/** A logger at `level`; `name` says which part of the server wrote a line. */
export function createLogger({ level, name }) {
  return pino({
    level,
    name,
    timestamp: pino.stdTimeFunctions.isoTime,
    formatters: { level: (label) => ({ level: label }) },
  });
}

/** The custom server's own log (front/serve.mjs and what it drives). */
export const log = createLogger({ level: logLevelFrom(process.env), name: 'server' });
