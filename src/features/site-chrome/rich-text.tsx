// Renders stored rich text after sanitising it again: what was allowed on write may not be today.
// '#sanitize' is sanitize-html on the server (the public page) and DOMPurify with the same rules in
// an editor's live preview (src/lib/sanitize-browser.ts, decision 059).
// A post's old heading anchors (decision 070) are added after sanitising, from stored anchor-safe ids.
import { sanitizePostHtml, sanitizeRichText } from '#sanitize';
import { withAnchorAliases, type AnchorEntry } from '@/lib/heading-anchors';

type Props = {
  html: string | null | undefined;
  className?: string;
  as?: 'div' | 'span';
  variant?: 'inline' | 'post';
  /** Old heading ids that still lead to the current headings, and ids the rest of the page uses. */
  anchors?: { aliases: readonly AnchorEntry[]; takenIds?: readonly string[] };
};

export function RichText({ html, className, as: Tag = 'div', variant = 'inline', anchors }: Props) {
  const clean = variant === 'post' ? sanitizePostHtml(html) : sanitizeRichText(html);
  if (!clean) return null;
  const shown = anchors ? withAnchorAliases(clean, anchors.aliases, { takenIds: anchors.takenIds }) : clean;
  return <Tag className={className} dangerouslySetInnerHTML={{ __html: shown }} />;
}
