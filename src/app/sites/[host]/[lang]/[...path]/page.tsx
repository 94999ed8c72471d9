// Any other path: a page or post by its slug (/{slug}), followed by the sections stored under the
// path; a path that only has sections shows them alone (docs/decisions/005-pages-and-paths.md).
import type { Metadata } from 'next';
import { notFound, permanentRedirect, redirect } from 'next/navigation';
import { cache } from 'react';
import { getDb } from '@/server/db/client';
import { getSiteContext } from '@/server/site/context';
import { getPostBySlug, getSiteChrome } from '@/server/site/queries';
import { listDocSetPosts } from '@/server/content/posts';
import { findRedirect } from '@/server/content/redirects';
import { hasSections, loadHero, loadPageSections, sectionsTitle } from '@/server/content/page-sections';
import { pageMetadata, pathFromSegments, sharedPage, siteSeo } from '@/server/site/seo';
import { PageSectionList } from '@/features/sections/page-sections';
import { sectionListSupport } from '@/server/sections/page-support';
import { PostArticle } from '@/features/posts/post-article';
import { findMediaImages } from '@/server/media/lookup';
import { accentClasses, accentFromSettings } from '@/lib/accent';
import { authorFor } from '@/features/posts/byline';
import { localizePath, translate } from '@/lib/i18n/locales';
import { toPlainText } from '@/lib/sanitize';

type Params = Promise<{ host: string; lang: string; path: string[] }>;

// generateMetadata and the page both need the same records; load them once per request.
const load = cache(async (host: string, lang: string, joined: string) => {
  const site = await getSiteContext(host, lang);
  if (!site) notFound();
  const segments = joined.split('/');
  if (site.misplacedPrefix) redirect(pathFromSegments(segments));
  const urlPage = `/${joined}`;
  const db = await getDb();
  const organizationId = site.tenant.id;
  const [post, sections, { settings }] = await Promise.all([
    segments.length === 1 ? getPostBySlug(db, { organizationId, slug: segments[0] }) : null,
    loadPageSections(db, { organizationId, urlPage }),
    getSiteChrome(db, { organizationId }),
  ]);
  const visiblePost = post && post.displayThisPost ? post : null;
  if (!visiblePost && !hasSections(sections)) {
    // An address a page or post moved away from answers 308 to where it went, in the same language.
    const movedTo = await findRedirect(db, { organizationId, path: urlPage });
    if (movedTo) permanentRedirect(localizePath(movedTo, site.locale, site.tenant.defaultLocale));
    notFound();
  }
  const docSetPosts =
    visiblePost?.type === 'doc_set' && visiblePost.docSetId ? await listDocSetPosts(db, { organizationId, docSetId: visiblePost.docSetId }) : [];
  return { site, segments, post: visiblePost, sections, settings, docSetPosts };
});

async function loadFrom(params: Params) {
  const { host, lang, path } = await params;
  return load(host, lang, path.map((segment) => decodeURIComponent(segment)).join('/'));
}

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const { site, segments, post, sections } = await loadFrom(params);
  const base = await siteSeo(site);
  const path = pathFromSegments(segments);
  if (!post) return { ...pageMetadata({ ...base, path, title: sectionsTitle(sections, site.locale, segments) }), ...sharedPage(site) };
  const hero = post.mainPhoto ? null : await loadHero(await getDb(), { organizationId: site.tenant.id });
  const description =
    toPlainText(post.metadescriptionForPage) || toPlainText(translate(post.description, post.descriptionTranslation, site.locale)) || base.siteDescription;
  const author = authorFor(post, base.siteName);
  const metadata = pageMetadata({
    ...base,
    path,
    title: translate(post.title, post.titleTranslation, site.locale),
    description,
    image: post.mainPhoto || hero?.image || base.logo,
    article: post.displayAsBlogPost
      ? { publishedTime: post.createdOn, modifiedTime: post.updatedAt, authors: author ? [author] : undefined }
      : undefined,
  });
  return { ...metadata, ...sharedPage(site) };
}

export default async function SitePage({ params }: { params: Params }) {
  const { site, segments, post, sections, settings, docSetPosts } = await loadFrom(params);
  const defaultLocale = site.tenant.defaultLocale;
  // A main photo from the media library is drawn from its responsive widths, the largest paint preloaded.
  const media = post?.mainPhoto ? await findMediaImages(await getDb(), { organizationId: site.tenant.id, urls: [post.mainPhoto] }) : undefined;
  return (
    <>
      {/* Section titles are h2, so a page built from sections alone still needs its one h1. */}
      {!post && <h1 className="sr-only">{sectionsTitle(sections, site.locale, segments)}</h1>}
      {post && (
        <PostArticle
          post={post}
          locale={site.locale}
          defaultLocale={defaultLocale}
          siteName={settings?.site || site.tenant.name}
          accent={accentClasses(accentFromSettings(settings))}
          docSetPosts={docSetPosts}
          media={media}
        />
      )}
      <PageSectionList {...await sectionListSupport(site.tenant.id)} sections={sections} hero={null} locale={site.locale} defaultLocale={defaultLocale} urlPage={`/${segments.join('/')}`} />
    </>
  );
}
