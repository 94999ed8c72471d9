// Anonymous public pages without the React runtime: to be written (issue 18, item 4).
export function withIslands(html) {
  return html;
}
