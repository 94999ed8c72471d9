// Navigation through a document set: the list of its articles in doc_set_order (numbered when the
// post asks for it), and previous/next links at the foot of the article.
import Link from 'next/link';
import { ArrowLeft, ArrowRight, ChevronDown } from 'lucide-react';
import { localizePath, translate, type Locale } from '@/lib/i18n/locales';
import type { Translator } from '@/lib/i18n/messages';
import type { PostSummary } from '@/server/content/posts';
import type { AccentClasses } from '@/lib/accent';

type SetProps = {
  setTitle: string;
  posts: PostSummary[];
  currentId: string;
  numbered: boolean;
  locale: Locale;
  defaultLocale: Locale;
  accent: AccentClasses;
  t: Translator;
};

function SetList({ posts, currentId, numbered, locale, defaultLocale, accent }: Omit<SetProps, 'setTitle' | 't'>) {
  const List = numbered ? 'ol' : 'ul';
  return (
    <List className="space-y-1 text-sm">
      {posts.map((post, index) => {
        const current = post.id === currentId;
        return (
          <li key={post.id}>
            <Link
              href={localizePath(`/${post.slug}`, locale, defaultLocale)}
              aria-current={current ? 'page' : undefined}
              className={`flex gap-2 rounded-lg px-3 py-2 leading-snug focus-visible:outline-2 ${
                current ? `${accent.softBg} ${accent.text} font-semibold` : 'text-gray-700 hover:bg-gray-100 hover:text-gray-900'
              }`}
            >
              {numbered && <span className={current ? 'tabular-nums' : 'tabular-nums text-gray-500'}>{index + 1}.</span>}
              <span>{translate(post.title, post.titleTranslation, locale)}</span>
            </Link>
          </li>
        );
      })}
    </List>
  );
}

/** The set's articles: a sidebar on wide screens, a collapsible list above the article on small ones. */
export function DocSetNav(props: SetProps) {
  const { setTitle, posts, t } = props;
  return (
    <>
      <details className="group mb-8 rounded-xl border border-gray-200 lg:hidden">
        <summary className="flex cursor-pointer list-none items-center justify-between gap-3 px-4 py-3 text-sm font-semibold text-gray-900 focus-visible:outline-2 [&::-webkit-details-marker]:hidden">
          <span>
            {setTitle} <span className="font-normal text-gray-500">({posts.length})</span>
          </span>
          <ChevronDown aria-hidden="true" className="h-4 w-4 text-gray-500 transition-transform group-open:rotate-180 motion-reduce:transition-none" />
        </summary>
        <nav aria-label={t('content.docSetNav')} className="px-2 pb-3">
          <SetList {...props} />
        </nav>
      </details>
      <nav aria-label={t('content.docSetNav')} className="hidden lg:sticky lg:top-24 lg:col-start-1 lg:row-start-1 lg:block lg:self-start">
        <p className="mb-3 px-3 text-xs font-semibold uppercase tracking-wider text-gray-500">{setTitle}</p>
        <SetList {...props} />
      </nav>
    </>
  );
}

type PagerProps = { posts: PostSummary[]; currentId: string; locale: Locale; defaultLocale: Locale; accent: AccentClasses; t: Translator };

export function DocSetPager({ posts, currentId, locale, defaultLocale, accent, t }: PagerProps) {
  const index = posts.findIndex((post) => post.id === currentId);
  if (index < 0) return null;
  const previous = posts[index - 1];
  const next = posts[index + 1];
  if (!previous && !next) return null;
  const card = 'group flex flex-col gap-1 rounded-xl border border-gray-200 p-4 transition-colors hover:border-gray-300 hover:bg-gray-50 focus-visible:outline-2 motion-reduce:transition-none';
  return (
    <nav aria-label={t('content.pagerNav')} className="mt-14 grid gap-4 border-t border-gray-200 pt-8 sm:grid-cols-2">
      {previous ? (
        <Link href={localizePath(`/${previous.slug}`, locale, defaultLocale)} rel="prev" className={card}>
          <span className="flex items-center gap-1 text-xs font-medium uppercase tracking-wide text-gray-500">
            <ArrowLeft aria-hidden="true" className="h-3.5 w-3.5" /> {t('content.previous')}
          </span>
          <span className={`font-semibold ${accent.text}`}>{translate(previous.title, previous.titleTranslation, locale)}</span>
        </Link>
      ) : (
        <span className="hidden sm:block" />
      )}
      {next && (
        <Link href={localizePath(`/${next.slug}`, locale, defaultLocale)} rel="next" className={`${card} sm:items-end sm:text-right`}>
          <span className="flex items-center gap-1 text-xs font-medium uppercase tracking-wide text-gray-500">
            {t('content.next')} <ArrowRight aria-hidden="true" className="h-3.5 w-3.5" />
          </span>
          <span className={`font-semibold ${accent.text}`}>{translate(next.title, next.titleTranslation, locale)}</span>
        </Link>
      )}
    </nav>
  );
}
