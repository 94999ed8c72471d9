// Where a language switch goes: the same page in the other language with the visitor's query string
// and hash kept (/about?tab=fees#rates → /es/about?tab=fees#rates). The rendered links carry neither:
// the server never sees the hash, and reading the query while rendering (useSearchParams) would hold
// the header back from prerendering. So the switch adds them from the address bar as it happens.

export function switchHref(localizedPath: string, current: { search: string; hash: string }): string {
  return `${localizedPath}${current.search}${current.hash}`;
}

/** Points a language link at its full target just before the browser follows it (call from onClick). */
export function keepQueryOnSwitch(link: HTMLAnchorElement, localizedPath: string): void {
  link.href = switchHref(localizedPath, window.location);
}
