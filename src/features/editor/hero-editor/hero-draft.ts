// The hero editor's working copy: the spec's "Hero record / form" (§3) in the snake_case shape
// GET /api/hero returns and PUT /api/hero takes, with §9's defaults for a new hero, and the row
// the public hero view draws in the live preview.
import type { HeroSectionView } from '@/schemas/section-views';
import type { HERO_ANIMATIONS } from '@/lib/enums';
import type { HeroInput } from '@/schemas/hero';
import type { Translations } from '../translations';

type Style<K extends keyof HeroSectionView> = HeroSectionView[K];
export type HeroAnimationChoice = (typeof HERO_ANIMATIONS)[number];
export type HeroGradient = { from?: string; via?: string; to?: string };

export type HeroDraft = {
  name: string | null;
  title: string;
  title_translation: Translations;
  description: string;
  description_translation: Translations;
  button: string;
  button_translation: Translations;
  image: string | null;
  animation_element: HeroAnimationChoice;
  display_order: number;
  title_style: Style<'titleStyle'>;
  description_style: Style<'descriptionStyle'>;
  image_style: Style<'imageStyle'>;
  background_style: Style<'backgroundStyle'>;
  button_style: Style<'buttonStyle'>;
};

/** GET /api/hero's answer (server/hero/serialize.ts), as far as the editor reads it. */
export type HeroResponse = Omit<HeroDraft, 'description' | 'animation_element' | 'title_translation' | 'description_translation' | 'button_translation'> & {
  id: string;
  /** What a save of this hero is based on (docs/decisions/061). */
  version: number;
  description: string | null;
  animation_element: string;
  title_translation: Translations | null;
  description_translation: Translations | null;
  button_translation: Translations | null;
  url_page: string;
  order: number;
  organization_id: string;
};

/** Spec §4: what switching a gradient on fills in; switching it off clears it. */
export const TITLE_GRADIENT = { from: 'from-blue-600', via: 'via-purple-600', to: 'to-pink-600' };
export const BACKGROUND_GRADIENT = { from: 'from-blue-50', via: 'via-white', to: 'to-purple-50' };
export const BUTTON_GRADIENT = { from: 'from-sky-600', via: 'via-sky-500', to: 'to-sky-700' };

/** The title style with its gradient switched on (the defaults above) or off (cleared). */
export function withTitleGradient(style: HeroDraft['title_style'], on: boolean): HeroDraft['title_style'] {
  return on ? { ...style, is_gradient: true, gradient: { ...TITLE_GRADIENT } } : { ...style, is_gradient: false, gradient: undefined };
}

/** The button style with its gradient switched on (the defaults above) or off (cleared). */
export function withButtonGradient(style: HeroDraft['button_style'], on: boolean): HeroDraft['button_style'] {
  return on ? { ...style, gradient: { ...BUTTON_GRADIENT } } : { ...style, gradient: undefined };
}

/** Spec §9 defaults for a hero that does not exist yet. */
export function newHero(): HeroDraft {
  return {
    name: null,
    title: '',
    title_translation: {},
    description: '',
    description_translation: {},
    button: 'Get Started',
    button_translation: {},
    image: null,
    animation_element: '',
    display_order: 0,
    title_style: { color: 'gray-800', size: { desktop: 'text-7xl', mobile: 'text-5xl' }, alignment: 'center', blockWidth: '2xl', blockColumns: 1, is_gradient: false },
    description_style: { size: { desktop: 'text-xl', mobile: 'text-lg' }, weight: 'normal' },
    image_style: { position: 'right', fullPage: false, width: 400, height: 300 },
    background_style: { column: 1, color: 'white', is_gradient: false },
    button_style: { aboveDescription: false, isVideo: false, url: '/products' },
  };
}

const ANIMATIONS: readonly string[] = ['', 'DotGrid', 'LetterGlitch', 'MagicBento'];

export function draftFromHero(hero: HeroResponse): HeroDraft {
  return {
    ...hero,
    description: hero.description ?? '',
    title_translation: hero.title_translation ?? {},
    description_translation: hero.description_translation ?? {},
    button_translation: hero.button_translation ?? {},
    animation_element: (ANIMATIONS.includes(hero.animation_element) ? hero.animation_element : '') as HeroAnimationChoice,
  };
}

/** PUT /api/hero's body: the whole record, as the shared schema checks it. */
export function heroPayload(draft: HeroDraft): HeroInput {
  return {
    name: draft.name,
    title: draft.title,
    title_translation: draft.title_translation,
    description: draft.description.trim() ? draft.description : null,
    description_translation: draft.description_translation,
    button: draft.button.trim() || 'Get Started',
    button_translation: draft.button_translation,
    image: draft.image,
    animation_element: draft.animation_element,
    display_order: draft.display_order,
    title_style: draft.title_style,
    description_style: draft.description_style,
    image_style: draft.image_style,
    background_style: draft.background_style,
    button_style: draft.button_style,
  } as HeroInput;
}

/**
 * The view model the public view draws, translations included: drawn in the language being edited, the
 * preview shows what that language's visitors see (a blank translation falls back, as there).
 */
export function heroPreviewRow(draft: HeroDraft, id: string): HeroSectionView {
  return {
    id,
    title: draft.title,
    titleTranslation: draft.title_translation,
    description: draft.description || null,
    descriptionTranslation: draft.description_translation,
    button: draft.button,
    buttonTranslation: draft.button_translation,
    image: draft.image,
    animationElement: draft.animation_element,
    titleStyle: draft.title_style,
    descriptionStyle: draft.description_style,
    imageStyle: draft.image_style,
    backgroundStyle: draft.background_style,
    buttonStyle: draft.button_style,
  };
}

/** Spec §5: width and height are whole pixels; empty or invalid means auto (null). */
export function parsePixels(value: string): number | null {
  const parsed = Number.parseInt(value, 10);
  return Number.isFinite(parsed) && parsed > 0 ? Math.min(parsed, 4000) : null;
}
