import 'server-only';
// Links that never break (docs/decisions/069): when a published page or post changes its slug, its
// old address answers with a permanent redirect to the new one. Redirects stay one step long: every
// redirect that led to the old address is pointed at the new one, and a page or post that takes an
// address removes the redirect from it. Writes happen inside the caller's write-path transaction,
// so the public pages change at the next request on every instance.
import { and, asc, eq } from 'drizzle-orm';
import type { Db, DbOrTx, Tx } from '@/server/db/client';
import { redirects } from '@/server/db/schema';
import { memo } from '@/server/cache/memo';
import { ApiError } from '@/server/http/api';
import { writeOrganization } from '@/server/write';
import { POST_MESSAGES, type RedirectView } from '@/schemas/post';

const TTL = 60_000;

export const pathOfSlug = (slug: string) => `/${slug}`;

/** A page or post now answers at `path`: a redirect away from it would hide it, so it goes. */
export async function claimPath(tx: Tx, { organizationId, path }: { organizationId: string; path: string }): Promise<void> {
  await tx.delete(redirects).where(and(eq(redirects.organizationId, organizationId), eq(redirects.fromPath, path)));
}

/**
 * A published record moved from `from` to `to`: `from` redirects to `to`, and so does every address
 * that redirected to `from`. Never a redirect from an address to itself (a slug changed and back).
 */
export async function recordMove(tx: Tx, { organizationId, from, to }: { organizationId: string; from: string; to: string }): Promise<void> {
  if (from === to) return;
  await claimPath(tx, { organizationId, path: to });
  await tx
    .update(redirects)
    .set({ toPath: to })
    .where(and(eq(redirects.organizationId, organizationId), eq(redirects.toPath, from)));
  await tx
    .insert(redirects)
    .values({ organizationId, fromPath: from, toPath: to })
    .onConflictDoUpdate({ target: [redirects.organizationId, redirects.fromPath], set: { toPath: to } });
}

/**
 * Where a path without its language prefix has moved to, or null. The organisation's redirects are
 * cached whole until its next write: one entry however many addresses are asked for, so a stream of
 * made-up paths neither fills the cache nor pushes the site's other cached reads out of it.
 */
export async function findRedirect(db: DbOrTx, { organizationId, path }: { organizationId: string; path: string }): Promise<string | null> {
  const moved = await memo(organizationId, 'content:redirects', TTL, async () => {
    const rows = await db.select({ fromPath: redirects.fromPath, toPath: redirects.toPath }).from(redirects).where(eq(redirects.organizationId, organizationId));
    return Object.fromEntries(rows.map((row) => [row.fromPath, row.toPath])) as Record<string, string>;
  });
  return Object.hasOwn(moved, path) ? moved[path] : null;
}

function redirectView(row: typeof redirects.$inferSelect): RedirectView {
  return { id: row.id, from_path: row.fromPath, to_path: row.toPath, created_at: row.createdAt.toISOString() };
}

/** Every redirect of the organisation, by old address. */
export async function listRedirects(db: DbOrTx, { organizationId }: { organizationId: string }): Promise<RedirectView[]> {
  const rows = await db.select().from(redirects).where(eq(redirects.organizationId, organizationId)).orderBy(asc(redirects.fromPath));
  return rows.map(redirectView);
}

/** Staff remove a redirect: the old address is then not found (or free for a new page). */
export async function deleteRedirect(db: Db, { organizationId, id }: { organizationId: string; id: string }): Promise<RedirectView> {
  return writeOrganization(db, organizationId, async (tx) => {
    const [row] = await tx
      .delete(redirects)
      .where(and(eq(redirects.organizationId, organizationId), eq(redirects.id, id)))
      .returning();
    if (!row) throw new ApiError(404, POST_MESSAGES.redirectNotFound);
    return redirectView(row);
  });
}
