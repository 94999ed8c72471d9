import 'server-only';
// Data some section types show beyond their metrics: the blog posts of the article slider and the
// help-centre articles grouped by document set. Cached per organisation like the sections, and
// dropped on every write to the organisation.
import { and, asc, desc, eq } from 'drizzle-orm';
import { memo } from '@/server/cache/memo';
import type { DbOrTx } from '@/server/db/client';
import { documentSets, posts } from '@/server/db/schema';
import type { Translations } from '@/server/db/schema/_columns';

const EXTRAS_TTL_MS = 60_000;
/** The slider shows the newest posts; more than this is a blog page, not a section. */
export const ARTICLE_SLIDER_LIMIT = 12;

export type ArticleCard = {
  id: string;
  slug: string;
  title: string;
  titleTranslation: Translations;
  description: string | null;
  descriptionTranslation: Translations;
  mainPhoto: string | null;
  createdOn: Date;
};

/** Displayed blog posts (display_as_blog_post and display_this_post), newest first. */
export function listArticleCards(db: DbOrTx, { organizationId }: { organizationId: string }): Promise<ArticleCard[]> {
  return memo(organizationId, 'section-extras:articles', EXTRAS_TTL_MS, () =>
    db
      .select({
        id: posts.id,
        slug: posts.slug,
        title: posts.title,
        titleTranslation: posts.titleTranslation,
        description: posts.description,
        descriptionTranslation: posts.descriptionTranslation,
        mainPhoto: posts.mainPhoto,
        createdOn: posts.createdOn,
      })
      .from(posts)
      .where(and(eq(posts.organizationId, organizationId), eq(posts.displayAsBlogPost, true), eq(posts.displayThisPost, true)))
      .orderBy(desc(posts.createdOn), desc(posts.createdAt))
      .limit(ARTICLE_SLIDER_LIMIT),
  );
}

export type HelpArticle = { id: string; order: number; slug: string; title: string; titleTranslation: Translations; description: string | null; descriptionTranslation: Translations };
export type HelpGroup = {
  /** Null for articles outside any document set. */
  id: string | null;
  title: string;
  titleTranslation: Translations;
  articles: HelpArticle[];
};

/** Help-centre articles (is_help_center, displayed), grouped by document set in their set order. */
export function listHelpCenterGroups(db: DbOrTx, { organizationId }: { organizationId: string }): Promise<HelpGroup[]> {
  return memo(organizationId, 'section-extras:help-center', EXTRAS_TTL_MS, async () => {
    const rows = await db
      .select({ post: posts, set: documentSets })
      .from(posts)
      .leftJoin(documentSets, and(eq(documentSets.id, posts.docSetId), eq(documentSets.organizationId, organizationId)))
      .where(and(eq(posts.organizationId, organizationId), eq(posts.isHelpCenter, true), eq(posts.displayThisPost, true)))
      .orderBy(asc(posts.helpCenterOrder), asc(posts.docSetOrder), asc(posts.title));
    // A set appears where its first help-centre article would; inside a set, the set's own order.
    const groups = new Map<string, HelpGroup>();
    for (const { post, set } of rows) {
      const key = set?.id ?? '';
      let group = groups.get(key);
      if (!group) {
        group = { id: set?.id ?? null, title: set?.title ?? '', titleTranslation: set?.titleTranslation ?? {}, articles: [] };
        groups.set(key, group);
      }
      group.articles.push({
        order: post.docSetOrder,
        id: post.id,
        slug: post.slug,
        title: post.title,
        titleTranslation: post.titleTranslation,
        description: post.description,
        descriptionTranslation: post.descriptionTranslation,
      });
    }
    for (const group of groups.values()) group.articles.sort((a, b) => a.order - b.order);
    // Articles outside any set come last, under a general heading.
    return [...groups.values()].sort((a, b) => Number(a.id === null) - Number(b.id === null));
  });
}
