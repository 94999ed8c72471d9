import 'server-only';
// The application's logger: structured JSON lines through pino (src/server/logger.mjs makes it, so the
// custom server and the application write the same shape), at the level config says (LOG_LEVEL;
// silent under Vitest unless set). Log an error as `log.error({ err }, 'what failed')` so pino
// keeps its stack and cause as fields.
import type { LogFn, Logger } from 'pino';
import { config } from '@/config';
import { createLogger } from './logger.mjs';

type Holder = { log?: Logger };
// One logger per process, also across the module copies `next dev` keeps after edits.
const holder: Holder = ((globalThis as { __sitewrightLog?: Holder }).__sitewrightLog ??= {});

function logger(): Logger {
  holder.log ??= createLogger({ level: config().LOG_LEVEL, name: 'app' });
  return holder.log;
}

type Level = 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace';

function writer(level: Level): LogFn {
  return (...args: Parameters<LogFn>) => logger()[level](...args);
}

/** Made on first use, so importing a module never parses the configuration. */
export const log: Record<Level, LogFn> = {
  fatal: writer('fatal'),
  error: writer('error'),
  warn: writer('warn'),
  info: writer('info'),
  debug: writer('debug'),
  trace: writer('trace'),
};
