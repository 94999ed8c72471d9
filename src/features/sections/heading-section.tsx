// A heading section on the public page: its heading (heading-body.tsx, which the editor's live
// preview draws too), optionally followed by a template section, loaded on the server.
import type { Locale } from '@/lib/i18n/locales';
import type { HeadingView, TemplateSectionView } from '@/schemas/section-views';
import { DEFAULT_ACCENT, type AccentColor } from '@/lib/accent';
import { HeadingBody } from './heading-body';
import type { MediaImages } from '@/lib/media-files';
import { TemplateSection, type ExtrasLoader } from './template-section';

type Props = { heading: HeadingView; included?: TemplateSectionView; locale: Locale; defaultLocale: Locale; accent?: AccentColor; media?: MediaImages; loadExtras: ExtrasLoader };

export function HeadingSection({ heading, included, locale, defaultLocale, accent = DEFAULT_ACCENT, media, loadExtras }: Props) {
  return (
    <>
      <HeadingBody heading={heading} locale={locale} defaultLocale={defaultLocale} accent={accent} media={media} />
      {included && <TemplateSection section={included} locale={locale} defaultLocale={defaultLocale} accent={accent} media={media} loadExtras={loadExtras} />}
    </>
  );
}
