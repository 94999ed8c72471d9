// Every environment variable the product reads, parsed once. Each has a working default so a fresh
// clone starts with no configuration; a bad value stops start-up with one readable line.
import { z } from 'zod';

const postgresUrl = z
  .string()
  .trim()
  .refine((value) => {
    try {
      const url = new URL(value);
      return (url.protocol === 'postgres:' || url.protocol === 'postgresql:') && url.hostname !== '';
    } catch {
      return false;
    }
  }, 'must be a postgres:// or postgresql:// URL with a host, for example postgresql://user@127.0.0.1:5432/sitewright');

const emptyAsUndefined = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? undefined : value);

export const configSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(1).max(65535).default(3000),
  DATABASE_URL: z.preprocess(emptyAsUndefined, postgresUrl.optional()),
  DATA_DIR: z.preprocess(emptyAsUndefined, z.string().default('.data')),
  DEFAULT_ORG_SLUG: z.preprocess(emptyAsUndefined, z.string().regex(/^[a-z0-9-]+$/).default('harbour-law')),
  BETTER_AUTH_SECRET: z.preprocess(
    emptyAsUndefined,
    z.string().min(32, 'must be at least 32 characters').default('sitewright-development-secret-change-me-in-production'),
  ),
  SMTP_URL: z.preprocess(
    emptyAsUndefined,
    z.string().regex(/^smtps?:\/\//, 'must be an smtp:// or smtps:// URL').optional(),
  ),
  MAIL_FROM: z.preprocess(emptyAsUndefined, z.string().default('Sitewright <no-reply@sitewright.localhost>')),
  TENANT_CACHE_TTL_MS: z.coerce.number().int().min(0).default(30_000),
  /** Read by server/serve.mjs; validated here so a typo stops start-up like any other. */
  HTML_CACHE: z.enum(['on', 'off']).default('on'),
  /** Read by server/serve.mjs: take the visitor's address from X-Forwarded-For (behind a proxy). */
  TRUST_PROXY: z.enum(['0', '1', 'true', 'false']).default('0'),
});

export type Config = z.infer<typeof configSchema>;

export class ConfigError extends Error {}

export function parseConfig(env: Record<string, string | undefined>): Config {
  const result = configSchema.safeParse(env);
  if (!result.success) {
    const first = result.error.issues[0];
    const name = first?.path.join('.') || 'environment';
    throw new ConfigError(`Invalid configuration: ${name} ${first?.message ?? 'is invalid'}`);
  }
  return result.data;
}

let cached: Config | undefined;

/** The parsed configuration of this process. */
export function config(): Config {
  cached ??= parseConfig(process.env);
  return cached;
}
