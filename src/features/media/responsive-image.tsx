// Media-library images on public pages: a <picture> with the AVIF and WebP widths made at upload,
// so each browser downloads the smallest file that fills its slot; width and height reserve the
// space (no layout shift); the focal point becomes object-position, so a cropped view
// (object-fit: cover) keeps the subject in frame. StoredImage takes a section's stored address and
// renders the library image when findMediaImages found one, a plain <img> otherwise.
// Server-renderable: no state, no effects.
import { classifyMedia } from '@/lib/media';
import { focalPosition, srcSetFor, type MediaImages, type MediaImageView } from '@/lib/media-files';

type Presentation = {
  /** Which slot width the image fills, as the `sizes` attribute says it; the full viewport unless told. */
  sizes?: string;
  /** Lazy unless the image is in the first screen (a hero): then eager, with fetchPriority 'high'. */
  loading?: 'lazy' | 'eager';
  fetchPriority?: 'high' | 'low' | 'auto';
  /** On the <img>: size and fit (e.g. `h-full w-full object-cover`). */
  className?: string;
  /** On the <picture>, which is inline unless told otherwise. */
  pictureClassName?: string;
};

export function ResponsiveImage({ image, sizes = '100vw', loading = 'lazy', fetchPriority, className, pictureClassName }: Presentation & { image: MediaImageView }) {
  const avif = srcSetFor(image, 'avif');
  const webp = srcSetFor(image, 'webp');
  return (
    <picture className={pictureClassName}>
      {avif ? <source type="image/avif" srcSet={avif} sizes={sizes} /> : null}
      {webp ? <source type="image/webp" srcSet={webp} sizes={sizes} /> : null}
      {/* The library's own files in their own sizes: Next's image optimiser would only convert them again. */}
      <img
        src={image.url}
        alt={image.isDecorative ? '' : image.alt}
        width={image.width}
        height={image.height}
        loading={loading}
        decoding="async"
        fetchPriority={fetchPriority}
        className={className}
        style={{ objectPosition: focalPosition(image) }}
        data-media="library-image"
      />
    </picture>
  );
}

type StoredProps = Presentation & {
  /** The address the section stores. */
  src: string | null | undefined;
  /** What findMediaImages answered for the page's addresses. */
  images: MediaImages;
  /** For an image outside the library; a library image brings its own alt text. */
  alt: string;
  width?: number;
  height?: number;
};

export function StoredImage({ src, images, alt, width, height, ...presentation }: StoredProps) {
  if (!src) return null;
  // Own keys only: a stored "constructor" must not find Object's.
  const image = Object.hasOwn(images, src) ? images[src] : undefined;
  if (image) return <ResponsiveImage image={image} {...presentation} />;
  // A library address whose asset was deleted: nothing, rather than a broken image.
  if (image === null) return null;
  const media = classifyMedia(src);
  if (media.kind !== 'image') return null;
  return (
    // Stored addresses may point at any host, so the plain element is used, with its size reserved.
    // eslint-disable-next-line @next/next/no-img-element
    <img
      src={media.src}
      alt={alt}
      width={width}
      height={height}
      loading={presentation.loading ?? 'lazy'}
      decoding="async"
      fetchPriority={presentation.fetchPriority}
      className={presentation.className}
    />
  );
}
