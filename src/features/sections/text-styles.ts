// The nine text style variants as typographic themes: each sets a font stack, weights, tracking and
// sizes for titles, descriptions, card titles and bodies, the shape of its cards and buttons, and
// colours for light and for dark backgrounds. Each voice is set in a self-hosted family (the
// `font-*` utilities of app/globals.css, whose faces are in features/site-chrome/font-faces.ts);
// `font-sans` is the organisation's own family, Inter unless its settings choose another.
import type { TextStyleVariant } from '@/lib/enums';
import type { Tone } from '@/lib/accent';
import { FONT_FAMILIES, WAITING_FONT_FAMILIES } from '@/lib/fonts';

type Colors = { title: string; description: string; cardTitle: string; body: string; muted: string };

export type TextStyle = {
  /** Section titles (h2). */
  title: string;
  /** Heading-section titles: the same voice, one size up. */
  display: string;
  description: string;
  cardTitle: string;
  body: string;
  /** Small labels: eyebrows, badges, dates. */
  eyebrow: string;
  /** Card surface (radius, border, shadow) for metrics shown as cards. */
  card: string;
  /** Corner shape of buttons and inputs. */
  radius: string;
  colors: Record<Tone, Colors>;
};

// One bundled family per character; src/features/site-chrome/font-faces.test.ts checks each is real.
const SERIF_BOOK = 'font-source-serif-4';
const SERIF_DISPLAY = 'font-playfair-display';
const NEWS = 'font-newsreader';
/** Inter stands in for SF Pro (which may not be served on the web), whatever the site's own family. */
const APPLE = 'font-inter';
const MONO = 'font-jetbrains-mono';
const GROTESK = 'font-archivo';
const GEOMETRIC = 'font-montserrat';
const ROUNDED = 'font-nunito';

const lightGray: Colors = { title: 'text-gray-900', description: 'text-gray-600', cardTitle: 'text-gray-900', body: 'text-gray-600', muted: 'text-gray-500' };
const onDark: Colors = { title: 'text-white', description: 'text-white/85', cardTitle: 'text-white', body: 'text-white/85', muted: 'text-white/70' };

