// How wide the hero image is shown, as the `sizes` attribute says it, from the hero's own layout:
// a max-w-7xl container (1280 px) padded 16 / 24 / 32 px a side, the side image in one of one to
// three grid columns (64 px apart from lg), and the image never wider than its stored width. The
// browser then fetches the smallest library width that fills that box at the screen's density.
import { containerSteps, slotSizes, type SlotStep } from '@/lib/media-sizes';

const CONTAINER = 1280;
const LG = 1024;
const GAP = 64;
const PADS = [[0, 16], [640, 24], [LG, 32]] as const;

type Place = 'side' | 'inline' | 'full' | 'background';

/** One of `columns` grid columns from lg up, the full container below. */
function columnSteps(columns: 1 | 2 | 3): SlotStep[] {
  const container = containerSteps(CONTAINER, PADS);
  if (columns === 1) return container;
  const gaps = (columns - 1) * GAP;
  return [
    ...container.filter((step) => step.from < LG),
    { from: LG, minus: 2 * PADS[2][1] + gaps, columns },
    { from: CONTAINER, px: (CONTAINER - 2 * PADS[2][1] - gaps) / columns },
  ];
}

export function heroImageSizes({ place, width, columns, fullPage }: { place: Place; width: number; columns: 1 | 2 | 3; fullPage: boolean }): string {
  if (place === 'background') return '100vw';
  if (place === 'full') return fullPage ? '100vw' : slotSizes(containerSteps(CONTAINER, PADS));
  if (place === 'inline') return fullPage ? '100vw' : slotSizes(containerSteps(CONTAINER, PADS), width);
  return slotSizes(columnSteps(columns), width);
}
