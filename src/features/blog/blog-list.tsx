// The blog index: the newest post as a wide feature, the rest as cards, each with its photo, title,
// description, author and date in the page's language.
import Link from 'next/link';
import { Media } from '@/features/site-chrome/media';
import { authorFor, formatPostDate } from '@/features/posts/byline';
import type { AccentClasses } from '@/lib/accent';
import { localizePath, translate, type Locale } from '@/lib/i18n/locales';
import type { Translator } from '@/lib/i18n/messages';
import { toPlainText } from '@/lib/sanitize';
import type { PostSummary } from '@/server/content/posts';

type Props = { posts: PostSummary[]; locale: Locale; defaultLocale: Locale; siteName: string; accent: AccentClasses; t: Translator };
type CardProps = Omit<Props, 'posts'> & { post: PostSummary; featured?: boolean };

function PostCard({ post, locale, defaultLocale, siteName, accent, t, featured = false }: CardProps) {
  const title = translate(post.title, post.titleTranslation, locale);
  const author = authorFor(post, siteName);
  const description = toPlainText(translate(post.description, post.descriptionTranslation, locale));
  const href = localizePath(`/${post.slug}`, locale, defaultLocale);
  return (
    <article
      className={`group relative flex flex-col overflow-hidden rounded-2xl border border-gray-200 bg-white shadow-sm transition-shadow focus-within:shadow-md hover:shadow-md motion-reduce:transition-none ${
        featured ? 'lg:flex-row' : ''
      }`}
    >
      {post.mainPhoto && (
        <div className={`shrink-0 overflow-hidden bg-gray-100 ${featured ? 'lg:w-3/5' : ''}`}>
          <Media
            src={post.mainPhoto}
            alt=""
            priority={featured}
            width={featured ? 960 : 640}
            height={featured ? 504 : 336}
            className="aspect-[40/21] h-full w-full object-cover transition-transform duration-300 group-hover:scale-[1.02] motion-reduce:transition-none motion-reduce:group-hover:scale-100"
          />
        </div>
      )}
      <div className={`flex flex-1 flex-col gap-3 p-6 ${featured ? 'lg:justify-center lg:p-10' : ''}`}>
        <time dateTime={post.createdOn.toISOString()} className="text-sm text-gray-600">
          {formatPostDate(post.createdOn, locale)}
        </time>
        <h2 className={`font-bold tracking-tight text-gray-900 ${featured ? 'text-2xl sm:text-3xl' : 'text-xl'}`}>
          <Link href={href} className="after:absolute after:inset-0 focus-visible:outline-none">
            {title}
          </Link>
        </h2>
        {description && <p className={`text-gray-600 ${featured ? 'text-lg leading-8' : 'line-clamp-3 leading-7'}`}>{description}</p>}
        <div className={`flex flex-wrap items-center justify-between gap-x-4 gap-y-1 pt-2 text-sm ${featured ? '' : 'mt-auto'}`}>
          {author && <span className="font-medium text-gray-900">{t('content.by', { author })}</span>}
          <span aria-hidden="true" className={`font-semibold ${accent.text}`}>
            {t('content.readArticle')} →
          </span>
        </div>
      </div>
      {/* The whole card is the link's target; show its focus ring around the card. */}
      <span aria-hidden="true" className="pointer-events-none absolute inset-0 rounded-2xl ring-gray-900 group-has-[a:focus-visible]:ring-2" />
    </article>
  );
}

export function BlogList(props: Props) {
  const { posts, t } = props;
  if (posts.length === 0) {
    return <p className="rounded-2xl border border-dashed border-gray-300 px-6 py-16 text-center text-gray-600">{t('content.blogEmpty')}</p>;
  }
  const [first, ...rest] = posts;
  return (
    <div className="space-y-10">
      <PostCard {...props} post={first} featured />
      {rest.length > 0 && (
        <div className="grid gap-8 sm:grid-cols-2 lg:grid-cols-3">
          {rest.map((post) => (
            <PostCard key={post.id} {...props} post={post} />
          ))}
        </div>
      )}
    </div>
  );
}
