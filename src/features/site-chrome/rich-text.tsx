// Renders stored rich text after sanitising it again: what was allowed on write may not be today.
import { sanitizePostHtml, sanitizeRichText } from '@/lib/sanitize';

type Props = { html: string | null | undefined; className?: string; as?: 'div' | 'span'; variant?: 'inline' | 'post' };

export function RichText({ html, className, as: Tag = 'div', variant = 'inline' }: Props) {
  const clean = variant === 'post' ? sanitizePostHtml(html) : sanitizeRichText(html);
  if (!clean) return null;
  return <Tag className={className} dangerouslySetInnerHTML={{ __html: clean }} />;
}
