'use client';
// The table-of-contents sidebar of the full-screen post editor (editing-layer spec §2): the body's
// h1–h5 headings as the public page will list them (the same reading, src/lib/post-toc.ts), each a
// button that brings its heading into view in the body.
import { useMemo } from 'react';
import { prepareBody, tocDepth } from '@/lib/post-toc';
import { useEditorContext } from '../editor-labels';
import { useEditedLanguage } from '../edited-language';
import { textFor } from '../translations';
import type { PostDraft } from './post-draft';

/** `collapsible`: on a phone the list folds away above the form, where a sidebar has no room. */
type Props = { content: PostDraft; title: string; bodyId: string; collapsible: boolean };

export function PostToc({ content: draft, title, bodyId, collapsible }: Props) {
  const { editor: labels } = useEditorContext();
  const language = useEditedLanguage();
  const html = textFor(draft.content, draft.content_translation, language);
  const entries = useMemo(() => prepareBody(html, { title }).toc, [html, title]);

  const show = (index: number) => {
    const heading = document.getElementById(bodyId)?.querySelectorAll('h1, h2, h3, h4, h5')[index];
    heading?.scrollIntoView({ block: 'start', behavior: 'smooth' });
  };

  const list =
    entries.length === 0 ? (
      <p className="mt-2 text-sm text-gray-600">{labels.postTocEmpty}</p>
    ) : (
      <ol className="mt-2 space-y-0.5">
        {entries.map((entry, index) => (
          <li key={`${entry.tag_id}-${index}`} style={{ paddingLeft: `${tocDepth(entry, entries) * 0.75}rem` }}>
            <button type="button" onClick={() => show(index)} title={labels.postTocJump} className="min-h-6 w-full rounded px-1.5 py-0.5 text-left text-sm text-gray-800 hover:bg-gray-200 focus-visible:outline-2 focus-visible:outline-sky-600">
              {entry.tag_text}
            </button>
          </li>
        ))}
      </ol>
    );

  return (
    <nav aria-label={labels.postToc} className="border-b border-gray-200 bg-gray-50 p-4 md:overflow-y-auto md:border-r md:border-b-0" data-post-toc="">
      {collapsible ? (
        <details>
          <summary className="min-h-6 cursor-pointer text-xs font-semibold tracking-wide text-gray-700 uppercase">
            {labels.postToc} ({entries.length})
          </summary>
          {list}
        </details>
      ) : (
        <>
          <h3 className="text-xs font-semibold tracking-wide text-gray-700 uppercase">{labels.postToc}</h3>
          {list}
        </>
      )}
    </nav>
  );
}
