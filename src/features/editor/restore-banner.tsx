'use client';
// The journal's offer, under an editor's header: shown while a copy left by a crash or reload
// waits, to be taken back or thrown away.
import { useEditorContext } from './editor-labels';
import type { EditorLoad } from './use-editor-load';

const SECONDARY = 'rounded-lg px-4 py-2 text-sm font-semibold text-gray-700 ring-1 ring-gray-300 hover:bg-gray-50 disabled:opacity-50';

export function RestoreBanner({ offer }: { offer: EditorLoad }) {
  const { editor: labels } = useEditorContext();
  if (!offer.restore) return null;
  return (
    <div role="status" className="flex flex-wrap items-center gap-3 border-b border-amber-200 bg-amber-50 px-5 py-2 text-sm text-amber-950">
      <p className="flex-1">
        <strong className="font-semibold">{labels.restoreTitle}.</strong> {labels.restoreBody}
      </p>
      <button type="button" className={SECONDARY} onClick={offer.restore}>
        {labels.restore}
      </button>
      <button type="button" className={SECONDARY} onClick={offer.discard}>
        {labels.discard}
      </button>
    </div>
  );
}
