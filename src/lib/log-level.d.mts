// Types of src/lib/log-level.mjs, shared by the HTTP front (front/) and the application.
export type LogLevel = 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';
export const LOG_LEVELS: readonly LogLevel[];
export function logLevelFrom(env: Record<string, string | undefined>): LogLevel;
