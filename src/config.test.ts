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
    const config = parseConfig({ PORT: '4000', DATABASE_URL: 'postgresql://postgres@127.0.0.1:5432/test' });
    expect(config.PORT).toBe(4000);
    expect(config.DATABASE_URL).toBe('postgresql://postgres@127.0.0.1:5432/test');
  });
  it('stops on a bad value with one line naming the variable', () => {
    expect(() => parseConfig({ DATABASE_URL: 'mysql://x' })).toThrow(ConfigError);
    expect(() => parseConfig({ DATABASE_URL: 'not a url' })).toThrow(/^Invalid configuration: DATABASE_URL must be a postgres/);
    expect(() => parseConfig({ PORT: 'eighty' })).toThrow(/PORT/);
    expect(() => parseConfig({ SMTP_URL: 'http://mail' })).toThrow(/SMTP_URL/);
  });
});
