'use client';
// MagicBento: a bento grid of glassy cards behind the hero. A spotlight follows the pointer and
// lights the cards and their borders within its radius; a few particles drift across the grid.
import { useCanvasScene, seeded, type Scene } from './use-canvas-scene';

/** Spec §9 constants. */
const SPOTLIGHT_RADIUS = 300;
const PARTICLES = 12;
const GAP = 16;
const RADIUS = 20;

type Card = { x: number; y: number; w: number; h: number };
type Particle = { x: number; y: number; vx: number; vy: number; phase: number };

/** Cards in rows of 4 (2 on phones); the first card of each row spans two columns, alternating sides. */
function layout(width: number, height: number): Card[] {
  const cols = width >= 768 ? 4 : 2;
  const rows = Math.max(2, Math.round(height / 260));
  const cw = (width - GAP * (cols + 1)) / cols;
  const ch = (height - GAP * (rows + 1)) / rows;
  const cards: Card[] = [];
  for (let r = 0; r < rows; r++) {
    const wide = cols === 4 ? (r % 2 === 0 ? 0 : 2) : -1;
    for (let c = 0; c < cols; c++) {
      const span = c === wide ? 2 : 1;
      if (c === wide + 1 && wide >= 0) continue;
      cards.push({ x: GAP + c * (cw + GAP), y: GAP + r * (ch + GAP), w: cw * span + GAP * (span - 1), h: ch });
    }
  }
  return cards;
}

function createScene(color: string): Scene {
  const random = seeded(12);
  let cards: Card[] = [];
  let particles: Particle[] = [];
  let width = 0;
  let height = 0;
  let px: number | null = null;
  let py = 0;
  let time = 0;

  const card = (ctx: CanvasRenderingContext2D, c: Card) => {
    ctx.beginPath();
    ctx.roundRect(c.x, c.y, c.w, c.h, RADIUS);
  };
  /** 1 at the pointer, 0 at the spotlight's edge or beyond. */
  const glow = (c: Card) => {
    if (px === null) return 0;
    const dx = Math.max(c.x - px, 0, px - c.x - c.w);
    const dy = Math.max(c.y - py, 0, py - c.y - c.h);
    return Math.max(0, 1 - Math.hypot(dx, dy) / SPOTLIGHT_RADIUS);
  };

  return {
    fps: 30,
    resize(w, h) {
      width = w;
      height = h;
      cards = layout(w, h);
      particles = Array.from({ length: PARTICLES }, () => ({
        x: random() * w,
        y: random() * h,
        vx: (random() - 0.5) * 24,
        vy: (random() - 0.5) * 24,
        phase: random() * Math.PI * 2,
      }));
    },
    pointer(x, y) {
      const changed = x !== px || y !== py;
      px = x;
      py = y;
      return changed;
    },
    frame(ctx, dt) {
      time += dt;
      ctx.clearRect(0, 0, ctx.canvas.width, ctx.canvas.height);
      ctx.fillStyle = color;
      ctx.strokeStyle = color;
      for (const c of cards) {
        const lit = glow(c);
        card(ctx, c);
        ctx.globalAlpha = 0.035 + lit * 0.05;
        ctx.fill();
        ctx.globalAlpha = 0.12 + lit * 0.35;
        ctx.lineWidth = 1 + lit;
        ctx.stroke();
      }
      if (px !== null) {
        // The spotlight: a soft radial light, shown only where it falls on a card.
        const light = ctx.createRadialGradient(px, py, 0, px, py, SPOTLIGHT_RADIUS);
        light.addColorStop(0, color);
        light.addColorStop(1, 'transparent');
        ctx.save();
        ctx.beginPath();
        for (const c of cards) ctx.roundRect(c.x, c.y, c.w, c.h, RADIUS);
        ctx.clip();
        ctx.globalAlpha = 0.12;
        ctx.fillStyle = light;
        ctx.fillRect(px - SPOTLIGHT_RADIUS, py - SPOTLIGHT_RADIUS, SPOTLIGHT_RADIUS * 2, SPOTLIGHT_RADIUS * 2);
        ctx.restore();
        ctx.fillStyle = color;
      }
      for (const p of particles) {
        p.x = (p.x + p.vx * dt + width) % width;
        p.y = (p.y + p.vy * dt + height) % height;
        const twinkle = 0.5 + 0.5 * Math.sin(time * 1.5 + p.phase);
        const near = px === null ? 0 : Math.max(0, 1 - Math.hypot(p.x - px, p.y - py) / SPOTLIGHT_RADIUS);
        ctx.globalAlpha = 0.08 + 0.1 * twinkle + 0.2 * near;
        ctx.beginPath();
        ctx.arc(p.x, p.y, 7, 0, Math.PI * 2);
        ctx.fill();
        ctx.globalAlpha = 0.35 + 0.35 * twinkle + 0.3 * near;
        ctx.beginPath();
        ctx.arc(p.x, p.y, 2, 0, Math.PI * 2);
        ctx.fill();
      }
      ctx.globalAlpha = 1;
      return true;
    },
  };
}

export default function MagicBento() {
  const ref = useCanvasScene(createScene);
  return <canvas ref={ref} className="block h-full w-full" />;
}
