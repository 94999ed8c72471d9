// The pieces every post layout is built from: the title block with its byline, the main photo and
// the sanitised body.
import type { ComponentProps, CSSProperties, ReactNode } from 'react';
import { Media } from '@/features/site-chrome/media';
import { RichText } from '@/features/site-chrome/rich-text';
import type { Locale } from '@/lib/i18n/locales';
import type { Translator } from '@/lib/i18n/messages';
import type { AccentClasses } from '@/lib/accent';
import type { MediaImages } from '@/lib/media-files';
import { containerSteps, slotSizes } from '@/lib/media-sizes';
import { formatPostDate } from './byline';
import { PROSE } from './prose';

type BylineProps = { author: string | null; date: Date | null; minutes: number | null; locale: Locale; t: Translator };

export function Byline({ author, date, minutes, locale, t }: BylineProps) {
  const parts: ReactNode[] = [];
  if (author) parts.push(<span key="author" className="font-medium text-gray-900">{t('content.by', { author })}</span>);
  if (date) {
    parts.push(
      <time key="date" dateTime={date.toISOString()}>
        {t('content.publishedOn', { date: formatPostDate(date, locale) })}
      </time>,
    );
  }
  if (minutes) parts.push(<span key="minutes">{t('content.readingTime', { minutes })}</span>);
  if (parts.length === 0) return null;
  return (
    <p className="flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-gray-600 sm:gap-x-3">
      {parts.map((part, i) => (
        <span key={i} className="flex items-center gap-x-3">
          {i > 0 && <span aria-hidden="true" className="hidden h-1 w-1 rounded-full bg-gray-300 sm:block" />}
          {part}
        </span>
      ))}
    </p>
  );
}

type HeaderProps = {
  title: string;
  titleId: string | null;
  description?: string;
  eyebrow?: string;
  byline?: ReactNode;
  accent: AccentClasses;
  centered?: boolean;
  size?: 'page' | 'post' | 'doc';
};

export function PostHeader({ title, titleId, description, eyebrow, byline, accent, centered = false, size = 'post' }: HeaderProps) {
  return (
    <header className={centered ? 'mx-auto max-w-3xl text-center' : ''}>
      {eyebrow && <p className={`mb-3 text-sm font-semibold uppercase tracking-wider ${accent.text}`}>{eyebrow}</p>}
      <h1
        id={titleId ?? undefined}
        tabIndex={titleId ? -1 : undefined}
        className={`text-balance font-bold tracking-tight text-gray-900 focus:outline-none ${size === 'page' ? 'text-4xl sm:text-5xl' : size === 'doc' ? 'text-3xl sm:text-4xl' : 'text-3xl sm:text-4xl lg:text-5xl'} leading-tight`}
      >
        {title}
      </h1>
      {description && <RichText html={description} className="mt-5 text-lg leading-8 text-gray-600 sm:text-xl" />}
      {byline && <div className={`mt-6 ${centered ? 'flex justify-center' : ''}`}>{byline}</div>}
    </header>
  );
}

/**
 * How wide the main photo is shown in each layout (for the browser's choice among a library
 * image's widths): the default layout's 68rem column less its 15rem contents and 4rem gap from lg,
 * the landing photo at most 64rem, the doc set's column between its 15rem navigation and, from
 * xl, its 14rem contents.
 */
export const PHOTO_SIZES = {
  article: slotSizes([{ from: 0, minus: 32 }, { from: 640, minus: 48 }, { from: 1024, minus: 352 }, { from: 1088, px: 736 }]),
  landing: slotSizes(containerSteps(1280, [[0, 16], [640, 24]]), 1024),
  docSet: slotSizes([{ from: 0, minus: 32 }, { from: 640, minus: 48 }, { from: 1024, minus: 336 }, { from: 1280, px: 672 }]),
};

type PhotoProps = { src: string | null; alt: string; className?: string; sizes: string; library?: MediaImages };

/** The post's main photo, usually its largest paint: eager, high priority, preloaded when from the library. */
export function PostPhoto({ src, alt, className = '', sizes, library }: PhotoProps) {
  if (!src) return null;
  return (
    <Media
      src={src}
      alt={alt}
      priority
      sizes={sizes}
      library={library}
      width={1200}
      height={630}
      className={`aspect-[40/21] h-auto w-full rounded-2xl bg-gray-100 object-cover ${className}`}
    />
  );
}

/**
 * Landing bodies span the page: their own blocks (div, section, figure, table) use the full width,
 * while plain text stays in a centred, readable column.
 */
const LANDING = '[&>*]:mx-auto [&>*]:max-w-3xl [&>div]:max-w-none [&>section]:max-w-none [&>figure]:max-w-5xl [&>table]:max-w-5xl [&>h2]:text-center [&>h2]:text-3xl';

type BodyProps = {
  html: string;
  accent: AccentClasses;
  className?: string;
  landing?: boolean;
  /** Old heading anchors of a published post that still lead to its headings (decision 070). */
  anchors?: ComponentProps<typeof RichText>['anchors'];
};

export function PostBody({ html, accent, className = '', landing = false, anchors }: BodyProps) {
  if (!html) return null;
  const style = { '--accent': accent.cssColor } as CSSProperties;
  return (
    <div style={style} className={className}>
      <RichText html={html} variant="post" className={landing ? `${PROSE} ${LANDING}` : PROSE} anchors={anchors} />
    </div>
  );
}
