'use client';
// The toolbar above the preview (spec §2): the image picker (an address or the media library) and
// the dropdown panels. One state value says which panel is open, so at most one is at a time.
import { ChevronDown, ImageIcon } from 'lucide-react';
import { useState, type ComponentType } from 'react';
import { Popover, PopoverContent, PopoverTrigger } from '@/components/ui/popover';
import { useEditorContext } from '../editor-labels';
import type { MediaAsset } from '../media/media-types';
import { MediaUrlPopover } from '../shared/media-url-popover';
import { useAccentStyle } from './use-site-accent';
import { ButtonPanel, DescriptionPanel, ImageStylePanel, LayoutPanel, TitlePanel, type PanelProps } from './hero-panels';

type PanelId = 'image' | 'layout' | 'title' | 'description' | 'button';

const PANELS: readonly { id: PanelId; label: 'heroImageStyle' | 'heroLayout' | 'heroTitlePanel' | 'heroDescriptionPanel' | 'heroButtonPanel'; Body: ComponentType<PanelProps> }[] = [
  { id: 'image', label: 'heroImageStyle', Body: ImageStylePanel },
  { id: 'layout', label: 'heroLayout', Body: LayoutPanel },
  { id: 'title', label: 'heroTitlePanel', Body: TitlePanel },
  { id: 'description', label: 'heroDescriptionPanel', Body: DescriptionPanel },
  { id: 'button', label: 'heroButtonPanel', Body: ButtonPanel },
];

const TOOL = 'inline-flex items-center gap-1.5 rounded-lg px-3 py-1.5 text-sm font-medium text-gray-800 ring-1 ring-gray-300 hover:bg-gray-50 data-[state=open]:bg-gray-900 data-[state=open]:text-white';

export function HeroToolbar({ draft, update, onAsset }: PanelProps & { onAsset?: (asset: MediaAsset) => void }) {
  const { editor: labels } = useEditorContext();
  const [open, setOpen] = useState<PanelId | null>(null);
  const accent = useAccentStyle();
  return (
    <div role="toolbar" aria-label={labels.heroToolbar} className="flex flex-wrap items-center gap-2 border-b border-gray-200 px-5 py-2">
      <MediaUrlPopover current={draft.image} onChange={(image) => update({ image })} onAsset={onAsset}>
        <button type="button" className={TOOL} onClick={() => setOpen(null)}>
          <ImageIcon className="size-4" aria-hidden="true" />
          {labels.heroImage}
        </button>
      </MediaUrlPopover>
      {PANELS.map(({ id, label, Body }) => (
        <Popover key={id} open={open === id} onOpenChange={(next) => setOpen(next ? id : (current) => (current === id ? null : current))}>
          <PopoverTrigger className={TOOL}>
            {labels[label]}
            <ChevronDown className="size-4" aria-hidden="true" />
          </PopoverTrigger>
          <PopoverContent aria-label={labels[label]} data-hero-panel={id} className="w-80 space-y-3" style={accent}>
            <Body draft={draft} update={update} />
          </PopoverContent>
        </Popover>
      ))}
    </div>
  );
}
