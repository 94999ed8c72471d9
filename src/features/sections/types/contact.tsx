// Contact: the ways to reach the organisation (the section's metrics) beside a working form that
// opens a support ticket for the organisation.
import { Media } from '@/features/site-chrome/media';
import { RichText } from '@/features/site-chrome/rich-text';
import { blockText, type SectionLabels } from '@/lib/i18n/section-labels';
import { translate } from '@/lib/i18n/locales';
import { SUPPORT_TICKET_MESSAGES } from '@/schemas/support-ticket';
import { ContactForm as ContactFormComponent, type ContactFormLabels } from '../contact-form';
import type { SectionViewProps } from '../section-props';
import { RICH_TEXT } from '../text-styles';
import { accentClasses } from '@/lib/accent';
import { island } from '@/islands/island';

const ContactForm = island('contact-form', ContactFormComponent);

export function contactFormLabels(labels: SectionLabels): ContactFormLabels {
  const t = blockText(labels);
  const messages = Object.fromEntries(
    (Object.keys(SUPPORT_TICKET_MESSAGES) as (keyof typeof SUPPORT_TICKET_MESSAGES)[]).filter((key) => key !== 'tooLong').map((key) => [key, t(key)]),
  ) as Record<Exclude<keyof typeof SUPPORT_TICKET_MESSAGES, 'tooLong'>, string>;
  return {
    title: t('contactTitle'),
    intro: t('contactIntro'),
    name: t('name'),
    email: t('email'),
    subject: t('subject'),
    message: t('message'),
    send: t('send'),
    sending: t('sending'),
    successTitle: t('successTitle'),
    successBody: labels.blocks.successBody,
    sendAnother: t('sendAnother'),
    sendError: t('sendError'),
    honeypot: t('honeypot'),
    ...messages,
    tooLong: labels.blocks.tooLong,
  };
}

export function ContactSection({ section, locale, style, accent, labels }: SectionViewProps) {
  const channels = section.metrics;
  // Channels without a picture keep the text column of those with one.
  const anyImage = channels.some((metric) => metric.image);
  return (
    <div className={`grid gap-10 ${channels.length > 0 ? 'lg:grid-cols-5 lg:gap-16' : 'mx-auto max-w-2xl'}`}>
      {channels.length > 0 && (
        <ul className="space-y-8 lg:col-span-2" role="list">
          {channels.map((metric) => {
            const title = translate(metric.title, metric.titleTranslation, locale);
            return (
              <li key={metric.id} className="flex gap-5" data-metric-id={metric.id}>
                {metric.image ? (
                  <Media src={metric.image} alt="" width={64} height={64} className="size-16 shrink-0 rounded-2xl object-cover shadow-sm" />
                ) : (
                  anyImage && <span aria-hidden className="hidden size-16 shrink-0 sm:block" />
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
      <div className={`bg-white p-6 text-gray-900 sm:p-8 ${style.card} shadow-lg ${channels.length > 0 ? 'lg:col-span-3' : ''}`}>
        <ContactForm labels={contactFormLabels(labels)} buttonClass={`${accentClasses(accent).button} ${style.radius}`} radius={style.radius} />
      </div>
    </div>
  );
}
