'use client';
// Retries a failed message through POST /api/admin/outbox/{id}/retry, then reloads the page's data
// so the new status, attempts and error show.
import { useRouter } from 'next/navigation';
import { useState, useTransition } from 'react';
import { RotateCw } from 'lucide-react';

type Labels = { retry: string; retrying: string; retrySent: string; retryOutbox: string; retryFailed: string; retryError: string };

type Props = { id: string; canRetry: boolean; labels: Labels; accentBg: string; accentHoverBg: string };

export function RetryButton({ id, canRetry, labels, accentBg, accentHoverBg }: Props) {
  const router = useRouter();
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<{ text: string; ok: boolean } | null>(null);
  const [, startTransition] = useTransition();

  async function retry() {
    setBusy(true);
    setMessage(null);
    try {
      const response = await fetch(`/api/admin/outbox/${encodeURIComponent(id)}/retry`, { method: 'POST', credentials: 'same-origin' });
      const body = (await response.json().catch(() => ({}))) as { status?: string };
      if (response.ok && body.status === 'sent') setMessage({ text: labels.retrySent, ok: true });
      else if (response.ok && body.status === 'outbox') setMessage({ text: labels.retryOutbox, ok: true });
      else if (response.status === 502) setMessage({ text: labels.retryFailed, ok: false });
      else setMessage({ text: labels.retryError, ok: false });
      startTransition(() => router.refresh());
    } catch {
      setMessage({ text: labels.retryError, ok: false });
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="flex flex-wrap items-center gap-3">
      {canRetry && (
        <button
          type="button"
          onClick={retry}
          disabled={busy}
          className={`inline-flex items-center gap-2 rounded-lg px-4 py-2 text-sm font-semibold text-white shadow-sm ${accentBg} ${accentHoverBg} focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-gray-900 disabled:opacity-60`}
        >
          <RotateCw className={`size-4 ${busy ? 'animate-spin' : ''}`} aria-hidden="true" />
          {busy ? labels.retrying : labels.retry}
        </button>
      )}
      <p role="status" aria-live="polite" className={`text-sm ${message?.ok === false ? 'text-rose-700' : 'text-emerald-800'}`}>
        {message?.text}
      </p>
    </div>
  );
}
