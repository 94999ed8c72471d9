// A page or post at /{slug}: title, author line, main photo and the sanitised body.
import { Media } from '@/features/site-chrome/media';
import { RichText } from '@/features/site-chrome/rich-text';
import { getTranslator } from '@/lib/i18n/messages';
import { translate, type Locale } from '@/lib/i18n/locales';
import type { PostRow } from '@/server/site/queries';

export function PostArticle({ post, locale }: { post: PostRow; locale: Locale }) {
  const t = getTranslator(locale);
  const title = translate(post.title, post.titleTranslation, locale);
  const content = translate(post.content, post.contentTranslation, locale);
  const description = translate(post.description, post.descriptionTranslation, locale);
  const date = new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' }).format(post.createdOn);
  return (
    <article className="mx-auto max-w-3xl px-4 py-16 sm:px-6">
      <header>
        <h1 className="text-4xl font-bold tracking-tight text-gray-900 sm:text-5xl">{title}</h1>
        {post.displayAsBlogPost && (
          <p className="mt-4 text-sm text-gray-500">
            {post.authorName ? `${t('post.by', { author: post.authorName })} · ` : ''}
            <time dateTime={post.createdOn.toISOString()}>{t('post.publishedOn', { date })}</time>
          </p>
        )}
        {!content && description && <RichText html={description} className="mt-6 text-lg text-gray-600" />}
      </header>
      {post.mainPhoto && <Media src={post.mainPhoto} alt={title} priority className="mt-10 h-auto w-full rounded-2xl" width={768} height={432} />}
      {content && (
        <RichText
          html={content}
          variant="post"
          className="mt-10 space-y-5 text-base leading-7 text-gray-700 [&_a]:text-sky-700 [&_a]:underline [&_h1]:text-3xl [&_h1]:font-bold [&_h1]:text-gray-900 [&_h2]:mt-10 [&_h2]:text-2xl [&_h2]:font-bold [&_h2]:text-gray-900 [&_h3]:mt-8 [&_h3]:text-xl [&_h3]:font-semibold [&_h3]:text-gray-900 [&_ol]:list-decimal [&_ol]:pl-6 [&_ul]:list-disc [&_ul]:pl-6"
        />
      )}
    </article>
  );
}
