// One piece of media: an image with its size reserved, a video player, or a YouTube/Vimeo embed.
import { classifyMedia } from '@/lib/media';

type Props = { src: string | null | undefined; alt: string; className?: string; width?: number; height?: number; priority?: boolean };

export function Media({ src, alt, className = '', width = 640, height = 360, priority = false }: Props) {
  const media = classifyMedia(src);
  switch (media.kind) {
    case 'none':
      return null;
    case 'video':
      return <video className={className} src={media.src} controls preload="metadata" width={width} height={height} aria-label={alt} />;
    case 'embed':
      return (
        <iframe
          className={className}
          src={media.src}
          title={alt}
          width={width}
          height={height}
          loading="lazy"
          allow="accelerometer; encrypted-media; gyroscope; picture-in-picture; fullscreen"
          referrerPolicy="strict-origin-when-cross-origin"
        />
      );
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
          {...(priority ? { fetchPriority: 'high' as const } : {})}
        />
      );
  }
}
