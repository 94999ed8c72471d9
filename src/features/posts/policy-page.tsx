// The privacy and cookie policy pages: the organisation's own text, sanitised, with an empty state
// when it has not written one, and a link to the other policy.
import Link from 'next/link';
import type { ReactNode } from 'react';
import type { Translator } from '@/lib/i18n/messages';
import { sanitizePostHtml } from '@/lib/sanitize';
import type { AccentClasses } from '@/lib/accent';
import { PageIntro } from './page-intro';
import { PostBody } from './post-parts';
import { prepareBody } from './toc';

type Props = {
  title: string;
  html: string;
  siteName: string;
  contactEmail: string | null;
  other: { title: string; href: string };
  accent: AccentClasses;
  t: Translator;
  children?: ReactNode;
};

export function PolicyPage({ title, html, siteName, contactEmail, other, accent, t, children }: Props) {
  // Stored policies may contain their own h1; the page title stays the only one.
  const body = prepareBody(sanitizePostHtml(html), { title }).html;
  return (
    <>
      <PageIntro title={title} accentText={accent.text} />
      <div className="mx-auto max-w-7xl px-4 py-12 sm:px-6 sm:py-16">
        <div className="max-w-3xl">
          {body ? (
            <PostBody html={body} accent={accent} />
          ) : (
            <p className="rounded-2xl border border-dashed border-gray-300 px-6 py-10 text-center text-gray-600">{t('content.policyEmpty', { site: siteName })}</p>
          )}
          {children}
          <div className="mt-12 space-y-2 border-t border-gray-200 pt-6 text-sm text-gray-600">
            {contactEmail && (
              <p>
                {/* The address is a link inside the translated sentence, wherever each language puts it. */}
                {t.rich('content.policyContact', {
                  email: contactEmail,
                  link: (chunks) => (
                    <a href={`mailto:${contactEmail}`} className={`font-medium underline underline-offset-4 ${accent.text}`}>
                      {chunks}
                    </a>
                  ),
                })}
              </p>
            )}
            <p>
              {t('content.seeAlso')}:{' '}
              <Link href={other.href} className={`font-medium underline underline-offset-4 ${accent.text}`}>
                {other.title}
              </Link>
            </p>
          </div>
        </div>
      </div>
    </>
  );
}
