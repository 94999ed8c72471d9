import 'server-only';
// The one writer of profile rows (a person's name and role on one organisation) and the one
// username rule: unique per organisation, compared without case. Registration and joining a site
// (POST /api/profile), the account page's edit (PATCH /api/account/profile), the demo seed and the
// tests all come through saveProfile, so they cannot disagree on what a clash is or what it answers.
import { and, eq, ne, sql } from 'drizzle-orm';
import type { DbOrTx } from '@/server/db/client';
import { profiles } from '@/server/db/schema';
import { ApiError } from '@/server/http/api';
import { AUTH_MESSAGES } from '@/schemas/auth';
import type { Role } from '@/lib/enums';

export type ProfileRow = typeof profiles.$inferSelect;

export type ProfileWrite = {
  organizationId: string;
  userId: string;
  username: string;
  /** A blank name clears it; left out, the stored one stays (a new profile then has none). */
  fullName?: string | null;
  /** The account's e-mail: needed to create a profile; left out, an update keeps the stored one. */
  email?: string;
  /**
   * Set only by callers the platform trusts (the seed, tests). A person's own writes leave it out:
   * a new profile is a customer, and an existing one keeps its role.
   */
  role?: Role;
};

const USERNAME_INDEX = 'profiles_org_username_key';

export function usernameTaken(): ApiError {
  return new ApiError(409, AUTH_MESSAGES.usernameTaken, { fieldErrors: { username: [AUTH_MESSAGES.usernameTaken] } });
}

/** True for the unique index refusing a username: the check below lost a race to another writer. */
export function isUsernameClash(error: unknown): boolean {
  for (let current = error; current && typeof current === 'object'; current = (current as { cause?: unknown }).cause) {
    const { code, constraint, message } = current as { code?: string; constraint?: string; message?: string };
    if (code === '23505' && (constraint === USERNAME_INDEX || String(message).includes(USERNAME_INDEX))) return true;
  }
  return false;
}

/** Throws the 409 when someone else on the organisation already has the username, in any case. */
export async function assertUsernameFree(db: DbOrTx, where: { organizationId: string; userId: string; username: string }): Promise<void> {
  const [clash] = await db
    .select({ id: profiles.id })
    .from(profiles)
    .where(
      and(
        eq(profiles.organizationId, where.organizationId),
        sql`lower(${profiles.username}) = lower(${where.username})`,
        ne(profiles.userId, where.userId),
      ),
    )
    .limit(1);
  if (clash) throw usernameTaken();
}

function cleanName(fullName: string | null | undefined): string | null | undefined {
  if (fullName === undefined) return undefined;
  return fullName?.trim() ? fullName : null;
}

/**
 * Creates or updates a person's profile on one organisation. With `existingOnly`, a missing
 * profile is a 403 instead of a new row (an edit never creates one).
 */
export async function saveProfile(db: DbOrTx, input: ProfileWrite, options: { existingOnly?: boolean } = {}): Promise<ProfileRow> {
  const { organizationId, userId, username, email, role } = input;
  const fullName = cleanName(input.fullName);
  await assertUsernameFree(db, { organizationId, userId, username });
  const changes = { username, fullName, email, role, updatedAt: new Date() };
  try {
    if (options.existingOnly) {
      const [row] = await db
        .update(profiles)
        .set(changes)
        .where(and(eq(profiles.organizationId, organizationId), eq(profiles.userId, userId)))
        .returning();
      if (!row) throw new ApiError(403, 'You do not have a profile on this site.');
      return row;
    }
    if (email === undefined) throw new Error('A new profile needs the account’s e-mail');
    const [row] = await db
      .insert(profiles)
      .values({ organizationId, userId, username, email, fullName: fullName ?? null, role: role ?? 'customer' })
      .onConflictDoUpdate({ target: [profiles.organizationId, profiles.userId], set: changes })
      .returning();
    return row;
  } catch (error) {
    if (isUsernameClash(error)) throw usernameTaken();
    throw error;
  }
}
