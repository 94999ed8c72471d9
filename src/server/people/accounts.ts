import 'server-only';
// Accounts (one per person, owned by the auth library's tables) and the role a profile gives on an
// organisation. Profiles themselves are written by server/account/profiles.ts.
import { and, eq } from 'drizzle-orm';
import { hashPassword } from 'better-auth/crypto';
import { generateId } from 'better-auth';
import type { DbOrTx } from '@/server/db/client';
import { account, profiles, user } from '@/server/db/schema';
import type { Role } from '@/lib/enums';

/**
 * Creates an e-mail and password account the way the auth library's sign-up does (credential
 * provider, its own password hash), or returns the existing one for that e-mail unchanged.
 */
export async function ensureAccount(
  db: DbOrTx,
  input: { email: string; password: string; name: string },
): Promise<{ userId: string; created: boolean }> {
  const email = input.email.trim().toLowerCase();
  const [existing] = await db.select({ id: user.id }).from(user).where(eq(user.email, email)).limit(1);
  if (existing) return { userId: existing.id, created: false };
  const userId = generateId();
  await db.insert(user).values({ id: userId, email, name: input.name, emailVerified: true });
  await db.insert(account).values({
    id: generateId(),
    accountId: userId,
    providerId: 'credential',
    userId,
    password: await hashPassword(input.password),
  });
  return { userId, created: true };
}

/** The role a person has on an organisation, or null when they have no profile there. */
export async function getRole(db: DbOrTx, where: { organizationId: string; userId: string }): Promise<Role | null> {
  const [row] = await db
    .select({ role: profiles.role })
    .from(profiles)
    .where(and(eq(profiles.organizationId, where.organizationId), eq(profiles.userId, where.userId)))
    .limit(1);
  return row?.role ?? null;
}