export const TEXT_STYLES: Record<TextStyleVariant, TextStyle> = {
  default: {
    title: 'font-sans text-3xl font-bold tracking-tight sm:text-4xl',
    display: 'font-sans text-4xl font-bold tracking-tight sm:text-5xl',
    description: 'font-sans text-lg leading-8',
    cardTitle: 'font-sans text-lg font-semibold',
    body: 'font-sans text-sm leading-6',
    eyebrow: 'font-sans text-xs font-semibold uppercase tracking-wider',
    card: 'rounded-2xl border border-gray-200 shadow-sm',
    radius: 'rounded-lg',
    colors: { light: lightGray, dark: onDark },
  },
  apple: {
    title: `${APPLE} text-4xl font-semibold tracking-[-0.022em] sm:text-5xl`,
    display: `${APPLE} text-5xl font-semibold leading-[1.05] tracking-[-0.03em] sm:text-6xl`,
    description: `${APPLE} text-xl font-normal leading-8 tracking-[-0.01em]`,
    cardTitle: `${APPLE} text-xl font-semibold tracking-[-0.015em]`,
    body: `${APPLE} text-[17px] leading-7 tracking-[-0.01em]`,
    eyebrow: `${APPLE} text-sm font-semibold`,
    card: 'rounded-3xl bg-gray-50 shadow-none',
    radius: 'rounded-full',
    colors: {
      light: { title: 'text-[#1d1d1f]', description: 'text-[#6e6e73]', cardTitle: 'text-[#1d1d1f]', body: 'text-[#6e6e73]', muted: 'text-[#6e6e73]' },
      dark: { ...onDark, description: 'text-white/80' },
    },
  },
  codedharmony: {
    title: `${MONO} text-2xl font-bold tracking-tight sm:text-3xl`,
    display: `${MONO} text-3xl font-bold tracking-tight sm:text-4xl`,
    description: 'font-sans text-base leading-7',
    cardTitle: `${MONO} text-base font-semibold`,
    body: 'font-sans text-sm leading-6',
    eyebrow: `${MONO} text-xs font-medium uppercase tracking-widest`,
    card: 'rounded-md border border-slate-200 shadow-[0_1px_0_rgba(15,23,42,0.06)]',
    radius: 'rounded-md',
    colors: {
      light: { title: 'text-slate-900', description: 'text-slate-600', cardTitle: 'text-slate-900', body: 'text-slate-600', muted: 'text-slate-500' },
      dark: { ...onDark, title: 'text-emerald-200' },
    },
  },
  magazine: {
    title: `${NEWS} text-4xl font-bold italic leading-tight sm:text-5xl`,
    display: `${NEWS} text-5xl font-bold italic leading-[1.05] sm:text-6xl`,
    description: `${NEWS} text-lg leading-8`,
    cardTitle: `${NEWS} text-xl font-bold leading-snug`,
    body: `${NEWS} text-base leading-7`,
    eyebrow: 'font-sans text-xs font-bold uppercase tracking-[0.2em]',
    card: 'rounded-none border-t-4 border-gray-900 shadow-none',
    radius: 'rounded-none',
    colors: {
      light: { title: 'text-gray-950', description: 'text-gray-700', cardTitle: 'text-gray-950', body: 'text-gray-700', muted: 'text-gray-500' },
      dark: onDark,
    },
  },
  startup: {
    title: 'font-sans text-4xl font-extrabold tracking-tight sm:text-5xl',
    display: 'font-sans text-5xl font-extrabold tracking-tight sm:text-6xl',
    description: 'font-sans text-lg font-medium leading-8',
    cardTitle: 'font-sans text-lg font-bold tracking-tight',
    body: 'font-sans text-[15px] leading-6',
    eyebrow: 'font-sans text-xs font-bold uppercase tracking-wider',
    card: 'rounded-2xl border border-gray-100 shadow-lg shadow-gray-200/60',
    radius: 'rounded-xl',
    colors: {
      light: { title: 'text-gray-950', description: 'text-gray-600', cardTitle: 'text-gray-950', body: 'text-gray-600', muted: 'text-gray-500' },
      dark: onDark,
    },
  },
  elegant: {
    title: `${SERIF_DISPLAY} text-3xl font-light tracking-wide sm:text-4xl`,
    display: `${SERIF_DISPLAY} text-4xl font-light tracking-wide sm:text-5xl`,
    description: `${SERIF_BOOK} text-lg font-light leading-8 tracking-wide`,
    cardTitle: `${SERIF_DISPLAY} text-xl font-normal tracking-wide`,
    body: `${SERIF_BOOK} text-[15px] font-light leading-7`,
    eyebrow: 'font-sans text-[11px] font-medium uppercase tracking-[0.3em]',
    card: 'rounded-sm border border-stone-200 shadow-none',
    radius: 'rounded-sm',
    colors: {
      light: { title: 'text-stone-900', description: 'text-stone-600', cardTitle: 'text-stone-900', body: 'text-stone-600', muted: 'text-stone-500' },
      dark: onDark,
    },
  },
  brutalist: {
    title: `${GROTESK} text-4xl font-black uppercase leading-none tracking-tighter sm:text-6xl`,
    display: `${GROTESK} text-5xl font-black uppercase leading-none tracking-tighter sm:text-7xl`,
    description: `${MONO} text-base font-medium leading-7`,
    cardTitle: `${GROTESK} text-xl font-black uppercase tracking-tight`,
    body: `${MONO} text-sm leading-6`,
    eyebrow: `${MONO} text-xs font-bold uppercase`,
    card: 'rounded-none border-2 border-black shadow-[6px_6px_0_0_#000]',
    radius: 'rounded-none',
    colors: {
      light: { title: 'text-black', description: 'text-black', cardTitle: 'text-black', body: 'text-gray-900', muted: 'text-gray-700' },
      dark: onDark,
    },
  },
  modern: {
    title: `${GEOMETRIC} text-3xl font-semibold tracking-tight sm:text-4xl`,
    display: `${GEOMETRIC} text-4xl font-semibold tracking-tight sm:text-5xl`,
    description: `${GEOMETRIC} text-lg leading-8`,
    cardTitle: `${GEOMETRIC} text-base font-semibold`,
    body: `${GEOMETRIC} text-sm leading-6`,
    eyebrow: `${GEOMETRIC} text-xs font-semibold uppercase tracking-[0.18em]`,
    card: 'rounded-xl border border-gray-200/80 shadow-sm',
    radius: 'rounded-lg',
    colors: {
      light: { title: 'text-gray-900', description: 'text-gray-500', cardTitle: 'text-gray-900', body: 'text-gray-500', muted: 'text-gray-400' },
      dark: onDark,
    },
  },
  playful: {
    title: `${ROUNDED} text-3xl font-extrabold sm:text-4xl`,
    display: `${ROUNDED} text-4xl font-extrabold sm:text-5xl`,
    description: `${ROUNDED} text-lg font-medium leading-8`,
    cardTitle: `${ROUNDED} text-lg font-bold`,
    body: `${ROUNDED} text-[15px] leading-6`,
    eyebrow: `${ROUNDED} text-xs font-bold uppercase tracking-wide`,
    card: 'rounded-[1.75rem] border-2 border-indigo-100 shadow-[0_8px_0_0_rgba(99,102,241,0.15)]',
    radius: 'rounded-full',
    colors: {
      light: { title: 'text-indigo-700', description: 'text-pink-700', cardTitle: 'text-indigo-700', body: 'text-gray-700', muted: 'text-gray-500' },
      dark: { ...onDark, description: 'text-pink-100' },
    },
  },
};

const WAITING_CLASSES = new Set(WAITING_FONT_FAMILIES.map((name) => `font-${FONT_FAMILIES[name].slug}`));

/** `face-wait` for a voice set in a family that is not preloaded: its section's faces load when it comes near. */
function faceWaitClass(style: TextStyle): string {
  const classes = [style.title, style.display, style.description, style.cardTitle, style.body, style.eyebrow].join(' ').split(/\s+/);
  return classes.some((name) => WAITING_CLASSES.has(name)) ? 'face-wait' : '';
}

/** The style of a variant, with its colours for the background it sits on. */
export function textStyle(variant: TextStyleVariant | null | undefined, tone: Tone = 'light') {
  const style = TEXT_STYLES[variant ?? 'default'] ?? TEXT_STYLES.default;
  const colors = style.colors[tone];
  return {
    ...style,
    tone,
    c: colors,
    /** For the section's root element. */
    faceWait: faceWaitClass(style),
    titleClass: `${style.title} ${colors.title}`,
    displayClass: `${style.display} ${colors.title}`,
    descriptionClass: `${style.description} ${colors.description}`,
    cardTitleClass: `${style.cardTitle} ${colors.cardTitle}`,
    bodyClass: `${style.body} ${colors.body}`,
  };
}

export type ResolvedTextStyle = ReturnType<typeof textStyle>;

/** Stored rich text keeps its links, lists and emphasis visible in every voice. */
export const RICH_TEXT =
  '[&_a]:font-medium [&_a]:underline [&_a]:underline-offset-2 [&_strong]:font-semibold [&_ul]:list-disc [&_ul]:pl-5 [&_ol]:list-decimal [&_ol]:pl-5 [&_li]:mt-1 [&_p+p]:mt-3';
