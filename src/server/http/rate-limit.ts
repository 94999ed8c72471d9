import 'server-only';
// A fixed-window limiter over the rate_limits table: one atomic upsert per hit, so concurrent
// requests on several instances cannot slip past the limit together.
import { sql } from 'drizzle-orm';
import type { Db } from '@/server/db/client';
import { ApiError } from '@/server/http/api';

export const TOO_MANY_ATTEMPTS = 'Too many attempts. Please try again later.';

export type Limit = { max: number; windowSeconds: number };

export type LimitResult = { allowed: boolean; hits: number; retryAfterSeconds: number };

export async function hitRateLimit(db: Db, organizationId: string, bucket: string, limit: Limit): Promise<LimitResult> {
  const window = `${limit.windowSeconds} seconds`;
  const result = await db.execute<{ hits: number; retry_after: number }>(sql`
    insert into rate_limits as r (organization_id, bucket, window_start, hits)
    values (${organizationId}, ${bucket}, now(), 1)
    on conflict (organization_id, bucket) do update set
      hits = case when r.window_start <= now() - ${window}::interval then 1 else r.hits + 1 end,
      window_start = case when r.window_start <= now() - ${window}::interval then now() else r.window_start end
    returning hits, greatest(1, ceil(extract(epoch from (window_start + ${window}::interval - now()))))::int as retry_after
  `);
  const row = result.rows[0];
  const hits = Number(row.hits);
  return { allowed: hits <= limit.max, hits, retryAfterSeconds: Number(row.retry_after) };
}

/** Counts a hit and answers 429 with the spec's text once the window's allowance is spent. */
export async function enforceRateLimit(db: Db, organizationId: string, bucket: string, limit: Limit): Promise<void> {
  const result = await hitRateLimit(db, organizationId, bucket, limit);
  if (!result.allowed) throw new ApiError(429, TOO_MANY_ATTEMPTS, { retryAfterSeconds: result.retryAfterSeconds });
}

/**
 * The visitor's address. The production server (front/serve.mjs) replaces x-sitewright-client-ip
 * with the socket's address (or the proxy's forwarded address when TRUST_PROXY is on), so a client
 * cannot choose its own bucket; under `next dev` the forwarded header is the best there is.
 */
export function clientAddress(request: Request): string {
  const own = request.headers.get('x-sitewright-client-ip');
  if (own) return own;
  const forwarded = request.headers.get('x-forwarded-for')?.split(',')[0]?.trim();
  return forwarded || 'unknown';
}
