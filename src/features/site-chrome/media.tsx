// One piece of stored media: a video file plays in a <video> player, a YouTube or Vimeo link becomes
// a lazily loaded embed (YouTube through its no-cookie host) once its cookie service is accepted,
// anything else is an image. Every kind carries width and height so the page never shifts while it
// loads. Server-renderable: the embed's consent gate is the only client part.
import { preload } from 'react-dom';
import { classifyMedia } from '@/lib/media';
import { srcSetFor, type MediaImages, type MediaImageView } from '@/lib/media-files';
import { ResponsiveImage } from '@/features/media/responsive-image';
import { ConsentEmbed as ConsentEmbedComponent } from '@/features/consent/consent-embed';
import { island } from '@/islands/island';

const ConsentEmbed = island('consent-embed', ConsentEmbedComponent);

type Props = {
  src: string | null | undefined;
  alt: string;
  className?: string;
  width?: number;
  height?: number;
  priority?: boolean;
  /** The page's media-library images by stored address: one found here is drawn from its variants. */
  library?: MediaImages;
  /** The slot's width for the browser's choice among the variants. */
  sizes?: string;
};

const VIDEO_TYPES: Record<string, string> = { mp4: 'video/mp4', webm: 'video/webm', ogg: 'video/ogg', mov: 'video/quicktime' };

/**
 * A priority library image is inside a <picture>, which the browser's preload scanner and React's
 * own image hints both skip: a preload in the head names the AVIF widths (the WebP ones where there
 * is no AVIF) with the same sizes, so the file the picture picks is already on its way. A browser
 * without AVIF ignores the hint by its type and finds the WebP source as before.
 */
function preloadPicture(image: MediaImageView, sizes: string) {
  const format = srcSetFor(image, 'avif') ? 'avif' : 'webp';
  const imageSrcSet = srcSetFor(image, format);
  if (!imageSrcSet) return;
  preload(image.url, { as: 'image', imageSrcSet, imageSizes: sizes, type: `image/${format}`, fetchPriority: 'high' });
}

function videoType(src: string): string | undefined {
  const extension = src.split(/[?#]/)[0].split('.').pop()?.toLowerCase() ?? '';
  return VIDEO_TYPES[extension];
}

export function Media({ src, alt, className = '', width = 640, height = 360, priority = false, library, sizes }: Props) {
  const media = classifyMedia(src);
  const stored = src && library && Object.hasOwn(library, src) ? library[src] : undefined;
  // A library address whose asset is gone: nothing rather than a broken image.
  if (stored === null) return null;
  if (stored) {
    if (priority) preloadPicture(stored, sizes ?? '100vw');
    return <ResponsiveImage image={stored} sizes={sizes} className={className} loading={priority ? 'eager' : 'lazy'} fetchPriority={priority ? 'high' : undefined} />;
  }
  switch (media.kind) {
    case 'none':
      return null;
    case 'video':
      return (
        <video
          className={`bg-black ${className}`}
          controls
          playsInline
          preload="metadata"
          width={width}
          height={height}
          aria-label={alt || undefined}
          data-media="video"
        >
          <source src={media.src} type={videoType(media.src)} />
          {/* Shown only by browsers that cannot play the file (avi, wmv, flv, mkv in most). */}
          <a href={media.src}>{alt || media.src}</a>
        </video>
      );
    case 'embed':
      // Third-party players wait for the visitor's consent to their cookie service (decision 038).
      return <ConsentEmbed provider={media.provider} src={media.src} title={alt || media.provider} width={width} height={height} className={className} />;
    default:
      return (
        // Stored media may live on any host, so the plain element is used, with its size reserved.
        // eslint-disable-next-line @next/next/no-img-element
        <img
          className={className}
          src={media.src}
          alt={alt}
          width={width}
          height={height}
          loading={priority ? 'eager' : 'lazy'}
          decoding="async"
          data-media="image"
          {...(priority ? { fetchPriority: 'high' as const } : {})}
        />
      );
  }
}
