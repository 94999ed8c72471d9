// A template section on the public page: the shared frame, then the component the registry names
// for its type. Types that need more than their metrics stream in behind their skeleton.
import { Suspense, type ComponentType } from 'react';
import { deriveSectionType } from '@/lib/sections';
import { sectionLabels } from '@/lib/i18n/section-labels-server';
import type { Locale } from '@/lib/i18n/locales';
import type { MediaImages } from '@/lib/media-files';
import type { TemplateSectionView } from '@/schemas/section-views';
import { sectionEntry } from './registry';
import type { ExtraKind, SectionExtras } from '@/server/sections/section-extras';
import type { SectionViewProps } from './section-props';
import { SectionShell } from './section-shell';
import { textStyle } from './text-styles';
import { DEFAULT_ACCENT, type AccentColor } from '@/lib/accent';
import { backgroundTone } from './theme';

/** Reads what a section type shows besides its own row (plans, reviews...): handed down by the page. */
export type ExtrasLoader = (kind: ExtraKind) => Promise<SectionExtras>;

type Props = { section: TemplateSectionView; locale: Locale; defaultLocale?: Locale; accent?: AccentColor; media?: MediaImages; loadExtras: ExtrasLoader };

async function WithExtras({ kind, View, loadExtras, ...props }: SectionViewProps & { kind: ExtraKind; View: ComponentType<SectionViewProps>; loadExtras: ExtrasLoader }) {
  const extras = await loadExtras(kind);
  return <View {...props} extras={extras} />;
}

export function TemplateSection({ section, locale, defaultLocale = locale, accent = DEFAULT_ACCENT, media, loadExtras }: Props) {
  const type = deriveSectionType(section);
  const entry = sectionEntry(type);
  const style = textStyle(section.textStyleVariant, backgroundTone(section));
  const kind = entry.needs(section);
  const labels = sectionLabels(locale);
  const props: SectionViewProps = { section, locale, defaultLocale, accent, style, extras: {}, labels, media };
  return (
    <SectionShell section={section} type={type} locale={locale} style={style}>
      {kind ? (
        <Suspense fallback={<entry.Skeleton section={section} label={labels.blocks.loading} />}>
          <WithExtras {...props} kind={kind} View={entry.View} loadExtras={loadExtras} />
        </Suspense>
      ) : (
        <entry.View {...props} />
      )}
    </SectionShell>
  );
}
