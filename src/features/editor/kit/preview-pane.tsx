'use client';
// Where every editor draws its live preview: the "Live preview" heading with its note, and a pane
// that scrolls on its own, focusable so that it scrolls from the keyboard when it holds nothing
// focusable. The editor draws the record inside with the public page's own components.
import { useId, type ReactNode } from 'react';
import { cx } from '@/components/ui/cx';
import { useEditorContext } from '../editor-labels';

type Props = { note?: ReactNode; className?: string; children: ReactNode };

export function PreviewPane({ note, className, children }: Props) {
  const { editor: labels } = useEditorContext();
  const titleId = useId();
  return (
    <section aria-labelledby={titleId} className={cx('flex min-h-0 flex-col bg-gray-100', className)}>
      <div className="flex flex-wrap items-baseline justify-between gap-x-2 px-4 pt-3 pb-2">
        <h3 id={titleId} className="text-sm font-semibold text-gray-900">
          {labels.livePreview}
        </h3>
        <p className="text-xs text-gray-600">{note ?? labels.previewNote}</p>
      </div>
      <div className="min-h-0 flex-1 overflow-y-auto px-4 pb-4 focus-visible:outline-2 focus-visible:outline-sky-600" tabIndex={0} role="region" aria-labelledby={titleId}>
        {children}
      </div>
    </section>
  );
}
