import 'server-only';
// The free trial of a member of one organisation: it starts now and ends FREE_TRIAL_DAYS later.
// Starting is idempotent: once a profile has a trial, asking again changes nothing and answers the
// dates already recorded (see docs/decisions/013-free-trial.md).
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '@/server/db/client';
import { profiles } from '@/server/db/schema';

export const FREE_TRIAL_DAYS = 14;

export type FreeTrial = { startedAt: Date; endsAt: Date; started: boolean };

/**
 * Starts the member's trial unless one was started before. One conditional UPDATE decides, so two
 * requests at the same moment cannot both start (or lengthen) it. Null: no profile on this organisation.
 */
export async function startFreeTrial(db: DbOrTx, where: { organizationId: string; userId: string }): Promise<FreeTrial | null> {
  const mine = and(eq(profiles.organizationId, where.organizationId), eq(profiles.userId, where.userId));
  const [started] = await db
    .update(profiles)
    .set({
      freeTrialStartedAt: sql`now()`,
      freeTrialEndsAt: sql`now() + make_interval(days => ${FREE_TRIAL_DAYS})`,
      updatedAt: new Date(),
    })
    .where(and(mine, isNull(profiles.freeTrialStartedAt)))
    .returning({ startedAt: profiles.freeTrialStartedAt, endsAt: profiles.freeTrialEndsAt });
  if (started?.startedAt && started.endsAt) return { startedAt: started.startedAt, endsAt: started.endsAt, started: true };
  const [existing] = await db
    .select({ startedAt: profiles.freeTrialStartedAt, endsAt: profiles.freeTrialEndsAt })
    .from(profiles)
    .where(mine)
    .limit(1);
  if (!existing?.startedAt) return null;
  // A trial recorded without an end (written by hand) ends FREE_TRIAL_DAYS after its start.
  const endsAt = existing.endsAt ?? new Date(existing.startedAt.getTime() + FREE_TRIAL_DAYS * 86_400_000);
  return { startedAt: existing.startedAt, endsAt, started: false };
}

/** The member's trial end, if a trial was started. */
export async function freeTrialEnd(db: DbOrTx, where: { organizationId: string; userId: string }): Promise<Date | null> {
  const [row] = await db
    .select({ endsAt: profiles.freeTrialEndsAt })
    .from(profiles)
    .where(and(eq(profiles.organizationId, where.organizationId), eq(profiles.userId, where.userId)))
    .limit(1);
  return row?.endsAt ?? null;
}
