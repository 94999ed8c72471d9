// A post or page at /{slug}. Pages show their title, description and body; blog posts take the
// layout of their type: default (photo, body and "On this page" beside it), minimal (one narrow
// column, no photo or sidebar), landing (full-width body, no contents, description or author) and
// doc_set (documentation layout with the set's navigation).
import { getTranslator } from '@/lib/i18n/messages';
import { translate, type Locale } from '@/lib/i18n/locales';
import { sanitizePostHtml } from '@/lib/sanitize';
import type { PostSummary } from '@/server/content/posts';
import type { PostRow } from '@/server/site/queries';
import type { DocumentSetRow } from '@/server/content/posts';
import type { AccentClasses } from '@/lib/accent';
import type { MediaImages } from '@/lib/media-files';
import { authorFor } from './byline';
import { DocSetNav, DocSetPager } from './doc-set-nav';
import { Byline, PHOTO_SIZES, PostBody, PostHeader, PostPhoto } from './post-parts';
import { TableOfContents as TableOfContentsComponent, type TocItem } from './table-of-contents';
import { prepareBody, readingMinutes, tocDepth } from './toc';
import { island } from '@/islands/island';
import { anchorSource } from '@/lib/heading-anchors';

const TableOfContents = island('table-of-contents', TableOfContentsComponent);

export type PostWithSet = PostRow & { docSet: DocumentSetRow | null };

type Props = {
  post: PostWithSet;
  locale: Locale;
  defaultLocale: Locale;
  siteName: string;
  accent: AccentClasses;
  /** The displayed posts of the post's document set, in order (doc_set posts only). */
  docSetPosts?: PostSummary[];
  /** The main photo looked up in the media library (findMediaImages): drawn from its widths when found. */
  media?: MediaImages;
};

