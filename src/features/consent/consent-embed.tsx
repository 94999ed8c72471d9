'use client';
// A YouTube or Vimeo player held back until the visitor has accepted the cookie service it is
// gated by (decision 038). Every visitor's HTML holds the placeholder; the player replaces it in
// the browser once the decision is known, and at once when the visitor accepts from here or from
// the dialog. The placeholder says who hosts the video and which category it needs.
import { useState } from 'react';
import { Play } from 'lucide-react';
import type { EmbedProvider } from '@/lib/consent-config';
import { useConsent } from './consent-provider';

type Props = { provider: EmbedProvider; src: string; title: string; width: number; height: number; className: string };

export function ConsentEmbed({ provider, src, title, width, height, className }: Props) {
  const consent = useConsent();
  const [once, setOnce] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const gate = consent?.config.embeds[provider];
  const allowed = once || gate?.essential || (gate?.serviceId != null && consent?.known.services.includes(gate.serviceId));

  if (allowed) {
    return (
      <iframe
        className={`border-0 bg-black ${className}`}
        src={src}
        title={title}
        width={width}
        height={height}
        loading="lazy"
        allow="accelerometer; encrypted-media; gyroscope; picture-in-picture; fullscreen"
        allowFullScreen
        referrerPolicy="strict-origin-when-cross-origin"
        data-media="embed"
      />
    );
  }
  if (!consent || !gate) {
    // Outside a site page there is nobody to ask: a plain link to the video, nothing loaded.
    return (
      <a href={src} className={`flex items-center justify-center bg-gray-900 text-white underline ${className}`} data-media="embed-link">
        {title}
      </a>
    );
  }
  const { labels } = consent.config;

  const accept = async () => {
    if (!gate.serviceId) return setOnce(true);
    setBusy(true);
    setError(null);
    try {
      await consent.record({ consentGiven: true, services: [...new Set([...consent.known.services, ...gate.categoryServices])] });
    } catch {
      setError(labels.errorSaveConsent);
    } finally {
      setBusy(false);
    }
  };

  return (
    <div
      role="group"
      aria-label={gate.heading}
      className={`flex flex-col items-center justify-center gap-2 overflow-auto bg-gray-900 p-4 text-center text-white ${className}`}
      style={{ aspectRatio: `${width} / ${height}` }}
      data-media="embed-placeholder"
      data-provider={provider}
    >
      <Play className="size-8 shrink-0 text-white/80" aria-hidden="true" />
      <p className="font-semibold">{gate.heading}</p>
      <p className="max-w-md text-xs leading-5 text-gray-200 sm:text-sm">{gate.body}</p>
      {error && (
        <p role="alert" className="rounded bg-rose-100 px-2 py-1 text-xs font-medium text-rose-900">
          {error}
        </p>
      )}
      <div className="flex flex-wrap items-center justify-center gap-2">
        <button
          type="button"
          onClick={() => void accept()}
          disabled={busy}
          className="min-h-10 rounded-lg bg-white px-3 py-2 text-sm font-semibold text-gray-900 hover:bg-gray-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white disabled:opacity-60"
        >
          {busy ? labels.saving : gate.accept}
        </button>
        <button
          type="button"
          onClick={consent.openSettings}
          className="min-h-10 rounded-lg px-3 py-2 text-sm font-medium text-white underline underline-offset-4 hover:bg-white/10 focus-visible:outline-2 focus-visible:outline-white"
        >
          {labels.embedSettings}
        </button>
      </div>
    </div>
  );
}
