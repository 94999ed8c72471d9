'use client';
// The Global Settings error panel (spec §8): what failed, in the spec's words, the server's reason
// where it gave one, and Retry. The failures are named here, once, from the call's answer.
import { AlertTriangle } from 'lucide-react';
import type { EditorLabels } from '@/lib/i18n/editor-labels';
import { labelText } from '@/lib/i18n/island-labels';
import { EditorApiError } from '../editor-api';
import { useEditorContext } from '../editor-labels';

export type Failure = { message: string; detail?: string };

/** Reading the organisation data failed: no session, no such organisation, the server's status, or no answer at all. */
export function loadFailure(error: unknown, labels: EditorLabels): Failure {
  if (!(error instanceof EditorApiError)) return { message: labels.gsLoadFailed };
  if (error.status === 401) return { message: labels.gsNoSessionFound };
  if (error.status === 404) return { message: labels.gsOrgNotFound };
  return { message: labelText(labels.gsFetchFailed, { status: error.message }) };
}

/** Reading one tab again failed. */
export function sectionFailure(error: unknown, section: string, labels: EditorLabels): Failure {
  if (error instanceof EditorApiError && error.status === 401) return { message: labels.gsNoSessionFound };
  return { message: labelText(labels.gsSectionFetchFailed, { section, status: error instanceof Error ? error.message : '' }) };
}

/** Saving failed: no session, or the server's refusal (an editor's 403 among them) under the spec's words. */
export function saveFailure(error: unknown, labels: EditorLabels): Failure {
  if (error instanceof EditorApiError && error.status === 401) return { message: labels.gsNoSession };
  return { message: labels.gsSaveFailed, detail: error instanceof Error && error.message ? error.message : undefined };
}

export function ErrorPanel({ failure, onRetry, busy = false }: { failure: Failure; onRetry: () => void; busy?: boolean }) {
  const { editor: labels } = useEditorContext();
  return (
    <div role="alert" className="flex flex-wrap items-start gap-3 rounded-xl border border-rose-200 bg-rose-50 p-4 text-sm text-rose-950" data-settings-error="">
      <AlertTriangle className="mt-0.5 size-5 shrink-0 text-rose-700" aria-hidden="true" />
      <div className="min-w-0 flex-1">
        <p className="font-semibold" data-settings-error-message="">
          {failure.message}
        </p>
        {failure.detail && <p className="mt-1 break-words">{failure.detail}</p>}
      </div>
      <button
        type="button"
        onClick={onRetry}
        disabled={busy}
        className="inline-flex min-h-10 items-center rounded-lg bg-white px-4 text-sm font-semibold text-rose-900 ring-1 ring-rose-300 hover:bg-rose-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-rose-700 disabled:opacity-50"
      >
        {labels.gsRetry}
      </button>
    </div>
  );
}
