'use client';
// Setting a card's media by address: Enter confirms (spec §2), an empty or unsafe address is
// refused with the spec's message, and the media can be removed.
import { Images } from 'lucide-react';
import { useId, useState, type ReactNode } from 'react';
import { Popover, PopoverContent, PopoverTrigger } from '@/components/ui/popover';
import { isSafeUrl } from '@/schemas/template-section';
import { useEditorContext } from '../editor-labels';
import { MediaLibraryDialog } from '../media/media-library-dialog';
import type { MediaAsset } from '../media/media-types';
import { INPUT } from './field';

type Props = { current: string | null; onChange: (image: string | null) => void; onAsset?: (asset: MediaAsset) => void; children: ReactNode };

export function MediaUrlPopover({ current, onChange, onAsset, children }: Props) {
  const { editor: labels } = useEditorContext();
  const [open, setOpen] = useState(false);
  const [value, setValue] = useState(current ?? '');
  const [error, setError] = useState<string | null>(null);
  const [browsing, setBrowsing] = useState(false);
  const id = useId();

  const confirm = () => {
    const url = value.trim();
    if (!url || !isSafeUrl(url)) {
      setError(labels.invalidUrl);
      return;
    }
    onChange(url);
    setOpen(false);
  };

  return (
    <>
    <Popover
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (next) {
          setValue(current ?? '');
          setError(null);
        }
      }}
    >
      <PopoverTrigger asChild>{children}</PopoverTrigger>
      <PopoverContent className="w-80 space-y-2 p-3">
        <button
          type="button"
          className="flex w-full items-center justify-center gap-2 rounded-lg px-3 py-2 text-sm font-medium text-gray-800 ring-1 ring-gray-300 hover:bg-gray-50"
          onClick={() => {
            setOpen(false);
            setBrowsing(true);
          }}
        >
          <Images className="size-4" aria-hidden="true" />
          {labels.chooseFromLibrary}
        </button>
        <label htmlFor={id} className="block text-sm font-medium text-gray-800">
          {labels.mediaUrl}
        </label>
        <input
          id={id}
          type="url"
          className={INPUT}
          value={value}
          placeholder="https://"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          onChange={(event) => setValue(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter') {
              event.preventDefault();
              confirm();
            }
          }}
        />
        {error && (
          <p id={`${id}-error`} role="alert" className="text-sm text-rose-700">
            {error}
          </p>
        )}
        <div className="flex justify-between gap-2">
          {current ? (
            <button
              type="button"
              className="rounded-lg px-3 py-1.5 text-sm font-medium text-rose-700 hover:bg-rose-50"
              onClick={() => {
                onChange(null);
                setOpen(false);
              }}
            >
              {labels.removeMedia}
            </button>
          ) : (
            <span />
          )}
          <button type="button" className="rounded-lg bg-gray-900 px-3 py-1.5 text-sm font-medium text-white hover:bg-gray-800" onClick={confirm}>
            {labels.useUrl}
          </button>
        </div>
      </PopoverContent>
    </Popover>
    <MediaLibraryDialog
      open={browsing}
      onOpenChange={setBrowsing}
      onChoose={(asset) => {
        onAsset?.(asset);
        onChange(asset.url);
      }}
    />
    </>
  );
}
