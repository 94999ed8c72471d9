'use client';
// What every hero animation shares: a canvas sized to the hero (sharp on high-density screens), a
// frame loop that runs only after the page's largest paint, while the hero is on screen, the tab
// is in front and the scene still moves, pointer input in canvas coordinates, and one still frame
// instead of motion when the visitor prefers reduced motion. The canvas carries
// data-hero-canvas="ready" once drawn, data-motion ("reduced" | "animated") and data-running,
// which tests read.
import { useEffect, useRef } from 'react';
import { pageReady, tabVisible } from './start-when-ready';

export type Scene = {
  /** Called with the canvas size in CSS pixels whenever it changes. */
  resize(width: number, height: number): void;
  /** Draws one frame; `dt` is seconds since the last (0 for a still frame). True asks for another. */
  frame(ctx: CanvasRenderingContext2D, dt: number): boolean;
  /** Pointer position in canvas pixels, null when outside the hero; true when a redraw is needed. */
  pointer?(x: number | null, y: number, down: boolean): boolean;
  /**
   * At most this many frames a second. Each frame repaints the hero's layer, which costs a phone
   * far more than the drawing itself; a slow drift looks the same at 30 as at 60.
   */
  fps?: number;
};

export function useCanvasScene(create: (color: string) => Scene) {
  const ref = useRef<HTMLCanvasElement>(null);
  useEffect(() => {
    const canvas = ref.current;
    const ctx = canvas?.getContext('2d');
    if (!canvas || !ctx) return;
    const scene = create(getComputedStyle(canvas).color);
    const motion = matchMedia('(prefers-reduced-motion: reduce)');
    let visible = false;
    let ready = false;
    let cancelled = false;
    let raf = 0;
    let last = 0;

    const set = (running: boolean) => {
      canvas.dataset.running = String(running);
    };
    const tick = (now: number) => {
      // Skip display frames until the scene's own interval has passed (2 ms early, for jitter).
      if (scene.fps && last && now - last < 1000 / scene.fps - 2) {
        raf = requestAnimationFrame(tick);
        return;
      }
      const dt = last ? Math.min(0.05, (now - last) / 1000) : 0;
      last = now;
      const more = scene.frame(ctx, dt);
      raf = more && mayRun() ? requestAnimationFrame(tick) : 0;
      set(raf !== 0);
    };
    const mayRun = () => ready && visible && tabVisible() && !motion.matches;
    const wake = () => {
      if (raf || !mayRun()) return;
      last = 0;
      raf = requestAnimationFrame(tick);
      set(true);
    };
    const pause = () => {
      cancelAnimationFrame(raf);
      raf = 0;
      set(false);
    };
    const still = () => {
      pause();
      scene.frame(ctx, 0);
    };
    const applyMotion = () => {
      canvas.dataset.motion = motion.matches ? 'reduced' : 'animated';
      if (motion.matches) still();
      else wake();
    };
    const resize = () => {
      const { width, height } = canvas.getBoundingClientRect();
      const dpr = Math.min(2, window.devicePixelRatio || 1);
      canvas.width = Math.round(width * dpr);
      canvas.height = Math.round(height * dpr);
      ctx.setTransform(dpr, 0, 0, dpr, 0, 0);
      scene.resize(width, height);
      scene.frame(ctx, 0);
      canvas.dataset.heroCanvas = 'ready';
      wake();
    };
    const onPointer = (event: PointerEvent) => {
      if (!mayRun() || !scene.pointer) return;
      const rect = canvas.getBoundingClientRect();
      const x = event.clientX - rect.left;
      const y = event.clientY - rect.top;
      const inside = x >= 0 && y >= 0 && x <= rect.width && y <= rect.height;
      if (scene.pointer(inside ? x : null, y, inside && event.type === 'pointerdown')) wake();
    };

    const sizeObserver = new ResizeObserver(resize);
    sizeObserver.observe(canvas);
    // Off screen the loop stops; it resumes where it was when the hero scrolls back in.
    const viewObserver = new IntersectionObserver(([entry]) => {
      visible = entry.isIntersecting;
      if (visible) wake();
      else pause();
    });
    // A tab in the background pauses too (browsers slow its frames, but a phone still pays for them).
    const onVisibility = () => (tabVisible() ? wake() : pause());
    viewObserver.observe(canvas);
    motion.addEventListener('change', applyMotion);
    window.addEventListener('pointermove', onPointer, { passive: true });
    window.addEventListener('pointerdown', onPointer, { passive: true });
    document.addEventListener('visibilitychange', onVisibility);
    set(false);
    applyMotion();
    // Normally already settled (the layer mounts this only when the page is ready): a guard for
    // any other place that draws an animation.
    void pageReady().then(() => {
      if (cancelled) return;
      ready = true;
      wake();
    });
    return () => {
      cancelled = true;
      cancelAnimationFrame(raf);
      document.removeEventListener('visibilitychange', onVisibility);
      sizeObserver.disconnect();
      viewObserver.disconnect();
      motion.removeEventListener('change', applyMotion);
      window.removeEventListener('pointermove', onPointer);
      window.removeEventListener('pointerdown', onPointer);
    };
  }, [create]);
  return ref;
}

/** A small seeded generator, so the still (reduced-motion) frame is the same on every visit. */
export function seeded(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state * 1664525 + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
}
