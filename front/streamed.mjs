// Puts streamed content where it belongs before an anonymous page is stored. React streams a slow
// part of a page after its fallback (`<!--$?--><template id="B:n"></template>…fallback…<!--/$-->`)
// as `<div hidden id="S:n">…</div>` with an inline `$RC("B:n","S:n")` that moves it into place in
// the browser, a frame later. This server renders whole documents before sending them, so the
// move can be made here once: the stored page is final, needs none of React's inline helpers, and
// shows its content at first paint, even where scripts are off or held back.
// A reveal call, on its own or at the end of the script that defines the helpers.
const REVEAL = /\$RC\("(B:\d+)","(S:\d+)"\)/;
const HELPERS = /<script>(?:requestAnimationFrame\(function\(\)\{\$RT=performance\.now\(\)\}\);|\$RB=\[\];\$RV=[\s\S]*?)<\/script>/g;

/** The end of the element whose start tag ends at `from`, counting nested `tag` elements. */
function closingOf(html, tag, from) {
  const pattern = new RegExp(`<${tag}\\b|</${tag}>`, 'g');
  pattern.lastIndex = from;
  let depth = 1;
  for (let match = pattern.exec(html); match; match = pattern.exec(html)) {
    depth += match[0].startsWith('</') ? -1 : 1;
    if (depth === 0) return match.index;
  }
  return -1;
}

/** The `<!--/$-->` that closes the boundary whose content starts at `from`. */
function boundaryEnd(html, from) {
  const pattern = /<!--\$[?!~]?-->|<!--\/\$-->/g;
  pattern.lastIndex = from;
  let depth = 1;
  for (let match = pattern.exec(html); match; match = pattern.exec(html)) {
    depth += match[0] === '<!--/$-->' ? -1 : 1;
    if (depth === 0) return match.index;
  }
  return -1;
}

/** One streamed part moved into its boundary, or null when the page is not shaped as expected. */
function revealOne(html, boundaryId, segmentId) {
  const segmentTag = `<div hidden id="${segmentId}">`;
  const segmentStart = html.indexOf(segmentTag);
  const templateTag = `<template id="${boundaryId}"></template>`;
  const templateStart = html.indexOf(templateTag);
  if (segmentStart < 0 || templateStart < 0) return null;
  const contentStart = segmentStart + segmentTag.length;
  const segmentEnd = closingOf(html, 'div', contentStart);
  const fallbackEnd = boundaryEnd(html, templateStart + templateTag.length);
  const opener = html.lastIndexOf('<!--$', templateStart);
  if (segmentEnd < 0 || fallbackEnd < 0 || opener < 0 || fallbackEnd > segmentStart) return null;
  const content = html.slice(contentStart, segmentEnd);
  const afterSegment = segmentEnd + '</div>'.length;
  return (
    html.slice(0, opener) +
    '<!--$-->' +
    content +
    html.slice(fallbackEnd, segmentStart) +
    html
      .slice(afterSegment)
      .replace(`<script>$RC("${boundaryId}","${segmentId}")</script>`, '')
      .replace(`;$RC("${boundaryId}","${segmentId}")`, '')
  );
}

/** The page with every streamed part in place, and React's reveal helpers gone when none is left. */
export function withStreamedInPlace(html) {
  let page = html;
  for (let match = REVEAL.exec(page); match; match = REVEAL.exec(page)) {
    const next = revealOne(page, match[1], match[2]);
    if (next === null) return page;
    page = next;
  }
  return /\$R[A-Z]\(/.test(page.replace(HELPERS, '')) ? page : page.replace(HELPERS, '');
}
