// Types of server/log-level.mjs, shared by the custom server and the application.
export type LogLevel = 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';
export const LOG_LEVELS: readonly LogLevel[];
export function logLevelFrom(env: Record<string, string | undefined>): LogLevel;
