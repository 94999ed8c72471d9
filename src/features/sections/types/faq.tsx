// FAQ: an accordion of native <details> elements (keyboard operable with no script). Questions come
// from the section's metrics; a section without metrics shows the organisation's FAQ list instead.
import { ChevronDown } from 'lucide-react';
import { RichText } from '@/features/site-chrome/rich-text';
import { translate } from '@/lib/i18n/locales';
import type { SectionViewProps } from '../section-props';
import { RICH_TEXT } from '../text-styles';

export type FaqItem = { id: string; question: string; answer: string };

export function faqItems({ section, extras, locale }: Pick<SectionViewProps, 'section' | 'extras' | 'locale'>): FaqItem[] {
  if (section.metrics.length > 0) {
    return section.metrics.map((m) => ({
      id: m.id,
      question: translate(m.title, m.titleTranslation, locale),
      answer: translate(m.description, m.descriptionTranslation, locale),
    }));
  }
  return (extras.faqs ?? []).map((f) => ({
    id: f.id,
    question: translate(f.question, f.questionTranslation, locale),
    answer: translate(f.answer, f.answerTranslation, locale),
  }));
}

export function FaqSection(props: SectionViewProps) {
  const { section, style, labels } = props;
  const items = faqItems(props).filter((item) => item.question);
  if (items.length === 0) return <p className={`text-center ${style.c.muted}`}>{labels.blocks.noQuestions}</p>;
  const twoColumns = section.gridColumns >= 2 && items.length > 3;
  const dark = style.tone === 'dark';
  const panel = dark ? 'border-white/20 bg-white/5' : 'border-gray-200 bg-white';
  // Halves rather than alternating items, so reading order runs down the first column, then the second.
  const half = Math.ceil(items.length / 2);
  const columns = twoColumns ? [items.slice(0, half), items.slice(half)] : [items];
  return (
    <div className={twoColumns ? 'grid items-start gap-4 md:grid-cols-2 md:gap-6' : 'mx-auto max-w-3xl'}>
      {columns.map((column, c) => (
        <div key={c} className={`divide-y overflow-hidden rounded-2xl border ${dark ? 'divide-white/20' : 'divide-gray-200'} ${panel}`}>
          {column.map((item) => (
            <details key={item.id} className="group" data-faq-item>
              <summary
                className={`flex cursor-pointer list-none items-center justify-between gap-4 px-5 py-4 text-left outline-offset-[-4px] sm:px-6 sm:py-5 [&::-webkit-details-marker]:hidden ${style.cardTitleClass} text-base! sm:text-lg!`}
              >
                <span>{item.question}</span>
                <ChevronDown aria-hidden className={`size-5 shrink-0 transition-transform duration-200 group-open:rotate-180 motion-reduce:transition-none ${style.c.muted}`} />
              </summary>
              <RichText html={item.answer} className={`px-5 pb-5 sm:px-6 ${RICH_TEXT} ${style.bodyClass}`} />
            </details>
          ))}
        </div>
      ))}
    </div>
  );
}
