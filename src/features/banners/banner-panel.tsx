'use client';
// The panel a banner expands into (spec §4: expanded), loaded on first use. Its open state decides
// where it sits: against an edge at 30, 50 or 70 % of the window, or over all of it (full); see
// panelLayout in lib/banners.ts and docs/decisions/039. A dialog: focus moves in, Tab stays inside,
// Escape or the × closes it and focus goes back to the button that opened it.
import { useRef } from 'react';
import { Dialog as Primitive } from 'radix-ui';
import { DialogCloseButton } from '@/components/ui/dialog';
import { panelLayout, panelStyle } from '@/lib/banners';
import type { BannerResponse } from '@/schemas/banners';
import { BannerIcon } from './banner-icon';

type Props = { banner: BannerResponse; closeLabel: string; newTabLabel: string; onClose: () => void };

export default function BannerPanel({ banner, closeLabel, newTabLabel, onClose }: Props) {
  const layout = panelLayout(banner.openState);
  const { link } = banner.content;
  // Opened by state, not by a Radix Trigger, so Radix would not know where focus goes back to.
  const opener = useRef<HTMLElement | null>(null);
  return (
    <Primitive.Root open onOpenChange={(open) => !open && onClose()}>
      <Primitive.Portal>
        <Primitive.Overlay className="fixed inset-0 z-[60] bg-gray-950/40" />
        <Primitive.Content
          style={panelStyle(layout)}
          aria-describedby={undefined}
          onOpenAutoFocus={() => {
            opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
          }}
          onCloseAutoFocus={(event) => {
            if (!opener.current?.isConnected) return;
            event.preventDefault();
            opener.current.focus();
          }}
          data-banner-panel={banner.openState}
          className="fixed z-[61] flex flex-col overflow-y-auto bg-white text-gray-900 shadow-2xl focus:outline-none"
        >
          <div className="flex items-start gap-3 border-b border-gray-100 p-4 sm:p-6">
            <BannerIcon name={banner.content.icon} className="mt-1 size-5 shrink-0 text-gray-500" />
            <Primitive.Title className="min-w-0 flex-1 text-lg font-semibold">{banner.content.text}</Primitive.Title>
            <DialogCloseButton label={closeLabel} className="-m-2 shrink-0" />
          </div>
          <div
            className="max-w-3xl space-y-3 p-4 text-base leading-relaxed sm:p-6 [&_a]:font-medium [&_a]:text-sky-800 [&_a]:underline"
            // Sanitised by the server's sanitiser when it answered (src/server/banners/service.ts).
            dangerouslySetInnerHTML={{ __html: banner.landing_content }}
          />
          {link && (
            <div className="mt-auto p-4 sm:p-6">
              <a
                href={link.url}
                {...(link.isExternal ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
                className="inline-flex min-h-11 items-center rounded-lg bg-gray-900 px-4 text-sm font-semibold text-white hover:bg-gray-700 focus-visible:outline-2 focus-visible:outline-offset-2"
              >
                {link.label}
                {link.isExternal && <span className="sr-only"> ({newTabLabel})</span>}
              </a>
            </div>
          )}
        </Primitive.Content>
      </Primitive.Portal>
    </Primitive.Root>
  );
}
