'use client';
// The organisation's media library inside the editors: search, upload (alt text or the decorative
// mark first, as the server requires), pick, and set an image's focal point by clicking where its
// subject is, so cropped views keep it in frame.
import { Film, Upload } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { Dialog, DialogCloseButton, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import { useToast } from '@/components/ui/toast';
import { useEditorContext } from '../editor-labels';
import { useMediaQuery, useMediaWrites } from '../editor-queries';
import { INPUT } from '../shared/field';
import { thumbnail, type MediaAsset } from './media-types';

type Props = { open: boolean; onOpenChange: (open: boolean) => void; onChoose: (asset: MediaAsset) => void };

const PRIMARY = 'rounded-lg bg-gray-900 px-4 py-2 text-sm font-semibold text-white hover:bg-gray-800 disabled:cursor-not-allowed disabled:opacity-50';

export function MediaLibraryDialog({ open, onOpenChange, onChoose }: Props) {
  const { editor: labels } = useEditorContext();
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent size="editor" aria-describedby={undefined} className="flex h-[min(88vh,48rem)] flex-col overflow-hidden p-0">
        <header className="flex items-center justify-between gap-3 border-b border-gray-200 px-5 py-3">
          <DialogTitle size="sm">{labels.mediaLibrary}</DialogTitle>
          <DialogCloseButton label={labels.close} />
        </header>
        <LibraryBrowser
          onChoose={(asset) => {
            onChoose(asset);
            onOpenChange(false);
          }}
        />
      </DialogContent>
    </Dialog>
  );
}

