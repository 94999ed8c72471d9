'use client';
// One line of a chat (the assistant's or the team's): the visitor's own on the right in the site's
// accent, the other side on the left, with who wrote it for screen readers and sighted readers alike.
import type { ReactNode } from 'react';

type Props = { mine: boolean; author: string; time?: string; dateTime?: string; children: ReactNode; testId?: string };

export function Bubble({ mine, author, time, dateTime, children, testId }: Props) {
  return (
    <li className={`flex ${mine ? 'justify-end' : 'justify-start'}`} data-testid={testId}>
      <div className={`max-w-[85%] rounded-2xl px-3 py-2 text-sm leading-6 ${mine ? 'bg-[var(--accent)] text-white' : 'bg-gray-100 text-gray-900'}`}>
        <p className={`text-xs font-semibold ${mine ? 'text-white' : 'text-gray-700'}`}>
          {author}
          {time && (
            <>
              {' · '}
              <time dateTime={dateTime}>{time}</time>
            </>
          )}
        </p>
        <div className="break-words whitespace-pre-line">{children}</div>
      </div>
    </li>
  );
}
