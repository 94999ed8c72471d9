import 'server-only';
// For public pages: sections store an image as an address string, and the editor stores a media
// library address there. This finds, in one query, the library images among a page's addresses,
// so the page can render their variants (ResponsiveImage) and a plain <img> for everything else.
import type { DbOrTx } from '@/server/db/client';
import { log } from '@/server/log';
import { parseMediaFileUrl, type MediaImages } from '@/lib/media-files';
import { getImageRows } from './queries';
import { toImageView } from './views';

/**
 * Library images by the exact address the page stores. Addresses outside the library are left out
 * (render them as they are). A library address whose asset was deleted, or belongs to another
 * organisation, maps to null, so the page can leave out what would be a broken image. When the
 * lookup itself fails, everything is left out: each stored library address is a servable WebP.
 */
export async function findMediaImages(
  db: DbOrTx,
  { organizationId, urls }: { organizationId: string; urls: readonly (string | null | undefined)[] },
): Promise<MediaImages> {
  const named = urls.flatMap((url) => {
    const parsed = url ? parseMediaFileUrl(url) : null;
    return parsed && url ? [{ url, assetId: parsed.assetId }] : [];
  });
  if (named.length === 0) return {};
  try {
    const rows = await getImageRows(db, { organizationId, ids: [...new Set(named.map((n) => n.assetId))] });
    const views = new Map(rows.map((row) => [row.id, toImageView(row)]));
    return Object.fromEntries(named.map(({ url, assetId }) => [url, views.get(assetId) ?? null]));
  } catch (err) {
    log.error({ err, organizationId }, 'Media images could not be looked up; the page shows them without variants');
    return {};
  }
}
