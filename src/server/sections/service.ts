import 'server-only';
// A page's sections as the public page and the read APIs use them: cached per organisation and
// page for 60 s, dropped on every write to the organisation.
import { memo } from '@/server/cache/memo';
import { findMediaImages } from '@/server/media/lookup';
import type { MediaImages } from '@/lib/media-files';
import type { DbOrTx } from '@/server/db/client';
import {
  getTemplateSectionsByIds,
  listHeadingSections,
  listTemplateSections,
  type HeadingSectionRow,
  type TemplateSectionWithMetrics,
} from './queries';

export type PageSections = {
  template: TemplateSectionWithMetrics[];
  heading: HeadingSectionRow[];
  /** Template sections shown below a heading section, by id. */
  included: Record<string, TemplateSectionWithMetrics>;
  /** The media-library images among the cards' stored addresses, drawn from their variants. */
  media: MediaImages;
};

async function loadSections(db: DbOrTx, organizationId: string, urlPage: string): Promise<PageSections> {
  const [template, heading] = await Promise.all([
    listTemplateSections(db, { organizationId, urlPage }),
    listHeadingSections(db, { organizationId, urlPage }),
  ]);
  const includedIds = heading
    .filter((h) => h.isIncludedTemplatesection && h.templateSectionId)
    .map((h) => h.templateSectionId as string);
  const included = await getTemplateSectionsByIds(db, { organizationId, ids: includedIds });
  const urls = [...[...template, ...included].flatMap((section) => section.metrics.map((metric) => metric.image)), ...heading.map((h) => h.image)];
  const media = await findMediaImages(db, { organizationId, urls });
  return { template, heading, included: Object.fromEntries(included.map((s) => [s.id, s])), media };
}

export function listSections(
  db: DbOrTx,
  { organizationId, urlPage, fresh = false }: { organizationId: string; urlPage: string; fresh?: boolean },
): Promise<PageSections> {
  if (fresh) return loadSections(db, organizationId, urlPage);
  return memo(organizationId, `sections:${urlPage}`, 60_000, () => loadSections(db, organizationId, urlPage));
}
