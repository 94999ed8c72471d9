// The public page's hero: the shared view (hero-view.tsx) with its labels built on the server in
// the page's language. The hero editor's preview draws the same view with the labels it fetched.
import type { Locale } from '@/lib/i18n/locales';
import type { MediaImages } from '@/lib/media-files';
import type { HeroSectionView } from '@/schemas/section-views';
import { heroLabels } from './hero-labels-server';
import { HeroView } from './hero-view';

type Props = { hero: HeroSectionView; locale: Locale; defaultLocale: Locale; media?: MediaImages };

export function Hero({ hero, locale, defaultLocale, media }: Props) {
  return <HeroView hero={hero} locale={locale} defaultLocale={defaultLocale} labels={heroLabels(locale)} media={media} />;
}
