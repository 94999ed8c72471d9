'use client';
// The hero's decorative animation layer. Each effect is its own chunk, fetched only when a hero
// names it, so pages without an animation (or with another one) download none of its code. It is
// drawn on the client only: the server sends the empty, sized layer, so nothing shifts.
import dynamic from 'next/dynamic';
import type { AnimationKind } from './hero-style';

const EFFECTS = {
  DotGrid: dynamic(() => import('./animations/dot-grid'), { ssr: false }),
  LetterGlitch: dynamic(() => import('./animations/letter-glitch'), { ssr: false }),
  MagicBento: dynamic(() => import('./animations/magic-bento'), { ssr: false }),
};

/** `accent` is a validated `text-{token}` class; the canvas reads its colour from it. */
export function HeroAnimation({ kind, accent }: { kind: AnimationKind; accent: string }) {
  const Effect = EFFECTS[kind];
  return (
    // The top fades out so the effect never sits behind a transparent site header's logo and menu.
    <div
      aria-hidden="true"
      data-hero-animation={kind}
      className={`pointer-events-none absolute inset-0 -z-10 [mask-image:linear-gradient(to_bottom,transparent,black_96px)] ${accent}`}
    >
      <Effect />
    </div>
  );
}
