// The server log's level, one rule for the application (src/config.ts) and the custom server
// (src/server/logger.mjs): LOG_LEVEL when it is set, otherwise info, and silent while Vitest runs so a
// test's output is the test's own (a test that wants the log sets LOG_LEVEL).

/** pino's levels, most severe first; silent turns the log off. */
export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'];

export function logLevelFrom(env) {
  const asked = typeof env.LOG_LEVEL === 'string' ? env.LOG_LEVEL.trim() : '';
  if (asked === '') return env.VITEST ? 'silent' : 'info';
  if (!LOG_LEVELS.includes(asked)) throw new Error(`Invalid configuration: LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')}`);
  return asked;
}
