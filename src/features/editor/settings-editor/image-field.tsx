'use client';
// An image of a record (the logo, a feature's or a product's picture): its address, typed or chosen
// from the organisation's media library, a thumbnail of it, and a button that takes it away.
import { ImageIcon } from 'lucide-react';
import { useState } from 'react';
import { useEditorContext } from '../editor-labels';
import { MediaLibraryDialog } from '../media/media-library-dialog';
import { ADD_BUTTON, TextField } from './settings-controls';

type Props = { path: string; label: string; value: string | null; onChange: (url: string | null) => void };

export function ImageField({ path, label, value, onChange }: Props) {
  const { editor: labels } = useEditorContext();
  const [choosing, setChoosing] = useState(false);
  return (
    <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
      <div className="flex size-16 shrink-0 items-center justify-center overflow-hidden rounded-lg bg-gray-100 ring-1 ring-gray-200">
        {/* eslint-disable-next-line @next/next/no-img-element -- any address typed or chosen, not only the library's; the field names it */}
        {value ? <img src={value} alt="" className="size-full object-contain" /> : <ImageIcon className="size-6 text-gray-400" aria-hidden="true" />}
      </div>
      <div className="min-w-0 flex-1">
        <TextField path={path} label={label} type="url" inputMode="url" value={value ?? ''} onChange={(url) => onChange(url.trim() === '' ? null : url)} />
      </div>
      <div className="flex gap-2">
        <button type="button" className={ADD_BUTTON} onClick={() => setChoosing(true)}>
          {labels.gsChooseImage}
        </button>
        {value && (
          <button type="button" className={ADD_BUTTON} onClick={() => onChange(null)}>
            {labels.gsRemoveImage}
          </button>
        )}
      </div>
      <MediaLibraryDialog open={choosing} onOpenChange={setChoosing} onChoose={(asset) => onChange(asset.url)} />
    </div>
  );
}
