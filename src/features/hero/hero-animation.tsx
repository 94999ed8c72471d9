'use client';
// The hero's decorative animation layer. Each effect is its own chunk, fetched only when a hero
// names it and only once the page is ready (after its largest paint) and the hero is on screen,
// so the effect's code and first frames never compete with the hero's words and picture. The
// server sends the empty, sized layer; the canvas fills it later, so nothing shifts. Standard
// React only (no next/dynamic): visitors' islands run this under Preact's compatibility layer.
import { useEffect, useRef, useState, type ComponentType } from 'react';
import { useStartWhenReady } from './animations/start-when-ready';
import type { AnimationKind } from './hero-style';

type Effect = ComponentType;

const LOADERS: Record<AnimationKind, () => Promise<{ default: Effect }>> = {
  DotGrid: () => import('./animations/dot-grid'),
  LetterGlitch: () => import('./animations/letter-glitch'),
  MagicBento: () => import('./animations/magic-bento'),
};

/** `accent` is a validated `text-{token}` class; the canvas reads its colour from it. */
export function HeroAnimation({ kind, accent }: { kind: AnimationKind; accent: string }) {
  const layer = useRef<HTMLDivElement>(null);
  const start = useStartWhenReady(layer);
  const [effect, setEffect] = useState<{ kind: AnimationKind; Component: Effect } | null>(null);

  useEffect(() => {
    if (!start) return;
    let cancelled = false;
    void LOADERS[kind]().then((module) => {
      if (!cancelled) setEffect({ kind, Component: module.default });
    });
    return () => {
      cancelled = true;
    };
  }, [start, kind]);

  const Component = effect?.kind === kind ? effect.Component : null;
  return (
    // The top fades out so the effect never sits behind a transparent site header's logo and menu.
    <div
      ref={layer}
      aria-hidden="true"
      data-hero-animation={kind}
      className={`pointer-events-none absolute inset-0 -z-10 [mask-image:linear-gradient(to_bottom,transparent,black_96px)] ${accent}`}
    >
      {Component && <Component />}
    </div>
  );
}
