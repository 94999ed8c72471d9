// Every environment variable the product reads, parsed once. Each has a working default so a fresh
// clone starts with no configuration; a bad value stops start-up with one readable line.
import { z } from 'zod';
import { LOG_LEVELS, logLevelFrom, type LogLevel } from './lib/log-level.mjs';

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
  /**
   * Signs sessions and seals e-mailed secrets. Unset with the embedded database: one is generated
   * and kept beside it (server/auth/secret.ts). Unset with DATABASE_URL: start-up stops, because
   * every instance must share it and no instance can invent it for the others.
   */
  BETTER_AUTH_SECRET: z.preprocess(emptyAsUndefined, z.string().min(32, 'must be at least 32 characters').optional()),
  SMTP_URL: z.preprocess(
    emptyAsUndefined,
    z.string().regex(/^smtps?:\/\//, 'must be an smtp:// or smtps:// URL').optional(),
  ),
  MAIL_FROM: z.preprocess(emptyAsUndefined, z.string().default('Sitewright <no-reply@sitewright.localhost>')),
  TENANT_CACHE_TTL_MS: z.coerce.number().int().min(0).default(30_000),
  /** Read by front/serve.mjs; validated here so a typo stops start-up like any other. */
  HTML_CACHE: z.enum(['on', 'off']).default('on'),
  /** Read by front/serve.mjs: the largest request body any route accepts, refused with 413 before it is read. */
  MAX_BODY_BYTES: z.coerce.number().int().min(0).default(10 * 1024 * 1024),
  /** Read by front/serve.mjs: take the visitor's address from X-Forwarded-For (behind a proxy). */
  TRUST_PROXY: z.enum(['0', '1', 'true', 'false']).default('0'),
  /** Where uploaded media is kept when no S3 bucket is configured; unset means DATA_DIR/media. */
  MEDIA_DIR: z.preprocess(emptyAsUndefined, z.string().optional()),
  /** An S3-compatible bucket for media instead of MEDIA_DIR (docs/decisions/030); all four S3 settings go together. */
  MEDIA_S3_ENDPOINT: z.preprocess(emptyAsUndefined, z.url({ protocol: /^https?$/, error: 'must be an http:// or https:// URL' }).optional()),
  MEDIA_S3_BUCKET: z.preprocess(emptyAsUndefined, z.string().regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, 'must be an S3 bucket name').optional()),
  MEDIA_S3_REGION: z.preprocess(emptyAsUndefined, z.string().default('us-east-1')),
  MEDIA_S3_ACCESS_KEY_ID: z.preprocess(emptyAsUndefined, z.string().optional()),
  MEDIA_S3_SECRET_ACCESS_KEY: z.preprocess(emptyAsUndefined, z.string().optional()),
  /** path: {endpoint}/{bucket}/{key} (MinIO, most self-hosted stores); virtual: {bucket}.{endpoint host}/{key}. */
  MEDIA_S3_ADDRESSING: z.enum(['path', 'virtual']).default('path'),
  /**
   * The help widget's assistant may phrase its answers with an OpenAI-compatible chat endpoint (the
   * base URL, e.g. https://api.openai.com/v1). Unset: it answers with the best passages themselves.
   */
  ASSISTANT_API_URL: z.preprocess(emptyAsUndefined, z.url({ protocol: /^https?$/, error: 'must be an http:// or https:// URL' }).optional()),
  ASSISTANT_API_KEY: z.preprocess(emptyAsUndefined, z.string().optional()),
  ASSISTANT_MODEL: z.preprocess(emptyAsUndefined, z.string().default('gpt-4o-mini')),
  /**
   * The calls' ICE servers (STUN/TURN) as a JSON list of RTCIceServer ({ urls, username?, credential? }).
   * Unset: none, so two browsers connect directly (same network, or this machine in tests); set a TURN
   * server for visitors behind strict NATs (docs/decisions/082).
   */
  MEETINGS_ICE_SERVERS: z.preprocess(
    emptyAsUndefined,
    z
      .string()
      .transform((text, ctx) => {
        try {
          return JSON.parse(text) as unknown;
        } catch {
          ctx.addIssue({ code: 'custom', message: 'must be a JSON list of ICE servers' });
          return z.NEVER;
        }
      })
      .pipe(z.array(z.object({ urls: z.union([z.string(), z.array(z.string()).min(1)]), username: z.string().optional(), credential: z.string().optional() }), 'must be a JSON list of ICE servers'))
      .optional(),
  ),
  /**
   * `relay` makes every call go through the TURN servers above, never directly between browsers:
   * for networks that must not expose the visitors' addresses, and for the tests, which cut a
   * call's path by stopping their TURN server. Unset or `all`: the browsers pick the best path.
   */
  MEETINGS_ICE_TRANSPORT_POLICY: z.preprocess(emptyAsUndefined, z.enum(['all', 'relay'], 'must be all or relay').default('all')),
  /**
   * Past four participants a call moves from the mesh to an existing LiveKit server (docs/decisions/084):
   * its address as browsers reach it (wss://…) and the API key and secret its tokens are signed with.
   * All three or none; unset: calls stay a mesh of at most four.
   */
  LIVEKIT_URL: z.preprocess(emptyAsUndefined, z.url({ protocol: /^wss?$/, error: 'must be a wss:// (or, for a local server, ws://) URL' }).optional()),
  LIVEKIT_API_KEY: z.preprocess(emptyAsUndefined, z.string().trim().optional()),
  LIVEKIT_API_SECRET: z.preprocess(emptyAsUndefined, z.string().trim().optional()),
  /** How much the server logs (src/lib/log-level.mjs): info unless set, silent under Vitest unless set. */
  LOG_LEVEL: z.preprocess(emptyAsUndefined, z.enum(LOG_LEVELS as [LogLevel, ...LogLevel[]]).optional()),
});

