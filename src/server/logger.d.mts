// Types of src/server/logger.mjs.
import type { Logger } from 'pino';
import type { LogLevel } from '../lib/log-level.mjs';
export function createLogger(options: { level: LogLevel; name: string }): Logger;
export const log: Logger;
