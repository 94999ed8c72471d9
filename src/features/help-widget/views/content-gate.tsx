'use client';
// Shows the panel's views once the widget's content has arrived; until then a loading line, and on
// failure a message with a button to ask again.
import type { ReactNode } from 'react';
import type { HelpWidgetResponse } from '@/schemas/help-widget';
import type { WidgetLabels } from '../labels';
import type { WidgetContent } from '../use-help-session';

type Props = { content: WidgetContent; labels: WidgetLabels; onRetry: () => void; children: (data: HelpWidgetResponse) => ReactNode };

export function ContentGate({ content, labels, onRetry, children }: Props) {
  if (content.status === 'ready') return <>{children(content.data)}</>;
  return (
    <div className="flex flex-1 flex-col items-center justify-center gap-3 p-6 text-center text-sm text-gray-700">
      {content.status === 'loading' ? (
        <p role="status">{labels.loading}</p>
      ) : (
        <>
          <p role="alert">{labels.loadError}</p>
          <button type="button" onClick={onRetry} className="rounded-full bg-[var(--accent)] px-4 py-2 font-semibold text-white hover:brightness-110">
            {labels.retry}
          </button>
        </>
      )}
    </div>
  );
}
