import 'server-only';
// Whether a person is around to answer live support (docs/decisions/041). Staff who can answer
// tickets (permission tickets.answer) leave a trace when they load /admin or call a staff API
// (through the listener of ./presence.ts): their profile's
// last_active_at, written at most once a minute per person and instance, so the trace costs one
// small update a minute rather than one per request. "Available" means such a trace is younger than
// the window below.
import { and, eq, gt, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '@/server/db/client';
import { profiles } from '@/server/db/schema';
import { memo } from '@/server/cache/memo';
import type { Role } from '@/lib/enums';
import { allows, PERMISSIONS } from '@/lib/permissions';

/** Someone who used the admin within the last ten minutes is likely to see a new message soon. */
export const STAFF_ACTIVE_WINDOW_MS = 10 * 60_000;
/** The trace is refreshed at most this often. */
const TOUCH_EVERY_MS = 60_000;
/** Who answers live support: the roles that can reply to tickets. */
const ANSWERING_ROLES: readonly Role[] = PERMISSIONS['tickets.answer'];

const lastTouch: Map<string, number> = ((globalThis as { __sitewrightStaffTouch?: Map<string, number> }).__sitewrightStaffTouch ??= new Map());

/** Records that a staff member is active here; a no-op for other roles and within a minute of the last. */
export async function noteStaffActivity(db: DbOrTx, where: { organizationId: string; userId: string; role: Role }): Promise<void> {
  if (!allows(where.role, 'tickets.answer')) return;
  const key = `${where.organizationId}:${where.userId}`;
  const now = Date.now();
  if ((lastTouch.get(key) ?? 0) > now - TOUCH_EVERY_MS) return;
  lastTouch.set(key, now);
  if (lastTouch.size > 10_000) lastTouch.clear();
  // The condition keeps other instances from rewriting a trace one of them wrote a moment ago.
  await db
    .update(profiles)
    .set({ lastActiveAt: sql`now()` })
    .where(
      and(
        eq(profiles.organizationId, where.organizationId),
        eq(profiles.userId, where.userId),
        or(isNull(profiles.lastActiveAt), lt(profiles.lastActiveAt, sql`now() - interval '1 minute'`)),
      ),
    );
}

/** Forgets this instance's throttle (tests that move the clock of the database). */
export function resetStaffActivityThrottle(): void {
  lastTouch.clear();
}

/** True when someone who can answer was active within the window; cached for 15 seconds. */
export function isStaffAvailable(db: DbOrTx, organizationId: string): Promise<boolean> {
  return memo(organizationId, 'support:staff-available', 15_000, async () => {
    const since = new Date(Date.now() - STAFF_ACTIVE_WINDOW_MS);
    const [row] = await db
      .select({ id: profiles.id })
      .from(profiles)
      .where(and(eq(profiles.organizationId, organizationId), inArray(profiles.role, [...ANSWERING_ROLES]), gt(profiles.lastActiveAt, since)))
      .limit(1);
    return Boolean(row);
  });
}
