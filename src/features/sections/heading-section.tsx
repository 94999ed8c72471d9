// A heading section: a hero-style block with a heading in up to three parts, text, a button or
// link and an image, optionally followed by a template section.
import Link from 'next/link';
import { Media } from '@/features/site-chrome/media';
import { RichText } from '@/features/site-chrome/rich-text';
import { colorClass, gradientClasses } from '@/lib/tokens';
import { localizePath, translate, type Locale } from '@/lib/i18n/locales';
import type { HeadingSectionRow, TemplateSectionWithMetrics } from '@/server/sections/queries';
import { TEXT_STYLES } from './text-styles';
import { TemplateSection } from './template-section';

type Props = { heading: HeadingSectionRow; included?: TemplateSectionWithMetrics; locale: Locale; defaultLocale: Locale };

export function HeadingSection({ heading, included, locale, defaultLocale }: Props) {
  const style = TEXT_STYLES[heading.textStyleVariant];
  const parts = [
    translate(heading.name, heading.nameTranslation, locale),
    translate(heading.namePart2, heading.namePart2Translation, locale),
    translate(heading.namePart3, heading.namePart3Translation, locale),
  ].filter(Boolean);
  const buttonText = translate(heading.buttonText, heading.buttonTextTranslation, locale);
  const href = heading.url?.startsWith('/') ? localizePath(heading.url, locale, defaultLocale) : heading.url ?? '';
  const background = heading.isGradient ? gradientClasses(heading.gradient) : colorClass('bg', heading.backgroundColor, 'bg-white');
  const clean = heading.styleVariant === 'clean';
  return (
    <>
      <section className={`${background} py-16`}>
        <div className={`mx-auto grid max-w-7xl items-center gap-10 px-4 sm:px-6 ${heading.image ? 'md:grid-cols-2' : ''}`}>
          <div className={heading.imageFirst ? 'md:order-2' : ''}>
            <h2 className={style.title}>
              {parts.map((part, i) => (
                <span key={i} className={i === 1 && !clean ? 'text-sky-700' : undefined}>
                  {part}
                  {i < parts.length - 1 ? ' ' : ''}
                </span>
              ))}
            </h2>
            <RichText html={translate(heading.descriptionText, heading.descriptionTextTranslation, locale)} className={`mt-4 ${style.description}`} />
            {buttonText && href && (
              <Link
                href={href}
                className={
                  heading.isTextLink
                    ? 'mt-6 inline-block font-semibold text-sky-700 underline-offset-4 hover:underline'
                    : 'mt-6 inline-block rounded-lg bg-sky-700 px-5 py-3 font-semibold text-white hover:bg-sky-800'
                }
              >
                {buttonText}
              </Link>
            )}
          </div>
          {heading.image && (
            <Media src={heading.image} alt={parts.join(' ')} className="h-auto w-full rounded-2xl object-cover" width={640} height={420} />
          )}
        </div>
      </section>
      {included && <TemplateSection section={included} locale={locale} />}
    </>
  );
}
