// Design tokens stored in the content model (`sky-600`, `h-48`, `text-7xl`, `from-blue-600`).
// Every token is checked against these closed lists before it becomes a class name; the same lists
// are what the editors offer and what app/globals.css safelists for the build.

export const COLOR_FAMILIES = [
  'gray', 'slate', 'neutral', 'sky', 'blue', 'emerald', 'indigo', 'purple', 'pink', 'rose', 'amber',
] as const;
export const SHADES = ['50', '100', '200', '300', '400', '500', '600', '700', '800', '900', '950'] as const;
export const COLOR_TOKENS: readonly string[] = [
  'white',
  'black',
  'transparent',
  ...COLOR_FAMILIES.flatMap((family) => SHADES.map((shade) => `${family}-${shade}`)),
];

export const IMAGE_HEIGHTS = {
  'h-32': { px: 128, label: 'Small' },
  'h-40': { px: 160, label: 'Medium' },
  'h-48': { px: 192, label: 'Default' },
  'h-56': { px: 224, label: 'Large' },
  'h-64': { px: 256, label: 'X-Large' },
  'h-72': { px: 288, label: 'XX-Large' },
  'h-80': { px: 320, label: 'Huge' },
  'h-96': { px: 384, label: 'Maximum' },
} as const;
export type ImageHeight = keyof typeof IMAGE_HEIGHTS;

export const TEXT_SIZES = ['text-xs', 'text-sm', 'text-base', 'text-lg', 'text-xl', 'text-2xl', 'text-3xl', 'text-4xl', 'text-5xl', 'text-6xl', 'text-7xl'] as const;
export const MENU_WIDTHS = { lg: 1024, xl: 1280, '2xl': 1536, '3xl': 1792, '4xl': 2048, '5xl': 2304, '6xl': 2560, '7xl': 2816 } as const;
export const LOGO_HEIGHTS = { 'h-8': 32, 'h-10': 40, 'h-12': 48, 'h-16': 64 } as const;

/** A stored colour token with its optional utility prefix removed (`from-blue-600` → `blue-600`). */
export function colorToken(value: string | null | undefined): string | null {
  if (!value) return null;
  const bare = value.replace(/^(bg|text|from|via|to|border)-/, '');
  return COLOR_TOKENS.includes(bare) ? bare : null;
}

export function isColorToken(value: unknown): boolean {
  return typeof value === 'string' && colorToken(value) !== null;
}

type Utility = 'bg' | 'text' | 'from' | 'via' | 'to' | 'border' | 'hover:text' | 'hover:bg';

/** `bg-sky-600` for a valid token, else the fallback class (or nothing). */
export function colorClass(utility: Utility, value: string | null | undefined, fallback = ''): string {
  const token = colorToken(value);
  return token ? `${utility}-${token}` : fallback;
}

export function imageHeight(value: string | null | undefined): ImageHeight {
  return value && value in IMAGE_HEIGHTS ? (value as ImageHeight) : 'h-48';
}

/** A gradient as Tailwind classes, or '' when either end is not a known token. */
export function gradientClasses(gradient: { from?: string; via?: string; to?: string } | null | undefined): string {
  const from = colorToken(gradient?.from);
  const to = colorToken(gradient?.to);
  if (!from || !to) return '';
  const via = colorToken(gradient?.via);
  return ['bg-gradient-to-r', `from-${from}`, via ? `via-${via}` : '', `to-${to}`].filter(Boolean).join(' ');
}
