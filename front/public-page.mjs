// What an anonymous visitor's copy of a public page becomes before it is sent or stored: the
// same server HTML, made light for a phone. Staff and signed-in visitors never get this copy: their
// requests bypass the shared cache and receive Next.js's page as rendered, with the editing layer.
//
// Each step is a pure function of the HTML (and of build output read once), so the result can be
// cached with the page and tested without a browser:
// - streamed.mjs: parts React streamed after their fallback moved into place, as the browser would;
// - islands.mjs:  the Next.js/React client runtime and its inline flight data out, the visitors'
//                 islands (compiled against Preact) in;
// - page-css.mjs: the render-blocking stylesheet replaced by the CSS this page's classes need, and
//                 those its islands may render later.
import { islandsClasses, withIslands } from './islands.mjs';
import { withStreamedInPlace } from './streamed.mjs';
import { withPageCss } from './page-css.mjs';

/** The anonymous visitor's copy of a shared public page. */
export function toPublicPage(html) {
  const page = withStreamedInPlace(html);
  const withTheIslands = withIslands(page);
  // Without an islands build the page keeps Next.js's runtime, and with it the full sheets.
  return withTheIslands === page ? withPageCss(page) : withPageCss(withTheIslands, { islands: islandsClasses() });
}
