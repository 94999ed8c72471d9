import 'server-only';
// Lists of posts for the blog, the help centre and document-set navigation. Each takes the
// organisation id, shows only posts marked display_this_post, and is cached until the next edit.
import { and, asc, desc, eq } from 'drizzle-orm';
import type { DbOrTx } from '@/server/db/client';
import { documentSets, posts } from '@/server/db/schema';
import { memo } from '@/server/cache/memo';

const TTL = 60_000;

/** What a list needs of a post: never the body. */
const summaryColumns = {
  id: posts.id,
  slug: posts.slug,
  title: posts.title,
  titleTranslation: posts.titleTranslation,
  description: posts.description,
  descriptionTranslation: posts.descriptionTranslation,
  mainPhoto: posts.mainPhoto,
  authorName: posts.authorName,
  isWithAuthor: posts.isWithAuthor,
  isCompanyAuthor: posts.isCompanyAuthor,
  createdOn: posts.createdOn,
  updatedAt: posts.updatedAt,
  docSetId: posts.docSetId,
  docSetOrder: posts.docSetOrder,
  helpCenterOrder: posts.helpCenterOrder,
  isNumbered: posts.isNumbered,
};

export type PostSummary = { [K in keyof typeof summaryColumns]: (typeof posts.$inferSelect)[K] };
export type DocumentSetRow = typeof documentSets.$inferSelect;

/** The blog: displayed blog posts, newest first. */
export function listBlogPosts(db: DbOrTx, { organizationId, limit = 24 }: { organizationId: string; limit?: number }): Promise<PostSummary[]> {
  return memo(organizationId, `content:blog:${limit}`, TTL, () =>
    db
      .select(summaryColumns)
      .from(posts)
      .where(and(eq(posts.organizationId, organizationId), eq(posts.displayThisPost, true), eq(posts.displayAsBlogPost, true)))
      .orderBy(desc(posts.createdOn), asc(posts.title))
      .limit(limit),
  );
}

/** The displayed posts of one document set, in doc_set_order. */
export function listDocSetPosts(db: DbOrTx, { organizationId, docSetId }: { organizationId: string; docSetId: string }): Promise<PostSummary[]> {
  return memo(organizationId, `content:docset:${docSetId}`, TTL, () =>
    db
      .select(summaryColumns)
      .from(posts)
      .where(and(eq(posts.organizationId, organizationId), eq(posts.docSetId, docSetId), eq(posts.displayThisPost, true)))
      .orderBy(asc(posts.docSetOrder), asc(posts.createdOn), asc(posts.title)),
  );
}

export type HelpCenterGroup = { set: DocumentSetRow | null; posts: PostSummary[] };

/**
 * Help-centre articles grouped by document set. Sets have no order of their own, so a set comes
 * where its first article's help_center_order puts it; articles without a set come last.
 */
export function listHelpCenter(db: DbOrTx, { organizationId }: { organizationId: string }): Promise<HelpCenterGroup[]> {
  return memo(organizationId, 'content:help-center', TTL, async () => {
    const rows = await db
      .select({ post: summaryColumns, set: documentSets })
      .from(posts)
      .leftJoin(documentSets, and(eq(documentSets.id, posts.docSetId), eq(documentSets.organizationId, organizationId)))
      .where(and(eq(posts.organizationId, organizationId), eq(posts.isHelpCenter, true), eq(posts.displayThisPost, true)))
      .orderBy(asc(posts.helpCenterOrder), asc(posts.docSetOrder), asc(posts.title));
    return groupHelpCenter(rows);
  });
}

export function groupHelpCenter(rows: { post: PostSummary; set: DocumentSetRow | null }[]): HelpCenterGroup[] {
  const groups = new Map<string, HelpCenterGroup>();
  for (const { post, set } of rows) {
    const key = set?.id ?? '';
    const group = groups.get(key) ?? { set, posts: [] };
    group.posts.push(post);
    groups.set(key, group);
  }
  for (const group of groups.values()) {
    if (group.set) group.posts.sort((a, b) => a.docSetOrder - b.docSetOrder || a.helpCenterOrder - b.helpCenterOrder);
  }
  const loose = groups.get('');
  groups.delete('');
  return [...groups.values(), ...(loose ? [loose] : [])];
}
