import 'server-only';
// Abuse limits on sign-up, sign-in and password-reset requests, counted in the database so every
// instance counts together (docs/decisions/021).
//
// - Sign-ups, sign-ins and reset requests are limited per visitor address on each organisation.
// - Reset requests are limited per e-mail address too, so nobody can flood a mailbox.
// - Failed sign-ins are counted per account on every host together (an account is shared by all
//   the sites it has a profile on), in two ways:
//     * per account and visitor address: guessing from one place stops after a few tries, and only
//       that place is shut out;
//     * per account across all addresses: a spread-out guessing attack puts the account on guard,
//       and then only addresses the person has signed in from (or reset the password from) before
//       may try. A stranger can therefore never keep the owner out: the owner's usual devices still
//       work, and a password reset from a new device makes that device known.
import { and, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '@/server/db/client';
import { platformRateLimits } from '@/server/db/schema';
import { ApiError } from '@/server/http/api';
import { enforceRateLimit, TOO_MANY_ATTEMPTS, type Limit } from '@/server/http/rate-limit';

export const AUTH_LIMITS = {
  signUpPerAddress: { max: 20, windowSeconds: 60 * 60 },
  signInPerAddress: { max: 30, windowSeconds: 60 },
  failedSignInPerAccountAndAddress: { max: 10, windowSeconds: 15 * 60 },
  failedSignInPerAccount: { max: 50, windowSeconds: 60 * 60 },
  resetPerAddress: { max: 20, windowSeconds: 15 * 60 },
  resetPerEmail: { max: 5, windowSeconds: 15 * 60 },
} as const satisfies Record<string, Limit>;

/** How long an address a person signed in from stays known to their account. */
export const KNOWN_ADDRESS_DAYS = 180;

export type LimitedAction = 'sign-up' | 'sign-in' | 'reset';

export type Attempt = { organizationId: string; action: LimitedAction; address: string; email: string | null };

/** An e-mail as the auth library stores it (trimmed, lower case), or null when there is none. */
export function normalizeEmail(value: unknown): string | null {
  return typeof value === 'string' && value.trim() !== '' ? value.trim().toLowerCase().slice(0, 320) : null;
}

const buckets = {
  failedFromAddress: (email: string, address: string) => `sign-in-failed:${email}:${address}`,
  failed: (email: string) => `sign-in-failed:${email}`,
  known: (email: string, address: string) => `sign-in-known:${email}:${address}`,
};

/** Counts one hit in a platform-wide bucket (a fixed window, one atomic upsert) and answers the count. */
async function hitPlatform(db: DbOrTx, bucket: string, limit: Limit): Promise<number> {
  const window = `${limit.windowSeconds} seconds`;
  const result = await db.execute<{ hits: number }>(sql`
    insert into platform_rate_limits as r (bucket, window_start, hits)
    values (${bucket}, now(), 1)
    on conflict (bucket) do update set
      hits = case when r.window_start <= now() - ${window}::interval then 1 else r.hits + 1 end,
      window_start = case when r.window_start <= now() - ${window}::interval then now() else r.window_start end
    returning hits
  `);
  return Number(result.rows[0]?.hits ?? 0);
}

/** The hits of a platform bucket in its current window, without counting one. */
async function platformHits(db: DbOrTx, bucket: string, windowSeconds: number): Promise<number> {
  const [row] = await db
    .select({ hits: platformRateLimits.hits })
    .from(platformRateLimits)
    .where(and(eq(platformRateLimits.bucket, bucket), sql`${platformRateLimits.windowStart} > now() - ${`${windowSeconds} seconds`}::interval`))
    .limit(1);
  return row?.hits ?? 0;
}

/** True when the person has signed in, or reset the password, from this address lately. */
export async function isKnownAddress(db: DbOrTx, email: string, address: string): Promise<boolean> {
  return (await platformHits(db, buckets.known(email, address), KNOWN_ADDRESS_DAYS * 24 * 60 * 60)) > 0;
}

/** Remembers that the account's owner used this address (a sign-in, or a completed reset). */
export async function rememberAddress(db: DbOrTx, emailValue: string, address: string): Promise<void> {
  const email = normalizeEmail(emailValue);
  if (!email) return;
  // Each use restarts the window, so an address in regular use never expires.
  await db
    .insert(platformRateLimits)
    .values({ bucket: buckets.known(email, address), hits: 1 })
    .onConflictDoUpdate({ target: platformRateLimits.bucket, set: { windowStart: sql`now()`, hits: 1 } });
}

async function refuseLockedSignIn(db: DbOrTx, email: string, address: string): Promise<void> {
  const { failedSignInPerAccountAndAddress: here, failedSignInPerAccount: everywhere } = AUTH_LIMITS;
  if ((await platformHits(db, buckets.failedFromAddress(email, address), here.windowSeconds)) >= here.max) {
    throw new ApiError(429, TOO_MANY_ATTEMPTS, { reason: 'too_many_failed_sign_ins' });
  }
  if ((await platformHits(db, buckets.failed(email), everywhere.windowSeconds)) >= everywhere.max && !(await isKnownAddress(db, email, address))) {
    // The account is under a spread-out attack: new places wait, or prove the mailbox by a reset.
    throw new ApiError(429, TOO_MANY_ATTEMPTS, { reason: 'account_on_guard', resetPassword: true });
  }
}

/** Counts the attempt and throws a 429 with the spec's text when a limit is reached. */
export async function checkAttempt(db: DbOrTx, attempt: Attempt): Promise<void> {
  const { organizationId, action, address } = attempt;
  const email = normalizeEmail(attempt.email);
  if (action === 'sign-up') {
    await enforceRateLimit(db, organizationId, `sign-up:${address}`, AUTH_LIMITS.signUpPerAddress);
    return;
  }
  if (action === 'sign-in') {
    await enforceRateLimit(db, organizationId, `sign-in:${address}`, AUTH_LIMITS.signInPerAddress);
    if (email) await refuseLockedSignIn(db, email, address);
    return;
  }
  await enforceRateLimit(db, organizationId, `reset:${address}`, AUTH_LIMITS.resetPerAddress);
  if (email) await enforceRateLimit(db, organizationId, `reset-email:${email}`, AUTH_LIMITS.resetPerEmail);
}

/** After the library answered a sign-in: a failure counts against the account, a success makes the address known. */
export async function recordSignInOutcome(db: DbOrTx, outcome: { email: string; address: string; succeeded: boolean }): Promise<void> {
  const email = normalizeEmail(outcome.email);
  if (!email) return;
  if (outcome.succeeded) {
    await rememberAddress(db, email, outcome.address);
    return;
  }
  await hitPlatform(db, buckets.failedFromAddress(email, outcome.address), AUTH_LIMITS.failedSignInPerAccountAndAddress);
  await hitPlatform(db, buckets.failed(email), AUTH_LIMITS.failedSignInPerAccount);
}
