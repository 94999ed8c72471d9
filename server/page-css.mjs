// Per-page CSS for anonymous public pages: to be written (issue 18, item 3).
export function withPageCss(html) {
  return html;
}
