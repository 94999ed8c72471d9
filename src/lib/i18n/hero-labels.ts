// The hero's visible words as one object: 'Explore' on the SEO badge and the video button's name,
// a template because the button's own text goes into it.
import type { AreaLabels } from '@/lib/i18n/island-labels';

export const HERO_TEMPLATES = ['playVideo'] as const;

export type HeroLabels = AreaLabels<'hero', (typeof HERO_TEMPLATES)[number]>;
