import 'server-only';
// A person's own profile on one organisation, as registration writes it (public spec §7, "upsert
// profiles"). Only the username and full name are theirs to set; the e-mail comes from the account
// and the role is never touched here (a new profile starts as a customer).
import { and, eq, ne, sql } from 'drizzle-orm';
import type { DbOrTx } from '@/server/db/client';
import { profiles } from '@/server/db/schema';
import { ApiError } from '@/server/http/api';
import { AUTH_MESSAGES } from '@/schemas/auth';

export type OwnProfileInput = { organizationId: string; userId: string; email: string; username: string; fullName: string | null };

function isUsernameClash(error: unknown): boolean {
  for (let current = error; current && typeof current === 'object'; current = (current as { cause?: unknown }).cause) {
    const { code, constraint, message } = current as { code?: string; constraint?: string; message?: string };
    if (code === '23505' && (constraint === 'profiles_org_username_key' || String(message).includes('profiles_org_username_key'))) return true;
  }
  return false;
}

export async function upsertOwnProfile(db: DbOrTx, input: OwnProfileInput) {
  const { organizationId, userId } = input;
  const [clash] = await db
    .select({ id: profiles.id })
    .from(profiles)
    .where(and(eq(profiles.organizationId, organizationId), sql`lower(${profiles.username}) = lower(${input.username})`, ne(profiles.userId, userId)))
    .limit(1);
  if (clash) throw new ApiError(409, AUTH_MESSAGES.usernameTaken, { fieldErrors: { username: [AUTH_MESSAGES.usernameTaken] } });
  try {
    const [row] = await db
      .insert(profiles)
      .values({ organizationId, userId, email: input.email, username: input.username, fullName: input.fullName, role: 'customer' })
      .onConflictDoUpdate({
        target: [profiles.organizationId, profiles.userId],
        set: { username: input.username, fullName: input.fullName, email: input.email, updatedAt: new Date() },
      })
      .returning();
    return row;
  } catch (error) {
    // Two people claiming one name at the same moment: the unique index decides.
    if (isUsernameClash(error)) throw new ApiError(409, AUTH_MESSAGES.usernameTaken, { fieldErrors: { username: [AUTH_MESSAGES.usernameTaken] } });
    throw error;
  }
}
