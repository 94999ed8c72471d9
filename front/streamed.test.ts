// Streamed parts of a page are put in place on the server, as React's inline helpers would in the
// browser, so the anonymous copy is final at first paint.
import { describe, expect, it } from 'vitest';
import { withStreamedInPlace } from './streamed.mjs';

const HELPERS = '<script>requestAnimationFrame(function(){$RT=performance.now()});</script>';
const DEFINE = '$RB=[];$RV=function(a){};$RC=function(a,b){}';

const page = (body: string) => `<!DOCTYPE html><html><body>${body}</body></html>`;

describe('withStreamedInPlace', () => {
  it('moves each streamed part into its boundary, in place of the fallback, and drops the helpers', () => {
    const html = page(
      '<main><!--$?--><template id="B:0"></template><div class="skeleton"><div></div></div><!--/$-->' +
        '<p>between</p><!--$?--><template id="B:1"></template><span>loading</span><!--/$--></main>' +
        HELPERS +
        '<div hidden id="S:0"><div class="plans"><div data-plan-id="a">A</div></div></div>' +
        `<script>${DEFINE};$RC("B:0","S:0")</script>` +
        '<div hidden id="S:1"><ul><li>one</li></ul></div><script>$RC("B:1","S:1")</script>',
    );
    expect(withStreamedInPlace(html)).toBe(
      page('<main><!--$--><div class="plans"><div data-plan-id="a">A</div></div><!--/$--><p>between</p><!--$--><ul><li>one</li></ul><!--/$--></main>'),
    );
  });

  it('keeps a boundary whose fallback holds a boundary of its own intact', () => {
    const html = page(
      '<!--$?--><template id="B:0"></template><div><!--$--><i>inner</i><!--/$--></div><!--/$-->' +
        `<div hidden id="S:0"><b>done</b></div><script>${DEFINE};$RC("B:0","S:0")</script>`,
    );
    expect(withStreamedInPlace(html)).toBe(page('<!--$--><b>done</b><!--/$-->'));
  });

  it('leaves a page it does not understand as it is, helpers and all', () => {
    const html = page(`<!--$?--><template id="B:0"></template><!--/$--><script>${DEFINE};$RC("B:0","S:9")</script>`);
    expect(withStreamedInPlace(html)).toBe(html);
  });

  it('leaves a page without streamed parts alone', () => {
    const html = page('<main><p>static</p></main>');
    expect(withStreamedInPlace(html)).toBe(html);
  });
});