export function PostArticle({ post, locale, defaultLocale, siteName, accent, docSetPosts = [], media }: Props) {
  const t = getTranslator(locale);
  const title = translate(post.title, post.titleTranslation, locale);
  const description = translate(post.description, post.descriptionTranslation, locale);
  const body = prepareBody(sanitizePostHtml(translate(post.content, post.contentTranslation, locale)), { title });
  // Old anchors of renamed headings, for the content shown in this language; none: nothing is added.
  const aliases = post.anchors?.[anchorSource(post.contentTranslation, locale)] ?? [];
  const anchors = aliases.length > 0 ? { aliases, takenIds: ['main', ...(body.titleId ? [body.titleId] : [])] } : undefined;
  const items: TocItem[] = body.toc.map((entry) => ({ id: entry.tag_id, text: entry.tag_text, depth: tocDepth(entry, body.toc) }));
  const author = authorFor(post, siteName);
  const byline = <Byline author={author} date={post.createdOn} minutes={body.html ? readingMinutes(body.html) : null} locale={locale} t={t} />;
  const tocLabel = t('content.onThisPage');
  const activeClass = `${accent.border} ${accent.text}`;

  if (!post.displayAsBlogPost) {
    return (
      <article className="border-b border-gray-100">
        <div className="bg-gradient-to-b from-gray-50 to-white">
          <div className="mx-auto max-w-7xl px-4 pb-10 pt-14 sm:px-6 sm:pt-20">
            <div className="max-w-3xl">
              <PostHeader title={title} titleId={body.titleId} description={description} accent={accent} size="page" />
            </div>
          </div>
        </div>
        {body.html && (
          <div className="mx-auto max-w-7xl px-4 pb-16 sm:px-6">
            <PostBody html={body.html} anchors={anchors} accent={accent} className="max-w-3xl" />
          </div>
        )}
      </article>
    );
  }

  if (post.type === 'landing') {
    return (
      <article>
        <div className="mx-auto max-w-7xl px-4 pt-14 sm:px-6 sm:pt-20">
          <PostHeader title={title} titleId={body.titleId} accent={accent} centered />
          <PostPhoto src={post.mainPhoto} library={media} alt="" sizes={PHOTO_SIZES.landing} className="mx-auto mt-12 max-w-5xl" />
        </div>
        <PostBody html={body.html} anchors={anchors} accent={accent} landing className="mx-auto max-w-7xl px-4 py-14 sm:px-6" />
      </article>
    );
  }

  if (post.type === 'minimal') {
    return (
      <article className="mx-auto max-w-3xl px-4 py-14 sm:px-6 sm:py-20">
        <PostHeader title={title} titleId={body.titleId} description={description} byline={byline} accent={accent} />
        <PostBody html={body.html} anchors={anchors} accent={accent} className="mt-10 border-t border-gray-200 pt-10" />
      </article>
    );
  }

  if (post.type === 'doc_set' && post.docSet) {
    const setTitle = translate(post.docSet.title, post.docSet.titleTranslation, locale);
    const setPosts = docSetPosts.some((p) => p.id === post.id) ? docSetPosts : [];
    return (
      <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6 lg:grid lg:grid-cols-[15rem_minmax(0,1fr)] lg:gap-12 xl:grid-cols-[15rem_minmax(0,1fr)_14rem]">
        {setPosts.length > 0 && (
          <DocSetNav setTitle={setTitle} posts={setPosts} currentId={post.id} numbered={post.isNumbered} locale={locale} defaultLocale={defaultLocale} accent={accent} t={t} />
        )}
        <article className="min-w-0 lg:col-start-2 lg:row-start-1">
          <PostHeader title={title} titleId={body.titleId} description={description} eyebrow={setTitle} byline={byline} accent={accent} size="doc" />
          {items.length > 0 && (
            <TableOfContents
              items={items}
              label={tocLabel}
              activeClass={activeClass}
              collapsibleClass="mt-8 xl:hidden"
            />
          )}
          <PostPhoto src={post.mainPhoto} library={media} alt="" sizes={PHOTO_SIZES.docSet} className="mt-10" />
          <PostBody html={body.html} anchors={anchors} accent={accent} className="mt-10" />
          <DocSetPager posts={setPosts} currentId={post.id} locale={locale} defaultLocale={defaultLocale} accent={accent} t={t} />
        </article>
        {items.length > 0 && (
          <TableOfContents
            items={items}
            label={tocLabel}
            activeClass={activeClass}
            sidebarClass="hidden xl:sticky xl:top-24 xl:col-start-3 xl:row-start-1 xl:block xl:max-h-[calc(100vh-8rem)] xl:self-start xl:overflow-y-auto"
          />
        )}
      </div>
    );
  }

  return (
    <article>
      <div className="bg-gradient-to-b from-gray-50 to-white">
        <div className="mx-auto max-w-[68rem] px-4 pb-10 pt-14 sm:px-6 sm:pt-20">
          <div className="max-w-3xl">
            <PostHeader title={title} titleId={body.titleId} description={description} byline={byline} accent={accent} />
          </div>
        </div>
      </div>
      <div className="mx-auto max-w-[68rem] px-4 pb-16 sm:px-6 lg:grid lg:grid-cols-[minmax(0,1fr)_15rem] lg:gap-16">
        {items.length > 0 && (
          <TableOfContents
            items={items}
            label={tocLabel}
            activeClass={activeClass}
            collapsibleClass="mb-8 lg:hidden"
            sidebarClass="hidden lg:sticky lg:top-24 lg:col-start-2 lg:row-start-1 lg:block lg:max-h-[calc(100vh-8rem)] lg:self-start lg:overflow-y-auto"
          />
        )}
        <div className="min-w-0 lg:col-start-1 lg:row-start-1">
          <PostPhoto src={post.mainPhoto} library={media} alt="" sizes={PHOTO_SIZES.article} />
          <PostBody html={body.html} anchors={anchors} accent={accent} className="mt-10" />
        </div>
      </div>
    </article>
  );
}
