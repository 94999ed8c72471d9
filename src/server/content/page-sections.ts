import 'server-only';
// A page's sections and hero, loaded so that a failure never takes the page down: the public page
// then renders without them (public spec §8: "a template fetch failure renders empty sections").
import type { DbOrTx } from '@/server/db/client';
import { listSections, type PageSections } from '@/server/sections/service';
import { getHero, type HeroRow } from '@/server/sections/queries';
import { memo } from '@/server/cache/memo';
import { findMediaImages } from '@/server/media/lookup';
import type { MediaImages } from '@/lib/media-files';
import { log } from '@/server/log';
import { translate, type Locale } from '@/lib/i18n/locales';
import { toPlainText } from '@/lib/sanitize';

export const NO_SECTIONS: PageSections = { template: [], heading: [], included: {}, media: {} };

export async function loadPageSections(db: DbOrTx, { organizationId, urlPage }: { organizationId: string; urlPage: string }): Promise<PageSections> {
  try {
    return await listSections(db, { organizationId, urlPage });
  } catch (error) {
    log.error({ err: error, organizationId, urlPage }, 'Sections could not be loaded; the page is shown without them');
    return NO_SECTIONS;
  }
}

export async function loadHero(db: DbOrTx, { organizationId }: { organizationId: string }): Promise<HeroRow | null> {
  try {
    return await memo(organizationId, 'content:hero', 60_000, () => getHero(db, { organizationId }));
  } catch (error) {
    log.error({ err: error, organizationId }, 'The hero could not be loaded; the home page is shown without it');
    return null;
  }
}

/** The hero's picture when it comes from the media library, so the page draws it from its variants. */
export async function loadHeroMedia(db: DbOrTx, { organizationId, hero }: { organizationId: string; hero: HeroRow | null }): Promise<MediaImages> {
  const image = hero?.image;
  if (!image) return {};
  try {
    return await memo(organizationId, `content:hero-media:${image}`, 60_000, () => findMediaImages(db, { organizationId, urls: [image] }));
  } catch (error) {
    log.error({ err: error, organizationId }, 'The hero image could not be looked up; it is drawn from its address');
    return {};
  }
}

export function hasSections(sections: PageSections): boolean {
  return sections.template.length > 0 || sections.heading.length > 0;
}

/**
 * A title for a page made of sections alone: its first heading or section title, else its last
 * path segment in words ("family-law" → "Family law").
 */
export function sectionsTitle(sections: PageSections, locale: Locale, segments: string[]): string {
  const heading = sections.heading[0];
  const fromHeading = heading
    ? [heading.name, heading.namePart2, heading.namePart3].map((part, i) => {
        const translations = [heading.nameTranslation, heading.namePart2Translation, heading.namePart3Translation][i];
        return translate(part, translations, locale);
      }).filter(Boolean).join(' ')
    : '';
  const section = sections.template.find((s) => s.sectionTitle);
  const fromSection = section ? translate(section.sectionTitle, section.sectionTitleTranslation, locale) : '';
  const text = toPlainText(fromHeading || fromSection);
  if (text) return text;
  const words = (segments[segments.length - 1] ?? '').replace(/[-_]+/g, ' ').trim();
  return words.charAt(0).toLocaleUpperCase(locale) + words.slice(1);
}
