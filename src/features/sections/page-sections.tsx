// Everything on one page in its layout order: the hero, template sections and heading sections
// share one sequence (layout_order), which the page layout manager rewrites.
import type { ReactNode } from 'react';
import { Hero } from '@/features/hero/hero';
import type { Locale } from '@/lib/i18n/locales';
import type { HeroSectionView } from '@/schemas/section-views';
import type { PageSections } from '@/server/sections/service';
import { HeadingSection } from './heading-section';
import { TemplateSection, type ExtrasLoader } from './template-section';
import type { AccentColor } from '@/lib/accent';

/** `accent` and `loadExtras` come from the page (src/server/sections/page-support.ts): features read no database. */
type Props = { sections: PageSections; hero: (HeroSectionView & { layoutOrder: number }) | null; locale: Locale; defaultLocale: Locale; urlPage: string; accent: AccentColor; loadExtras: ExtrasLoader };

/**
 * Markers for the editing layer: staff's editor (loaded only for them) finds each block by these
 * attributes and puts its edit button there, so the cached HTML stays the same for everyone.
 */
type Block = { order: number; key: string; kind: 'hero' | 'template' | 'heading'; id: string; node: ReactNode };

export function PageSectionList({ sections, hero, locale, defaultLocale, urlPage, accent, loadExtras }: Props) {
  const includedIds = new Set(sections.heading.filter((h) => h.isIncludedTemplatesection && h.templateSectionId).map((h) => h.templateSectionId));
  const blocks: Block[] = [
    ...(hero ? [{ order: hero.layoutOrder, key: `hero-${hero.id}`, kind: 'hero' as const, id: hero.id, node: <Hero hero={hero} locale={locale} defaultLocale={defaultLocale} media={sections.media} /> }] : []),
    // A section a heading includes is shown under that heading, not a second time in its own slot.
    ...sections.template.filter((section) => !includedIds.has(section.id)).map((section) => ({
      order: section.layoutOrder,
      key: `template-${section.id}`,
      kind: 'template' as const,
      id: section.id,
      node: <TemplateSection section={section} locale={locale} defaultLocale={defaultLocale} accent={accent} media={sections.media} loadExtras={loadExtras} />,
    })),
    ...sections.heading.map((heading) => ({
      order: heading.layoutOrder,
      key: `heading-${heading.id}`,
      kind: 'heading' as const,
      id: heading.id,
      node: (
        <HeadingSection
          heading={heading}
          included={heading.isIncludedTemplatesection && heading.templateSectionId ? sections.included[heading.templateSectionId] : undefined}
          locale={locale}
          defaultLocale={defaultLocale}
          accent={accent}
          media={sections.media}
          loadExtras={loadExtras}
        />
      ),
    })),
  ].sort((a, b) => a.order - b.order);
  return (
    <div data-url-page={urlPage}>
      {blocks.map((block) => (
        <div key={block.key} data-edit-kind={block.kind} data-edit-id={block.id}>
          {block.node}
        </div>
      ))}
    </div>
  );
}
