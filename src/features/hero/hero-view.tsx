// The home page hero as the hero record describes it: title (the page's only h1), description,
// button, optional SEO badge, an image on the left, right, behind, inline or full width, and an
// optional decorative animation. Its words arrive as `labels`, so the same component draws the
// public page (labels built on the server, hero.tsx) and the hero editor's live preview (browser).
// `data-hero-part` marks the title, description, button and image for the editor's inline tools.
import { RichText } from '@/features/site-chrome/rich-text';
import { backgroundTone } from '@/features/sections/theme';
import { labelText } from '@/lib/i18n/island-labels';
import { colorClass } from '@/lib/tokens';
import { localizePath, translate, type Locale } from '@/lib/i18n/locales';
import type { HeroSectionView } from '@/schemas/section-views';
import { HeroAnimation as HeroAnimationComponent } from './hero-animation';
import type { MediaImages } from '@/lib/media-files';
import type { HeroLabels } from '@/lib/i18n/hero-labels';
import { accentColor, backgroundColor, buttonColors, titleColor } from './hero-colors';
import { HeroButton, HeroMedia, SeoBadge } from './hero-parts';
import { alignment, animationKind, blockWidth, buttonHref, columnCount, descriptionText, heroImage, sideGrid, textScrim, textSizeVars, titleSize } from './hero-style';
import { island } from '@/islands/island';

const HeroAnimation = island('hero-animation', HeroAnimationComponent);

/** `media`: the page's media-library images by address; a hero picture found there is drawn from its variants. */
type Props = { hero: HeroSectionView; locale: Locale; defaultLocale: Locale; labels: HeroLabels; media?: MediaImages };

export function HeroView({ hero, locale, defaultLocale, labels, media }: Props) {
  const { titleStyle, descriptionStyle, backgroundStyle, buttonStyle } = hero;
  const title = translate(hero.title, hero.titleTranslation, locale);
  const description = translate(hero.description, hero.descriptionTranslation, locale);
  const buttonText = translate(hero.button, hero.buttonTranslation, locale) || 'Get Started';
  const image = heroImage(hero.image, hero.imageStyle);
  const side = image && (image.position === 'left' || image.position === 'right') ? image : null;
  const align = alignment(titleStyle.alignment, side !== null);
  const tone = backgroundTone({ backgroundColor: backgroundStyle.color, isGradient: backgroundStyle.is_gradient, gradient: backgroundStyle.gradient });
  const background = backgroundColor(backgroundStyle);
  const colors = buttonColors(buttonStyle.color, buttonStyle.gradient);
  const animation = animationKind(hero.animationElement);
  const columns = columnCount(backgroundStyle.column, titleStyle.blockColumns);
  const grid = sideGrid(columns);
  const titleId = `hero-title-${hero.id}`;
  const seoTitle = translate(backgroundStyle.seo_title, backgroundStyle.seo_title_translation, locale).trim();

  const button = (
    <div className={`flex flex-wrap items-center gap-4 ${align.justify}`}>
      <HeroButton
        href={buttonHref(buttonStyle.url, locale, defaultLocale)}
        text={buttonText}
        videoLabel={labelText(labels.playVideo, { label: buttonText })}
        isVideo={buttonStyle.isVideo === true}
        colors={colors}
        tone={tone}
      />
    </div>
  );
  const descriptionColor = tone === 'dark' ? 'text-gray-200' : 'text-gray-600';
  const text = (
    <div
      className={`flex w-full flex-col gap-8 ${blockWidth(titleStyle.blockWidth)} ${align.text} ${align.block} ${textScrim(animation !== null, tone)}`}
      style={textSizeVars(titleStyle, descriptionStyle)}
    >
      {seoTitle && (
        <div className={`flex ${align.justify}`}>
          <SeoBadge href={localizePath('/blog', locale, defaultLocale)} label={labels.explore} text={seoTitle} colors={colors} tone={tone} />
        </div>
      )}
      <h1 id={titleId} data-hero-part="title" className={`font-bold leading-[1.08] tracking-tight text-balance ${titleSize(titleStyle)} ${titleStyle.is_gradient ? '' : titleColor(titleStyle, tone)}`}>
        <RichText as="span" html={title} className={titleStyle.is_gradient ? titleColor(titleStyle, tone) : undefined} />
      </h1>
      {image?.position === 'inline' && <HeroMedia image={image} place="inline" align={align.block} library={media} />}
      {buttonStyle.aboveDescription && button}
      {description && (
        // A box-less wrapper: the description keeps its place in the column and gets its marker.
        <div data-hero-part="description" className="contents">
          <RichText
            html={description}
            className={`max-w-3xl leading-relaxed text-pretty ${align.block} ${descriptionText(descriptionStyle)} ${colorClass('text', descriptionStyle.color, descriptionColor)}`}
          />
        </div>
      )}
      {!buttonStyle.aboveDescription && button}
    </div>
  );

  return (
    <section aria-labelledby={titleId} className={`relative isolate overflow-hidden ${background}`}>
      {image?.position === 'background' && (
        <>
          <HeroMedia image={image} place="background" library={media} />
          {/* The hero's own background laid over the picture keeps the text readable. */}
          <div aria-hidden="true" className={`absolute inset-0 -z-10 opacity-85 ${background}`} />
        </>
      )}
      {animation && <HeroAnimation kind={animation} accent={accentColor(titleStyle, buttonStyle.color)} />}
      {/* A transparent site header lies over the hero instead of above it: keep its 64 px clear. */}
      <div aria-hidden="true" className="hidden h-16 [body:has(header[data-header-type=transparent])_&]:block" />
      <div className={`mx-auto w-full max-w-7xl px-4 sm:px-6 lg:px-8 ${side ? 'py-16 md:py-24' : 'pb-14 pt-12 md:pb-20 md:pt-14'}`}>
        {side ? (
          <div className={grid.grid}>
            <div className={`${grid.text} ${side.position === 'left' ? 'lg:order-2' : ''}`}>{text}</div>
            <HeroMedia image={side} place="side" library={media} columns={columns} />
          </div>
        ) : (
          text
        )}
        {image?.position === 'full' && (
          <div className="mt-12 md:mt-16">
            <HeroMedia image={image} place="full" library={media} />
          </div>
        )}
      </div>
    </section>
  );
}
