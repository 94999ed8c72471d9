'use client';
// The organisation's logo, swapped for the default logo when the stored image cannot be loaded
// (also when it failed before the page became interactive).
import { useEffect, useRef } from 'react';

export const DEFAULT_LOGO = '/favicon.svg';

type Props = { src: string; heightPx: number; className: string };

export function LogoImage({ src, heightPx, className }: Props) {
  const ref = useRef<HTMLImageElement>(null);
  useEffect(() => {
    const img = ref.current;
    if (img && img.complete && img.naturalWidth === 0) showDefaultLogo(img);
  }, []);
  return (
    // eslint-disable-next-line @next/next/no-img-element -- logos are stored URLs of any host
    <img
      ref={ref}
      src={src}
      alt=""
      width={heightPx * 4}
      height={heightPx}
      className={className}
      // Not the largest paint: without this, React preloads it from the head at high priority, and
      // on a phone it competes with the hero and the font (docs/decisions/048).
      fetchPriority="low"
      onError={(event) => showDefaultLogo(event.currentTarget)}
    />
  );
}

function showDefaultLogo(img: HTMLImageElement) {
  if (img.dataset.fallback) return;
  img.dataset.fallback = 'true';
  img.src = DEFAULT_LOGO;
}
