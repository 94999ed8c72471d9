import { describe, expect, it } from 'vitest';
import { ConfigError, parseConfig } from './config';

describe('configuration', () => {
  it('starts with no variables at all', () => {
    const config = parseConfig({});
    expect(config.PORT).toBe(3000);
    expect(config.DATABASE_URL).toBeUndefined();
    expect(config.DATA_DIR).toBe('.data');
  });
  it('reads PORT and DATABASE_URL', () => {
    const config = parseConfig({ PORT: '4000', DATABASE_URL: 'postgresql://postgres@127.0.0.1:5432/test', BETTER_AUTH_SECRET: 'x'.repeat(32) });
    expect(config.PORT).toBe(4000);
    expect(config.DATABASE_URL).toBe('postgresql://postgres@127.0.0.1:5432/test');
  });
  it('stops on a bad value with one line naming the variable', () => {
    expect(() => parseConfig({ DATABASE_URL: 'mysql://x' })).toThrow(ConfigError);
    expect(() => parseConfig({ DATABASE_URL: 'not a url' })).toThrow(/^Invalid configuration: DATABASE_URL must be a postgres/);
    expect(() => parseConfig({ PORT: 'eighty' })).toThrow(/PORT/);
    expect(() => parseConfig({ SMTP_URL: 'http://mail' })).toThrow(/SMTP_URL/);
    expect(() => parseConfig({ BETTER_AUTH_SECRET: 'short' })).toThrow(/^Invalid configuration: BETTER_AUTH_SECRET must be at least 32/);
  });
  it('has no well-known secret: PostgreSQL without BETTER_AUTH_SECRET stops start-up with one line', () => {
    expect(parseConfig({}).BETTER_AUTH_SECRET).toBeUndefined();
    expect(() => parseConfig({ DATABASE_URL: 'postgresql://postgres@127.0.0.1:5432/x' })).toThrow(
      /^Invalid configuration: BETTER_AUTH_SECRET must be set when DATABASE_URL is set/,
    );
    expect(() => parseConfig({ DATABASE_URL: 'postgresql://postgres@127.0.0.1:5432/x', NODE_ENV: 'production' })).toThrow(ConfigError);
  });
  it('logs at info by default, quietly under Vitest, and as LOG_LEVEL says when it is set', () => {
    expect(parseConfig({}).LOG_LEVEL).toBe('info');
    expect(parseConfig({ VITEST: 'true' }).LOG_LEVEL).toBe('silent');
    expect(parseConfig({ VITEST: 'true', LOG_LEVEL: 'debug' }).LOG_LEVEL).toBe('debug');
    expect(parseConfig({ LOG_LEVEL: 'warn' }).LOG_LEVEL).toBe('warn');
    expect(() => parseConfig({ LOG_LEVEL: 'loud' })).toThrow(/^Invalid configuration: LOG_LEVEL/);
  });
});
