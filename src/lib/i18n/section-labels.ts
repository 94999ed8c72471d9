// The labels a template section's component reads, as one object handed down to it, so the same
// component renders on the public page (labels built on the server) and in an editor's live preview
// in the browser (labels fetched once by the editor). Messages with values arrive as templates.
import { labelText, type AreaLabels, type LabelValues } from './island-labels';

export const SECTION_BLOCK_TEMPLATES = ['goToSlide', 'slideOf', 'saleEndsOn', 'successBody', 'tooLong'] as const;
export const SECTION_BASKET_TEMPLATES = ['addedNamed'] as const;
/** The basket labels a pricing section's button uses; the basket page's own labels stay off section pages. */
export const SECTION_BASKET_KEYS = ['add', 'added', 'addedNamed', 'viewBasket'] as const;

export type SectionLabels = {
  blocks: AreaLabels<'blocks', (typeof SECTION_BLOCK_TEMPLATES)[number]>;
  basket: Pick<AreaLabels<'basket', (typeof SECTION_BASKET_TEMPLATES)[number]>, (typeof SECTION_BASKET_KEYS)[number]>;
};

/** `t('viewDetails')` or `t('slideOf', { n, total })` over the blocks labels. */
export function blockText(labels: SectionLabels) {
  return (key: keyof SectionLabels['blocks'], values?: LabelValues): string => labelText(labels.blocks[key], values);
}
