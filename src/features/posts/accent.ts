// The organisation's primary colour as the few classes content pages use for links, markers and
// active states. Text and filled buttons never go lighter than shade 700, so white-on-colour and
// colour-on-white both keep a readable contrast whatever shade the settings store.
import { colorClass, COLOR_FAMILIES } from '@/lib/tokens';

export type Accent = {
  text: string;
  hoverText: string;
  bg: string;
  hoverBg: string;
  border: string;
  softBg: string;
  /** The colour as a CSS value, for rich text whose links cannot carry our classes. */
  cssColor: string;
};

const READABLE = ['700', '800', '900', '950'];

export function accentClasses(settings: { primaryColor?: string | null; primaryShade?: string | null } | null | undefined): Accent {
  const family = (COLOR_FAMILIES as readonly string[]).includes(settings?.primaryColor ?? '') ? (settings?.primaryColor as string) : 'sky';
  const stored = settings?.primaryShade ?? '700';
  const shade = READABLE.includes(stored) ? stored : '700';
  const darker = String(Math.min(Number(shade) + 100, 950));
  return {
    text: colorClass('text', `${family}-${shade}`, 'text-sky-700'),
    hoverText: colorClass('hover:text', `${family}-${darker}`, 'hover:text-sky-800'),
    bg: colorClass('bg', `${family}-${shade}`, 'bg-sky-700'),
    hoverBg: colorClass('hover:bg', `${family}-${darker}`, 'hover:bg-sky-800'),
    border: colorClass('border', `${family}-${shade}`, 'border-sky-700'),
    softBg: colorClass('bg', `${family}-50`, 'bg-sky-50'),
    // Tailwind defines every palette colour as a theme variable; family and shade are checked above.
    cssColor: `var(--color-${family}-${shade})`,
  };
}
