// Help centre: the section's featured cards (its metrics), then the organisation's help-centre
// articles grouped by document set, each a link, and a way into the full help centre.
import Link from 'next/link';
import { ArrowRight, BookOpen, ChevronRight } from 'lucide-react';
import { blockText } from '@/lib/i18n/section-labels';
import { localizePath, translate } from '@/lib/i18n/locales';
import { Media } from '@/features/site-chrome/media';
import { RichText } from '@/features/site-chrome/rich-text';
import { gridColumnsClass } from '../metric-collection';
import type { SectionViewProps } from '../section-props';
import { RICH_TEXT } from '../text-styles';
import { accentClasses } from '@/lib/accent';

export function HelpCenterSection({ section, locale, defaultLocale, style, accent, extras, labels }: SectionViewProps) {
  const t = blockText(labels);
  const groups = extras.help ?? [];
  const accentText = accentClasses(accent, style.tone).text;
  const panel = style.tone === 'dark' ? 'bg-white/10 ring-1 ring-white/15' : 'bg-white ring-1 ring-gray-200 shadow-sm';
  return (
    <div className="space-y-12">
      {section.metrics.length > 0 && (
        <ul className={`grid gap-6 ${gridColumnsClass(section.gridColumns)}`} role="list">
          {section.metrics.map((metric) => {
            const title = translate(metric.title, metric.titleTranslation, locale);
            return (
              <li key={metric.id} className={`flex gap-5 rounded-2xl p-6 ${panel}`} data-metric-id={metric.id}>
                {metric.image ? (
                  <Media src={metric.image} alt="" width={56} height={56} className="size-14 shrink-0 rounded-xl object-cover" />
                ) : (
                  <span aria-hidden className={`grid size-14 shrink-0 place-items-center rounded-xl ${accentClasses(accent).soft}`}>
                    <BookOpen className="size-6" />
                  </span>
                )}
                <div className="min-w-0">
                  {metric.isTitleDisplayed && title && <h3 className={style.cardTitleClass}>{title}</h3>}
                  <RichText html={translate(metric.description, metric.descriptionTranslation, locale)} className={`mt-1 ${RICH_TEXT} ${style.bodyClass}`} />
                </div>
              </li>
            );
          })}
        </ul>
      )}
      {groups.length > 0 && (
        <div className={`grid gap-6 ${groups.length === 1 ? 'max-w-2xl' : groups.length === 2 ? 'md:grid-cols-2' : 'md:grid-cols-2 lg:grid-cols-3'}`}>
          {groups.map((group) => (
            <nav key={group.id ?? 'more'} aria-labelledby={`help-${section.id}-${group.id ?? 'more'}`} className={`rounded-2xl p-6 ${panel}`}>
              <h3 id={`help-${section.id}-${group.id ?? 'more'}`} className={`flex items-center gap-2 ${style.cardTitleClass}`}>
                <BookOpen aria-hidden className={`size-5 ${accentText}`} />
                {group.id ? translate(group.title, group.titleTranslation, locale) : t('moreArticles')}
              </h3>
              <ul className="mt-4 space-y-1" role="list">
                {group.articles.map((article) => (
                  <li key={article.id}>
                    <Link
                      href={localizePath(`/${article.slug}`, locale, defaultLocale)}
                      className={`group -mx-2 flex items-center justify-between gap-3 rounded-lg px-2 py-2 ${style.body} ${style.c.title} hover:bg-black/5`}
                    >
                      <span>{translate(article.title, article.titleTranslation, locale)}</span>
                      <ChevronRight aria-hidden className={`size-4 shrink-0 transition-transform group-hover:translate-x-0.5 motion-reduce:transition-none ${style.c.muted}`} />
                    </Link>
                  </li>
                ))}
              </ul>
            </nav>
          ))}
        </div>
      )}
      <p className={section.isSectionTitleAlignedRight ? 'text-right' : section.isSectionTitleAlignedCenter ? 'text-center' : ''}>
        <Link href={localizePath('/help-center', locale, defaultLocale)} className={`inline-flex items-center gap-2 font-semibold ${accentText} hover:underline`}>
          {t('helpCenter')}
          <ArrowRight aria-hidden className="size-4" />
        </Link>
      </p>
    </div>
  );
}
