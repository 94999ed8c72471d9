// Article slider: the organisation's newest displayed blog posts as cards in the slider, each
// linking to /{slug} in the page's language. Without posts, the section's own metrics are shown.
import Link from 'next/link';
import { ArrowRight } from 'lucide-react';
import { Media } from '@/features/site-chrome/media';
import { formatPostDate } from '@/features/posts/byline';
import { localizePath, translate } from '@/lib/i18n/locales';
import { toPlainText } from '#sanitize';
import { IMAGE_HEIGHTS, imageHeight } from '@/lib/tokens';
import type { ArticleCard } from '@/server/sections/extras';
import { MetricCard, mediaRadius } from '../metric-card';
import { MetricCollection } from '../metric-collection';
import type { SectionViewProps } from '../section-props';
import { accentClasses } from '@/lib/accent';

function Article({ post, props }: { post: ArticleCard; props: SectionViewProps }) {
  const { section, locale, defaultLocale, style, accent, labels } = props;
  const title = translate(post.title, post.titleTranslation, locale);
  const summary = toPlainText(translate(post.description, post.descriptionTranslation, locale));
  const height = imageHeight(section.imageMetricsHeight);
  const date = formatPostDate(post.createdOn, locale);
  const surface = style.tone === 'dark' ? 'bg-white/10 ring-1 ring-white/15' : 'bg-white ring-1 ring-gray-200 shadow-sm';
  return (
    <article className={`group relative flex h-full flex-col overflow-hidden ${mediaRadius(style) === 'rounded-none' ? '' : 'rounded-2xl'} ${surface} outline-offset-4 outline-current transition has-[a:focus-visible]:outline-2 hover:-translate-y-0.5 hover:shadow-md motion-reduce:transition-none motion-reduce:hover:translate-y-0`}>
      {post.mainPhoto && (
        <Media src={post.mainPhoto} alt="" width={Math.round(IMAGE_HEIGHTS[height].px * 1.6)} height={IMAGE_HEIGHTS[height].px} className={`${height} w-full object-cover`} />
      )}
      <div className="flex flex-1 flex-col p-6">
        <time dateTime={post.createdOn.toISOString()} className={`${style.eyebrow} ${style.c.muted}`}>
          {date}
        </time>
        <h3 className={`mt-2 ${style.cardTitleClass}`}>
          <Link href={localizePath(`/${post.slug}`, locale, defaultLocale)} className="after:absolute after:inset-0 focus-visible:outline-none">
            {title}
          </Link>
        </h3>
        {summary && <p className={`mt-3 line-clamp-3 ${style.bodyClass}`}>{summary}</p>}
        <span aria-hidden className={`mt-auto inline-flex items-center gap-1 pt-5 text-sm font-semibold ${accentClasses(accent, style.tone).text}`}>
          {labels.blocks.readArticle}
          <ArrowRight className="size-4 transition-transform group-hover:translate-x-0.5 motion-reduce:transition-none" />
        </span>
      </div>
    </article>
  );
}

export function ArticleSliderSection(props: SectionViewProps) {
  const { section, locale, style, extras, labels, media } = props;
  const posts = extras.articles ?? [];
  const label = translate(section.sectionTitle, section.sectionTitleTranslation, locale);
  const items =
    posts.length > 0
      ? posts.map((post) => ({ key: post.id, node: <Article post={post} props={props} /> }))
      : section.metrics.map((metric) => ({ key: metric.id, node: <MetricCard metric={metric} section={section} locale={locale} style={style} media={media} /> }));
  if (items.length === 0) return <p className={`text-center ${style.c.muted}`}>{labels.blocks.noArticles}</p>;
  return <MetricCollection items={items} columns={section.gridColumns} slider label={label} labels={labels} tone={style.tone} />;
}
