// Builds the hero's labels of one language on the server (see hero-labels.ts).
import 'server-only';
import type { Locale } from '@/lib/i18n/locales';
import { areaLabels } from '@/lib/i18n/messages';
import { HERO_TEMPLATES, type HeroLabels } from '@/lib/i18n/hero-labels';

export function heroLabels(locale: Locale): HeroLabels {
  return areaLabels('hero', locale, HERO_TEMPLATES);
}
