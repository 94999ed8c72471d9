// Builds the section labels of one language on the server (see section-labels.ts).
import 'server-only';
import type { Locale } from './locales';
import { areaLabels } from './messages';
import { SECTION_BASKET_KEYS, SECTION_BASKET_TEMPLATES, SECTION_BLOCK_TEMPLATES, type SectionLabels } from './section-labels';

const cache = new Map<Locale, SectionLabels>();

export function sectionLabels(locale: Locale): SectionLabels {
  let labels = cache.get(locale);
  if (!labels) {
    const basket = areaLabels('basket', locale, SECTION_BASKET_TEMPLATES);
    labels = {
      blocks: areaLabels('blocks', locale, SECTION_BLOCK_TEMPLATES),
      basket: Object.fromEntries(SECTION_BASKET_KEYS.map((key) => [key, basket[key]])) as SectionLabels['basket'],
    };
    cache.set(locale, labels);
  }
  return labels;
}
