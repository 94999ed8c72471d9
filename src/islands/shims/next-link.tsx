// next/link for the islands runtime: between an anonymous visitor's pages a link is an ordinary
// navigation (prefetched by the page's speculation rules), so the component is a plain anchor.
import { forwardRef, type AnchorHTMLAttributes } from 'react';

type Href = string | { pathname?: string; query?: Record<string, string>; hash?: string };
type Props = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & { href: Href; prefetch?: unknown; replace?: boolean; scroll?: boolean; shallow?: boolean };

function toHref(href: Href): string {
  if (typeof href === 'string') return href;
  const query = href.query ? `?${new URLSearchParams(href.query).toString()}` : '';
  return `${href.pathname ?? ''}${query}${href.hash ? `#${href.hash.replace(/^#/, '')}` : ''}`;
}

const Link = forwardRef<HTMLAnchorElement, Props>(function Link({ href, prefetch: _prefetch, replace: _replace, scroll: _scroll, shallow: _shallow, ...rest }, ref) {
  return <a ref={ref} href={toHref(href)} {...rest} />;
});

export default Link;