export type Config = Omit<z.infer<typeof configSchema>, 'LOG_LEVEL'> & { LOG_LEVEL: LogLevel };

export class ConfigError extends Error {}

export const MISSING_SECRET_MESSAGE =
  'Invalid configuration: BETTER_AUTH_SECRET must be set when DATABASE_URL is set (every instance shares it); generate one with: openssl rand -base64 48';

export const MEDIA_S3_INCOMPLETE_MESSAGE =
  'Invalid configuration: MEDIA_S3_ENDPOINT, MEDIA_S3_BUCKET, MEDIA_S3_ACCESS_KEY_ID and MEDIA_S3_SECRET_ACCESS_KEY must be set together (or none of them, to keep media in MEDIA_DIR)';

export const LIVEKIT_INCOMPLETE_MESSAGE =
  'Invalid configuration: LIVEKIT_URL, LIVEKIT_API_KEY and LIVEKIT_API_SECRET must be set together (or none of them, to keep calls in the mesh)';

export function parseConfig(env: Record<string, string | undefined>): Config {
  const result = configSchema.safeParse(env);
  if (!result.success) {
    const first = result.error.issues[0];
    const name = first?.path.join('.') || 'environment';
    throw new ConfigError(`Invalid configuration: ${name} ${first?.message ?? 'is invalid'}`);
  }
  // Tests open throwaway databases and sign with a test secret of their own (server/auth/secret.ts).
  if (result.data.DATABASE_URL && !result.data.BETTER_AUTH_SECRET && result.data.NODE_ENV !== 'test') {
    throw new ConfigError(MISSING_SECRET_MESSAGE);
  }
  const s3 = [result.data.MEDIA_S3_ENDPOINT, result.data.MEDIA_S3_BUCKET, result.data.MEDIA_S3_ACCESS_KEY_ID, result.data.MEDIA_S3_SECRET_ACCESS_KEY];
  if (s3.some(Boolean) && !s3.every(Boolean)) throw new ConfigError(MEDIA_S3_INCOMPLETE_MESSAGE);
  const livekit = [result.data.LIVEKIT_URL, result.data.LIVEKIT_API_KEY, result.data.LIVEKIT_API_SECRET];
  if (livekit.some(Boolean) && !livekit.every(Boolean)) throw new ConfigError(LIVEKIT_INCOMPLETE_MESSAGE);
  return { ...result.data, LOG_LEVEL: logLevelFrom({ LOG_LEVEL: result.data.LOG_LEVEL, VITEST: env.VITEST }) };
}

let cached: Config | undefined;

/** The parsed configuration of this process. */
export function config(): Config {
  cached ??= parseConfig(process.env);
  return cached;
}
