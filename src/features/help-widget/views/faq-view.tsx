'use client';
// The FAQ as an accordion of native <details>, like the FAQ section: keyboard-operable with no
// script. The answers arrive as HTML the server has sanitised with the rich-text allowlist
// (src/lib/sanitize.ts); running the sanitiser again here would ship it to every visitor who
// opens the widget, so the widget trusts its own API's answer.
import { ChevronDown } from 'lucide-react';
import type { HelpWidgetResponse } from '@/schemas/help-widget';
import type { WidgetLabels } from '../labels';

export function FaqView({ faq, labels }: { faq: HelpWidgetResponse['faq']; labels: WidgetLabels }) {
  if (faq.length === 0) return <p className="text-sm text-gray-700">{labels.faqEmpty}</p>;
  return (
    <div className="divide-y divide-gray-200 overflow-hidden rounded-xl border border-gray-200">
      {faq.map((item) => (
        <details key={item.id} className="group" data-faq-item>
          <summary className="flex cursor-pointer list-none items-center justify-between gap-3 px-4 py-3 text-left text-sm font-semibold text-gray-900 outline-offset-[-3px] hover:bg-gray-50 [&::-webkit-details-marker]:hidden">
            <span>{item.question}</span>
            <ChevronDown aria-hidden="true" className="size-4 shrink-0 text-gray-600 transition-transform group-open:rotate-180 motion-reduce:transition-none" />
          </summary>
          <div
            className="px-4 pb-4 text-sm leading-6 text-gray-700 [&_a]:text-[var(--accent)] [&_a]:underline [&_li]:ml-5 [&_ol]:list-decimal [&_p+p]:mt-2 [&_ul]:list-disc"
            dangerouslySetInnerHTML={{ __html: item.answer }}
          />
        </details>
      ))}
    </div>
  );
}