function LibraryBrowser({ onChoose }: { onChoose: (asset: MediaAsset) => void }) {
  const { editor: labels } = useEditorContext();
  const { toast } = useToast();
  const id = useId();
  const [query, setQuery] = useState('');
  const [selected, setSelected] = useState<MediaAsset | null>(null);
  const [file, setFile] = useState<File | null>(null);
  const [alt, setAlt] = useState('');
  const [decorative, setDecorative] = useState(false);
  // Typing a search asks the library once the typing stops.
  const [searched, setSearched] = useState(query);
  useEffect(() => {
    const timer = setTimeout(() => setSearched(query), 200);
    return () => clearTimeout(timer);
  }, [query]);
  const library = useMediaQuery(searched);
  const items = library.isError ? [] : (library.data ?? null);
  const writes = useMediaWrites(searched);

  const send = async () => {
    if (!file) return;
    if (!decorative && !alt.trim()) {
      toast({ type: 'error', message: labels.altRequired });
      return;
    }
    try {
      const asset = await writes.upload.mutateAsync({ file, alt: alt.trim(), decorative });
      setSelected(asset);
      setFile(null);
      setAlt('');
      setDecorative(false);
      toast({ type: 'success', message: labels.uploaded });
    } catch (error) {
      toast({ type: 'error', message: labels.uploadFailed, description: error instanceof Error ? error.message : undefined });
    }
  };

  const setFocal = async (asset: MediaAsset, x: number, y: number) => {
    try {
      const updated = await writes.setFocal.mutateAsync({ id: asset.id, x, y });
      setSelected(updated);
      toast({ type: 'success', message: labels.focalSaved });
    } catch (error) {
      toast({ type: 'error', message: labels.updateFailed, description: error instanceof Error ? error.message : undefined });
    }
  };

  return (
    <div className="grid min-h-0 flex-1 md:grid-cols-[minmax(0,1fr)_20rem]">
      <div className="flex min-h-0 flex-col">
        <form
          className="flex flex-wrap items-end gap-3 border-b border-gray-200 p-4"
          onSubmit={(event) => {
            event.preventDefault();
            void send();
          }}
        >
          <label className="min-w-40 flex-1 text-sm font-medium text-gray-800">
            {labels.uploadFile}
            <input type="file" accept="image/jpeg,image/png,image/webp,image/avif,image/gif,video/*" className="mt-1 block w-full text-sm" onChange={(event) => setFile(event.target.files?.[0] ?? null)} />
          </label>
          <label className="min-w-40 flex-1 text-sm font-medium text-gray-800">
            {labels.altText}
            <input className={`${INPUT} mt-1`} value={alt} maxLength={500} disabled={decorative} onChange={(event) => setAlt(event.target.value)} />
          </label>
          <label className="flex items-center gap-2 text-sm text-gray-800">
            <input type="checkbox" checked={decorative} onChange={(event) => setDecorative(event.target.checked)} />
            {labels.decorative}
          </label>
          <button type="submit" className={PRIMARY} disabled={!file || writes.upload.isPending}>
            <Upload className="mr-1.5 inline size-4" aria-hidden="true" />
            {writes.upload.isPending ? labels.uploading : labels.upload}
          </button>
        </form>
        <div className="border-b border-gray-200 px-4 py-3">
          <label htmlFor={`${id}-search`} className="sr-only">{labels.searchMedia}</label>
          <input id={`${id}-search`} type="search" className={INPUT} placeholder={labels.searchMedia} value={query} onChange={(event) => setQuery(event.target.value)} />
        </div>
        <div className="min-h-0 flex-1 overflow-y-auto p-4">
          {items === null ? (
            <p className="text-sm text-gray-600">{labels.loading}</p>
          ) : items.length === 0 ? (
            <p className="py-10 text-center text-sm text-gray-700">{labels.noMedia}</p>
          ) : (
            <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4">
              {items.map((asset) => (
                <li key={asset.id}>
                  <button
                    type="button"
                    aria-pressed={selected?.id === asset.id}
                    onClick={() => setSelected(asset)}
                    className="block w-full overflow-hidden rounded-lg bg-gray-100 ring-1 ring-gray-200 aria-pressed:ring-2 aria-pressed:ring-sky-600"
                  >
                    {asset.kind === 'image' ? (
                      // eslint-disable-next-line @next/next/no-img-element -- the library's own small variant, already sized
                      <img src={thumbnail(asset)} alt={asset.alt || asset.file_name} className="aspect-[4/3] w-full object-cover" loading="lazy" style={{ objectPosition: `${asset.focal_x}% ${asset.focal_y}%` }} />
                    ) : (
                      <span className="flex aspect-[4/3] w-full flex-col items-center justify-center gap-1 text-xs text-gray-700">
                        <Film className="size-6" aria-hidden="true" />
                        {asset.file_name}
                      </span>
                    )}
                  </button>
                </li>
              ))}
            </ul>
          )}
        </div>
      </div>
      <aside aria-label={labels.mediaDetails} className="min-h-0 overflow-y-auto border-t border-gray-200 p-4 md:border-t-0 md:border-l">
        {selected ? (
          <div className="space-y-3">
            <p className="truncate text-sm font-medium text-gray-900">{selected.file_name}</p>
            {selected.kind === 'image' && (
              <>
                <button
                  type="button"
                  className="relative block w-full cursor-crosshair overflow-hidden rounded-lg"
                  aria-label={labels.focalPoint}
                  onClick={(event) => {
                    const box = event.currentTarget.getBoundingClientRect();
                    const x = Math.round(((event.clientX - box.left) / box.width) * 100);
                    const y = Math.round(((event.clientY - box.top) / box.height) * 100);
                    void setFocal(selected, Math.min(100, Math.max(0, x)), Math.min(100, Math.max(0, y)));
                  }}
                >
                  {/* eslint-disable-next-line @next/next/no-img-element -- the library's own variant */}
                  <img src={thumbnail(selected)} alt="" className="w-full" />
                  <span aria-hidden="true" className="absolute size-4 -translate-x-1/2 -translate-y-1/2 rounded-full border-2 border-white bg-sky-600 shadow" style={{ left: `${selected.focal_x}%`, top: `${selected.focal_y}%` }} />
                </button>
                <DialogDescription className="text-xs">{labels.focalPoint}</DialogDescription>
                <p className="text-sm text-gray-700">{selected.is_decorative ? labels.decorative : selected.alt}</p>
              </>
            )}
            <button type="button" className={`${PRIMARY} w-full`} onClick={() => onChoose(selected)}>
              {labels.choose}
            </button>
          </div>
        ) : (
          <p className="text-sm text-gray-600">{labels.chooseHint}</p>
        )}
      </aside>
    </div>
  );
}
