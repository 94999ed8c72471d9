// The heading part of a heading section: a hero-style block with a heading in up to three parts,
// text, a button or text link and an image (before or after the text). The default style adds the
// accent colour and a framed image; clean drops both and breathes more. No server imports: the
// public page (heading-section.tsx) and the Heading Section editor's live preview both draw it.
import Link from 'next/link';
import { ArrowRight } from 'lucide-react';
import { Media } from '@/features/site-chrome/media';
import type { MediaImages } from '@/lib/media-files';
import { RichText } from '@/features/site-chrome/rich-text';
import { translate, type Locale } from '@/lib/i18n/locales';
import { colorClass, gradientClasses } from '@/lib/tokens';
import type { HeadingView } from '@/schemas/section-views';
import { safeHref } from './format';
import { RICH_TEXT, textStyle } from './text-styles';
import { accentClasses, DEFAULT_ACCENT, type AccentColor } from '@/lib/accent';
import { backgroundTone } from './theme';

type Props = { heading: HeadingView; locale: Locale; defaultLocale: Locale; accent?: AccentColor; media?: MediaImages };

const ALIGN = { left: 'text-left', center: 'text-center mx-auto', right: 'text-right ml-auto' } as const;

export function HeadingBody({ heading, locale, defaultLocale, accent = DEFAULT_ACCENT, media }: Props) {
  const clean = heading.styleVariant === 'clean';
  const tone = backgroundTone(heading);
  const style = textStyle(heading.textStyleVariant, tone);
  const accentOn = accentClasses(accent, tone);
  const [part1, part2, part3] = [
    translate(heading.name, heading.nameTranslation, locale),
    translate(heading.namePart2, heading.namePart2Translation, locale),
    translate(heading.namePart3, heading.namePart3Translation, locale),
  ];
  const buttonText = translate(heading.buttonText, heading.buttonTextTranslation, locale);
  const href = safeHref(heading.url, locale, defaultLocale);
  const alignment = heading.titleAlignment === 'center' || heading.titleAlignment === 'right' ? heading.titleAlignment : 'left';
  const background = (heading.isGradient && gradientClasses(heading.gradient)) || colorClass('bg', heading.backgroundColor, 'bg-white');
  const split = Boolean(heading.image) && alignment !== 'center';
  const external = href !== null && !href.startsWith('/') && !href.startsWith('#');

  const action =
    buttonText && href ? (
      <Link
        href={href}
        {...(external ? { rel: 'noopener noreferrer' } : {})}
        className={
          heading.isTextLink
            ? `group mt-8 inline-flex items-center gap-2 font-semibold underline-offset-4 hover:underline ${accentOn.text}`
            : `group mt-8 inline-flex items-center gap-2 px-6 py-3 text-base font-semibold shadow-sm transition focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-current ${style.radius} ${accentOn.button}`
        }
      >
        {buttonText}
        <ArrowRight aria-hidden className="size-4 transition-transform group-hover:translate-x-0.5 motion-reduce:transition-none" />
      </Link>
    ) : null;

  const image = heading.image ? (
    <div className={`relative ${split ? '' : 'mx-auto mt-14 max-w-4xl'} ${split && heading.imageFirst ? 'order-first' : ''}`}>
      {!clean && <div aria-hidden className={`absolute inset-0 translate-x-3 translate-y-3 rounded-3xl sm:translate-x-5 sm:translate-y-5 ${accentClasses(accent).soft}`} />}
      <Media
        src={heading.image}
        alt=""
        library={media}
        sizes={split ? '(min-width: 1024px) 50vw, 100vw' : '(min-width: 896px) 896px, 100vw'}
        width={720}
        height={480}
        className={`relative h-auto w-full object-cover ${clean ? 'rounded-xl' : 'rounded-3xl shadow-xl ring-1 ring-black/5'}`}
      />
    </div>
  ) : null;

  return (
    <section
      className={`relative overflow-hidden ${background} ${clean ? 'py-24 sm:py-32' : 'py-16 sm:py-24'} ${style.faceWait}`}
      data-section-type="heading"
      data-style-variant={heading.styleVariant}
      aria-labelledby={`heading-${heading.id}`}
    >
      <div className={`mx-auto grid max-w-7xl items-center px-4 sm:px-6 lg:px-8 ${split ? `gap-12 md:grid-cols-2 ${clean ? 'lg:gap-24' : 'lg:gap-16'}` : ''}`}>
        <div className={`${split ? '' : 'max-w-3xl'} ${ALIGN[alignment]}`}>
          <h2 id={`heading-${heading.id}`} className={`text-balance ${style.displayClass}`}>
            {part1}
            {part2 && (
              <>
                {' '}
                <span className={clean ? 'font-light' : accentOn.text} data-part="2">
                  {part2}
                </span>
              </>
            )}
            {part3 && (
              <>
                {' '}
                <span className={`${style.c.muted} ${clean ? 'italic' : ''}`} data-part="3">
                  {part3}
                </span>
              </>
            )}
          </h2>
          <RichText
            html={translate(heading.descriptionText, heading.descriptionTextTranslation, locale)}
            className={`mt-6 text-pretty ${RICH_TEXT} ${style.descriptionClass} ${alignment === 'center' ? 'mx-auto max-w-2xl' : 'max-w-xl'} ${alignment === 'right' ? 'ml-auto' : ''}`}
          />
          {action}
        </div>
        {image}
      </div>
    </section>
  );
}
