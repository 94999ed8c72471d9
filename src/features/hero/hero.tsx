// The home page hero: title, description, button and image as the hero record describes them.
import Link from 'next/link';
import { Media } from '@/features/site-chrome/media';
import { RichText } from '@/features/site-chrome/rich-text';
import { colorClass, gradientClasses } from '@/lib/tokens';
import { localizePath, translate, type Locale } from '@/lib/i18n/locales';
import type { HeroRow } from '@/server/sections/queries';

type Props = { hero: HeroRow; locale: Locale; defaultLocale: Locale };

export function Hero({ hero, locale, defaultLocale }: Props) {
  const title = translate(hero.title, hero.titleTranslation, locale);
  const description = translate(hero.description, hero.descriptionTranslation, locale);
  const button = translate(hero.button, hero.buttonTranslation, locale) || 'Get Started';
  const url = hero.buttonStyle.url || '/products';
  const href = url.startsWith('/') ? localizePath(url, locale, defaultLocale) : url;
  const titleClass = hero.titleStyle.is_gradient
    ? `bg-clip-text text-transparent ${gradientClasses(hero.titleStyle.gradient)}`
    : colorClass('text', hero.titleStyle.color, 'text-gray-800');
  const background = hero.backgroundStyle.is_gradient ? gradientClasses(hero.backgroundStyle.gradient) : colorClass('bg', hero.backgroundStyle.color, 'bg-white');
  const imageLeft = hero.imageStyle.position === 'left';
  return (
    <section className={`${background} relative overflow-hidden`}>
      <div className={`mx-auto grid max-w-7xl items-center gap-12 px-4 py-20 sm:px-6 ${hero.image ? 'lg:grid-cols-2' : ''}`}>
        <div className={imageLeft ? 'lg:order-2' : ''}>
          <h1 className={`text-4xl font-bold tracking-tight sm:text-6xl ${titleClass}`}>{title}</h1>
          <RichText html={description} className="mt-6 text-lg leading-8 text-gray-600" />
          <Link href={href} className="mt-8 inline-block rounded-lg bg-sky-700 px-6 py-3 font-semibold text-white shadow-sm hover:bg-sky-800">
            {button}
          </Link>
        </div>
        {hero.image && (
          <Media
            src={hero.image}
            alt=""
            priority
            width={hero.imageStyle.width ?? 560}
            height={hero.imageStyle.height ?? 420}
            className="h-auto w-full max-w-xl justify-self-center rounded-2xl"
          />
        )}
      </div>
    </section>
  );
}
