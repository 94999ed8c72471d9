// Types of server/log.mjs.
import type { Logger } from 'pino';
import type { LogLevel } from './log-level.mjs';
export function createLogger(options: { level: LogLevel; name: string }): Logger;
export const log: Logger;
