import 'server-only';
// Abuse limits on sign-up, sign-in and password-reset requests, per organisation (the Host's), counted in
// the database so every instance counts together. Sign-in is limited per visitor address (every
// attempt) and per account (failed attempts only, so people who sign in often are never locked
// out, while guessing one person's password stops after a few tries). Reset requests are limited
// per address and per e-mail address, so nobody can flood a mailbox. Sign-ups are limited per
// address, generously (a classroom behind one school router registers together), so a script
// cannot fill the organisation with accounts. These replace the auth library's own limiter, which
// counts in each instance's memory and trusts a client's X-Forwarded-For.
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '@/server/db/client';
import { rateLimits } from '@/server/db/schema';
import { ApiError } from '@/server/http/api';
import { clientAddress, enforceRateLimit, hitRateLimit, TOO_MANY_ATTEMPTS, type Limit } from '@/server/http/rate-limit';

export const AUTH_LIMITS = {
  signUpPerAddress: { max: 20, windowSeconds: 60 * 60 },
  signInPerAddress: { max: 30, windowSeconds: 60 },
  failedSignInPerAccount: { max: 10, windowSeconds: 15 * 60 },
  resetPerAddress: { max: 20, windowSeconds: 15 * 60 },
  resetPerEmail: { max: 5, windowSeconds: 15 * 60 },
} as const satisfies Record<string, Limit>;

export type LimitedAction = 'sign-up' | 'sign-in' | 'reset';

/** The e-mail a JSON body names, normalised the way the library stores it; null when it names none. */
export function emailOf(body: unknown): string | null {
  const email = body && typeof body === 'object' ? (body as { email?: unknown }).email : undefined;
  return typeof email === 'string' && email.trim() !== '' ? email.trim().toLowerCase().slice(0, 320) : null;
}

/** True when a bucket's allowance in its current window is already spent (without counting a hit). */
async function isSpent(db: Db, organizationId: string, bucket: string, limit: Limit): Promise<boolean> {
  const [row] = await db
    .select({ hits: rateLimits.hits })
    .from(rateLimits)
    .where(
      and(
        eq(rateLimits.organizationId, organizationId),
        eq(rateLimits.bucket, bucket),
        sql`${rateLimits.windowStart} > now() - ${`${limit.windowSeconds} seconds`}::interval`,
      ),
    )
    .limit(1);
  return (row?.hits ?? 0) >= limit.max;
}

const failedBucket = (email: string) => `sign-in-failed:${email}`;

/** Counts the attempt and throws a 429 with the spec's text when a limit is reached. */
export async function checkAttempt(db: Db, organizationId: string, action: LimitedAction, request: Request, email: string | null): Promise<void> {
  const address = clientAddress(request);
  if (action === 'sign-up') {
    await enforceRateLimit(db, organizationId, `sign-up:${address}`, AUTH_LIMITS.signUpPerAddress);
    return;
  }
  if (action === 'sign-in') {
    await enforceRateLimit(db, organizationId, `sign-in:${address}`, AUTH_LIMITS.signInPerAddress);
    if (email && (await isSpent(db, organizationId, failedBucket(email), AUTH_LIMITS.failedSignInPerAccount))) {
      throw new ApiError(429, TOO_MANY_ATTEMPTS);
    }
    return;
  }
  await enforceRateLimit(db, organizationId, `reset:${address}`, AUTH_LIMITS.resetPerAddress);
  if (email) await enforceRateLimit(db, organizationId, `reset-email:${email}`, AUTH_LIMITS.resetPerEmail);
}

/** Records a sign-in the library refused for bad credentials against that account's allowance. */
export async function recordFailedSignIn(db: Db, organizationId: string, email: string): Promise<void> {
  await hitRateLimit(db, organizationId, failedBucket(email), AUTH_LIMITS.failedSignInPerAccount);
}
