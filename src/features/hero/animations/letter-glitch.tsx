'use client';
// LetterGlitch: a field of glyphs behind the hero; every SPEED milliseconds a few of them change
// character and brightness. Only the changed cells are redrawn. The field fades towards the middle
// (a CSS mask) so the hero's text stays easy to read.
import { useCanvasScene, seeded, type Scene } from './use-canvas-scene';

/** Spec §9: milliseconds between glitches. */
const SPEED = 50;
const CHAR_WIDTH = 10;
const CHAR_HEIGHT = 20;
const FONT = '16px ui-monospace, SFMono-Regular, Menlo, monospace';
const GLYPHS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789!@#$&*()-_+=/[]{};:<>,?';
const ALPHAS = [0.07, 0.13, 0.24];
/** Share of the glyphs that change on each glitch. */
const SHARE = 0.05;

type Cell = { glyph: string; alpha: number };

function createScene(color: string): Scene {
  const random = seeded(7);
  let cells: Cell[] = [];
  let cols = 0;
  let elapsed = 0;
  let dirty: number[] | 'all' = 'all';

  const randomCell = (): Cell => ({
    glyph: GLYPHS[Math.floor(random() * GLYPHS.length)],
    alpha: ALPHAS[Math.floor(random() * ALPHAS.length)],
  });
  const drawCell = (ctx: CanvasRenderingContext2D, index: number) => {
    const x = (index % cols) * CHAR_WIDTH;
    const y = Math.floor(index / cols) * CHAR_HEIGHT;
    ctx.clearRect(x, y, CHAR_WIDTH, CHAR_HEIGHT);
    ctx.globalAlpha = cells[index].alpha;
    ctx.fillText(cells[index].glyph, x, y);
  };

  return {
    // Glyphs change every SPEED ms; frames in between would repaint an unchanged layer.
    fps: 1000 / SPEED,
    resize(width, height) {
      cols = Math.ceil(width / CHAR_WIDTH);
      const rows = Math.ceil(height / CHAR_HEIGHT);
      cells = Array.from({ length: cols * rows }, randomCell);
      dirty = 'all';
    },
    frame(ctx, dt) {
      elapsed += dt * 1000;
      if (elapsed >= SPEED) {
        elapsed %= SPEED;
        const changed: number[] = dirty === 'all' ? [] : dirty;
        const count = Math.max(1, Math.floor(cells.length * SHARE));
        for (let i = 0; i < count && cells.length; i++) {
          const index = Math.floor(random() * cells.length);
          cells[index] = randomCell();
          changed.push(index);
        }
        if (dirty !== 'all') dirty = changed;
      }
      ctx.fillStyle = color;
      ctx.font = FONT;
      ctx.textBaseline = 'top';
      if (dirty === 'all') {
        ctx.clearRect(0, 0, ctx.canvas.width, ctx.canvas.height);
        cells.forEach((_, index) => drawCell(ctx, index));
      } else {
        dirty.forEach((index) => drawCell(ctx, index));
      }
      ctx.globalAlpha = 1;
      dirty = [];
      return true;
    },
  };
}

export default function LetterGlitch() {
  const ref = useCanvasScene(createScene);
  return (
    <canvas
      ref={ref}
      className="block h-full w-full [mask-image:radial-gradient(ellipse_at_center,transparent_15%,black_80%)]"
    />
  );
}
