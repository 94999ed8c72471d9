'use client';
// DotGrid: a grid of soft dots behind the hero. Dots near a fast-moving pointer are pushed away and
// light up; a click (or tap) sends a shock wave through them. A pushed dot coasts to a stop against
// the resistance, then springs back to its place over the return duration.
import { useCanvasScene, type Scene } from './use-canvas-scene';

/** Spec §9 constants (pixels, pixels per second squared, seconds). */
const DOT_SIZE = 40;
const GAP = 200;
const PROXIMITY = 120;
const SHOCK_RADIUS = 250;
const SHOCK_STRENGTH = 5;
const RESISTANCE = 750;
const RETURN_DURATION = 1.5;
/** Below this pointer speed (px/s) dots only light up; above it they are pushed. */
const SPEED_TRIGGER = 100;
const MAX_SPEED = 5000;

type Dot = { cx: number; cy: number; x: number; y: number; vx: number; vy: number; fromX: number; fromY: number; back: number };

/** Elastic ease-out: overshoots a little, settles at 1. */
function elastic(t: number): number {
  return t >= 1 ? 1 : 2 ** (-10 * t) * Math.sin(((t * 10 - 0.75) * 2 * Math.PI) / 3) + 1;
}

function createScene(color: string): Scene {
  let dots: Dot[] = [];
  let px: number | null = null;
  let py = 0;
  let lastMove = 0;

  const kick = (dot: Dot, vx: number, vy: number) => {
    dot.vx = vx;
    dot.vy = vy;
    dot.back = -1;
  };

  return {
    resize(width, height) {
      const cell = DOT_SIZE + GAP;
      const cols = Math.max(1, Math.floor((width + GAP) / cell));
      const rows = Math.max(1, Math.floor((height + GAP) / cell));
      const left = (width - (cols * cell - GAP)) / 2 + DOT_SIZE / 2;
      const top = (height - (rows * cell - GAP)) / 2 + DOT_SIZE / 2;
      dots = [];
      for (let r = 0; r < rows; r++) {
        for (let c = 0; c < cols; c++) {
          dots.push({ cx: left + c * cell, cy: top + r * cell, x: 0, y: 0, vx: 0, vy: 0, fromX: 0, fromY: 0, back: -1 });
        }
      }
    },
    pointer(x, y, down) {
      const now = performance.now();
      if (x === null) {
        const changed = px !== null;
        px = null;
        return changed;
      }
      const dt = Math.max(0.001, (now - lastMove) / 1000);
      const speed = px === null || down ? 0 : Math.min(MAX_SPEED, Math.hypot(x - px, y - py) / dt);
      const [mx, my] = px === null ? [0, 0] : [(x - px) / dt, (y - py) / dt];
      px = x;
      py = y;
      lastMove = now;
      for (const dot of dots) {
        const dx = dot.cx + dot.x - x;
        const dy = dot.cy + dot.y - y;
        const dist = Math.hypot(dx, dy) || 1;
        if (down && dist < SHOCK_RADIUS) {
          const falloff = 1 - dist / SHOCK_RADIUS;
          kick(dot, dx * SHOCK_STRENGTH * falloff, dy * SHOCK_STRENGTH * falloff);
        } else if (speed > SPEED_TRIGGER && dist < PROXIMITY) {
          const push = (1 - dist / PROXIMITY) * speed * 0.3;
          kick(dot, (dx / dist) * push + mx * 0.05, (dy / dist) * push + my * 0.05);
        }
      }
      return true;
    },
    frame(ctx, dt) {
      let moving = false;
      for (const dot of dots) {
        const speed = Math.hypot(dot.vx, dot.vy);
        if (speed > 0) {
          // Coast against the resistance; when stopped, start the elastic return from here.
          const slowed = Math.max(0, speed - RESISTANCE * dt);
          dot.vx *= slowed / speed;
          dot.vy *= slowed / speed;
          dot.x += dot.vx * dt;
          dot.y += dot.vy * dt;
          if (slowed === 0) Object.assign(dot, { vx: 0, vy: 0, fromX: dot.x, fromY: dot.y, back: 0 });
          moving = true;
        } else if (dot.back >= 0) {
          dot.back = Math.min(1, dot.back + dt / RETURN_DURATION);
          const left = 1 - elastic(dot.back);
          dot.x = dot.fromX * left;
          dot.y = dot.fromY * left;
          if (dot.back >= 1) Object.assign(dot, { x: 0, y: 0, back: -1 });
          moving = true;
        }
      }
      const { width, height } = ctx.canvas;
      ctx.clearRect(0, 0, width, height);
      ctx.fillStyle = color;
      for (const dot of dots) {
        const x = dot.cx + dot.x;
        const y = dot.cy + dot.y;
        const near = px === null ? 0 : Math.max(0, 1 - Math.hypot(x - px, y - py) / PROXIMITY);
        ctx.globalAlpha = 0.1 + 0.35 * near;
        ctx.beginPath();
        ctx.arc(x, y, DOT_SIZE / 2, 0, Math.PI * 2);
        ctx.fill();
      }
      ctx.globalAlpha = 1;
      return moving;
    },
  };
}

export default function DotGrid() {
  const ref = useCanvasScene(createScene);
  return <canvas ref={ref} className="block h-full w-full" />;
}
