import 'server-only';
// Which page or post a menu entry names by id (docs/decisions/069 "Links by id", 072). An id sent
// must be a record of the entry's own organisation; without one, an address that leads to a record
// takes its id, read exactly as the migration and the seed read stored addresses (`recordAt`).
import { and, eq } from 'drizzle-orm';
import type { Tx } from '@/server/db/client';
import { posts } from '@/server/db/schema';
import { ApiError } from '@/server/http/api';
import { recordAt } from '@/server/content/page-links';
import { menuSlug } from '@/lib/menu-links';
import { MENU_MESSAGES } from '@/schemas/menu-items';

type Scope = { organizationId: string };

/** The slug of the organisation's page or post with this id; null when it has none. */
export async function pageSlug(tx: Tx, { organizationId, pageId }: Scope & { pageId: string }): Promise<string | null> {
  const [row] = await tx.select({ slug: posts.slug }).from(posts).where(and(eq(posts.organizationId, organizationId), eq(posts.id, pageId)));
  return row?.slug ?? null;
}

/** An id sent by the editor: a page or post of this organisation, or the caller's mistake (400). */
export async function assertPage(tx: Tx, { organizationId, pageId }: Scope & { pageId: string }): Promise<string> {
  const slug = await pageSlug(tx, { organizationId, pageId });
  if (slug === null) throw new ApiError(400, MENU_MESSAGES.pageNotFound, { page_id: [MENU_MESSAGES.pageNotFound] });
  return slug;
}

/** The page or post a stored address leads to on this organisation's site; null for anything else. */
export async function pageAt(tx: Tx, { organizationId, urlName }: Scope & { urlName: string }): Promise<string | null> {
  const slug = menuSlug(urlName);
  if (slug === null) return null;
  const [row] = await tx.select({ id: posts.id }).from(posts).where(and(eq(posts.organizationId, organizationId), eq(posts.slug, slug)));
  return recordAt(urlName, new Map(row ? [[slug, row.id]] : []));
}

/**
 * The page id an entry is written with (and its address, when one was sent). A page id sent wins,
 * and its record's slug comes back (a new entry without an address takes the page's path); `null`
 * clears it; otherwise a new address is read for the record it reaches, and no new address leaves
 * the entry's id as it was.
 */
export async function pageTarget(
  tx: Tx,
  { organizationId, pageId, urlName }: Scope & { pageId: string | null | undefined; urlName: string | undefined },
): Promise<{ pageId?: string | null; urlName?: string; slug?: string }> {
  const address = urlName === undefined ? {} : { urlName };
  if (pageId) return { pageId, ...address, slug: await assertPage(tx, { organizationId, pageId }) };
  if (pageId === null) return { pageId: null, ...address };
  if (urlName === undefined) return {};
  return { urlName, pageId: await pageAt(tx, { organizationId, urlName }) };
}
