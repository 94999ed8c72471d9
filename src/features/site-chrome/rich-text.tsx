// Renders stored rich text after sanitising it again: what was allowed on write may not be today.
// '#sanitize' is sanitize-html on the server (the public page) and DOMPurify with the same rules in
// an editor's live preview (src/lib/sanitize-browser.ts, decision 059).
import { sanitizePostHtml, sanitizeRichText } from '#sanitize';

type Props = { html: string | null | undefined; className?: string; as?: 'div' | 'span'; variant?: 'inline' | 'post' };

export function RichText({ html, className, as: Tag = 'div', variant = 'inline' }: Props) {
  const clean = variant === 'post' ? sanitizePostHtml(html) : sanitizeRichText(html);
  if (!clean) return null;
  return <Tag className={className} dangerouslySetInnerHTML={{ __html: clean }} />;
}
