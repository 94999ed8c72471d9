// The pieces of the hero that do not decide layout: the SEO badge, the button (text or round video
// button) and the image. Server components: they ship no JavaScript.
import Link from 'next/link';
import { ArrowRight, Play } from 'lucide-react';
import { Media } from '@/features/site-chrome/media';
import type { MediaImages } from '@/lib/media-files';
import type { ButtonColors } from './hero-colors';
import type { HeroImage } from './hero-style';
import { heroImageSizes } from './hero-sizes';

const FOCUS = 'focus-visible:outline-2 focus-visible:outline-offset-2';

/** A small link above the title: the 'Explore' chip in the button's colours, then the stored SEO text. */
export function SeoBadge({ href, label, text, colors, tone }: { href: string; label: string; text: string; colors: ButtonColors; tone: 'light' | 'dark' }) {
  return (
    <Link
      href={href}
      className={`group inline-flex max-w-full items-center gap-2 rounded-full border py-1 pl-1 pr-3 text-sm shadow-sm backdrop-blur transition ${FOCUS} ${
        tone === 'dark'
          ? 'border-white/20 bg-white/10 text-white hover:bg-white/15 focus-visible:outline-white'
          : 'border-gray-200 bg-white/80 text-gray-700 hover:border-gray-300 hover:bg-white focus-visible:outline-gray-900'
      }`}
    >
      <span className={`shrink-0 rounded-full px-2.5 py-0.5 text-xs font-semibold ${colors.fill}`}>{label}</span>
      <span className="truncate font-medium">{text}</span>
      <ArrowRight aria-hidden="true" className="size-4 shrink-0 transition group-hover:translate-x-0.5 motion-reduce:transition-none" />
    </Link>
  );
}

type ButtonProps = { href: string; text: string; videoLabel: string; isVideo: boolean; colors: ButtonColors; tone: 'light' | 'dark' };

/** The call to action: a filled button, or a round play button with its text beside it. */
export function HeroButton({ href, text, videoLabel, isVideo, colors, tone }: ButtonProps) {
  const outline = tone === 'dark' ? 'focus-visible:outline-white' : 'focus-visible:outline-gray-900';
  if (isVideo) {
    return (
      <Link href={href} aria-label={videoLabel} data-hero-part="button" className={`group inline-flex items-center gap-4 rounded-full ${FOCUS} ${outline}`}>
        <span
          className={`relative grid size-16 place-items-center rounded-full shadow-lg ring-8 ring-black/5 transition group-hover:scale-105 motion-reduce:transition-none ${colors.fill} ${colors.hover}`}
        >
          <Play aria-hidden="true" className="ml-1 size-6 fill-current" />
        </span>
        <span className={`text-base font-semibold ${tone === 'dark' ? 'text-white' : 'text-gray-900'}`}>{text}</span>
      </Link>
    );
  }
  return (
    <Link
      href={href}
      data-hero-part="button"
      className={`inline-flex min-h-12 items-center justify-center gap-2 rounded-xl px-7 py-3 text-base font-semibold shadow-md transition ${FOCUS} ${outline} ${colors.fill} ${colors.hover}`}
    >
      {text}
      <ArrowRight aria-hidden="true" className="size-4" />
    </Link>
  );
}

/** `columns`: the hero's side-image grid (1 to 3), which sets how wide a side picture is shown. */
type MediaProps = { image: HeroImage; place: 'side' | 'inline' | 'full' | 'background'; align?: string; library?: MediaImages; columns?: 1 | 2 | 3 };

/**
 * The hero image, which is usually the page's Largest Contentful Paint: loaded eagerly with high
 * priority (and preloaded from the head), its width and height reserving the space so nothing
 * shifts. `place` sets how it sits. A media-library picture (found in `library`) is drawn from its
 * AVIF and WebP widths, the narrowest that fills its box at the screen's density.
 */
export function HeroMedia({ image, place, align = 'mx-auto', library, columns = 2 }: MediaProps) {
  const sizes = heroImageSizes({ place, width: image.width, columns, fullPage: image.fullPage });
  if (place === 'background') {
    return <Media src={image.src} alt="" priority width={image.width} height={image.height} library={library} sizes={sizes} className="absolute inset-0 -z-20 h-full w-full object-cover" />;
  }
  const edge = image.fullPage && place !== 'side';
  // A picture takes the stored width and height as its shape, cropped to fill it, so the height set
  // in the editor (by number or by its handle) is the height visitors see; a video keeps its own.
  const shaped = image.kind === 'image' && !edge && place !== 'full';
  const shape = image.kind === 'embed' ? 'aspect-video w-full' : shaped ? 'absolute inset-0 h-full w-full object-cover' : 'h-auto w-full';
  const rounded = edge ? '' : 'rounded-2xl';
  const crop = place === 'full' ? 'max-h-[400px] object-cover' : '';
  // An inline image sits between the title and the call to action: at most 40% of the screen's
  // height, so the button stays near the fold. Known before the file loads, so nothing shifts.
  const maxWidth = place === 'inline' ? `min(${image.width}px, calc(40svh * ${(image.width / image.height).toFixed(4)}))` : image.width;
  return (
    <div
      data-hero-part="image"
      className={edge ? 'relative left-1/2 w-screen -translate-x-1/2' : `relative w-full ${align}`}
      style={edge || place === 'full' ? undefined : { maxWidth, aspectRatio: shaped ? `${image.width} / ${image.height}` : undefined }}
    >
      <Media src={image.src} alt="" priority width={image.width} height={image.height} library={library} sizes={sizes} className={`${shape} ${rounded} ${crop}`} />
    </div>
  );
}
