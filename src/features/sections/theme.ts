// Colour decisions shared by every section: whether a stored background is dark (so text turns
// light). The accent colour itself (and how deep it must be to stay readable) is src/lib/accent.ts.
import { colorToken } from '@/lib/tokens';
import type { Tone } from '@/lib/accent';

type Background = { backgroundColor?: string | null; isGradient?: boolean; gradient?: { from?: string; via?: string; to?: string } | null };

function shadeOf(token: string | null): number | null {
  if (!token) return null;
  if (token === 'black') return 950;
  if (token === 'white' || token === 'transparent') return 0;
  const shade = Number(token.split('-').pop());
  return Number.isFinite(shade) ? shade : null;
}

/** Dark when the colour (or both ends of a gradient) is shade 600 or deeper, or black. */
export function backgroundTone(background: Background): Tone {
  if (background.isGradient) {
    const from = shadeOf(colorToken(background.gradient?.from));
    const to = shadeOf(colorToken(background.gradient?.to));
    if (from !== null && to !== null) return Math.min(from, to) >= 500 ? 'dark' : 'light';
  }
  const shade = shadeOf(colorToken(background.backgroundColor));
  return shade !== null && shade >= 600 ? 'dark' : 'light';
}
