// The anonymous copy of a page: Next.js's scripts and flight data out, React's streaming helpers and
// the page's own data kept, the islands runtime in at the end of the body.
import { describe, expect, it } from 'vitest';
import { withIslands } from './islands.mjs';

const PAGE = [
  '<!DOCTYPE html><html><head>',
  '<link rel="preload" as="script" fetchPriority="low" href="/_next/static/chunks/a.js"/>',
  '<link rel="stylesheet" href="/_next/static/chunks/site.css"/>',
  '<script src="/_next/static/chunks/a.js" async=""></script>',
  '<script src="/_next/static/chunks/polyfills.js" noModule=""></script>',
  '<script id="_R_">(globalThis["TURBOPACK"] || (globalThis["TURBOPACK"] = [])).push({"otherChunks":[]})</script>',
  '</head><body><main>Hello</main>',
  '<script type="application/json" data-sw-provider="toast">{"closeLabel":"Close"}</script>',
  '<script>$RC("B:1","S:1")</script>',
  '<script>(self.__next_f=self.__next_f||[]).push([0])</script>',
  '<script>self.__next_f.push([1,"1:\\"$Sreact.fragment\\""])</script>',
  '</body></html>',
].join('');

describe('withIslands', () => {
  const page = withIslands(PAGE, 'runtime-ABC.js');

  it('takes out every script of Next.js and its preloads', () => {
    expect(page).not.toContain('/_next/static/chunks/a.js');
    expect(page).not.toContain('polyfills.js');
    expect(page).not.toContain('TURBOPACK');
    expect(page).not.toContain('__next_f');
  });

  it("keeps the page's own data, React's streaming helpers and the stylesheet", () => {
    expect(page).toContain('data-sw-provider="toast"');
    expect(page).toContain('$RC("B:1","S:1")');
    expect(page).toContain('<link rel="stylesheet" href="/_next/static/chunks/site.css"/>');
    expect(page).toContain('<main>Hello</main>');
  });

  it('loads the islands runtime once, from a loader at the end of the body that waits for the largest paint', () => {
    expect(page.match(/_islands\/runtime-ABC\.js/g)).toHaveLength(1);
    expect(page).not.toMatch(/<script type="module" src=/);
    const loader = /<script>([^<]*)<\/script><\/body>/.exec(page)?.[1] ?? '';
    expect(loader).toContain('"/_islands/runtime-ABC.js"');
    expect(loader).toContain("observe({type:'largest-contentful-paint',buffered:true})");
    expect(loader).toContain('sitewrightEarly');
  });

  it("puts the faces' script inline, and the speculation rules at the end of the body", () => {
    const withFaces = withIslands(PAGE.replace('</head>', '<script src="/face-wait.js" defer=""></script></head>'), 'runtime-ABC.js');
    expect(withFaces).not.toContain('src="/face-wait.js"');
    const inline = /<script>(\(function \(\) \{[\s\S]*?)<\/script><\/head>/.exec(withFaces)?.[1] ?? '';
    expect(inline).toContain("setAttribute('data-face-near', '')");
    // Without its comments, and still a script: no line of code in the file ends in a comment.
    expect(inline).not.toMatch(/\/\/|\/\*/);
    expect(() => new Function(inline)).not.toThrow();
    expect(page).toMatch(/<script type="speculationrules">\{"prefetch":\[/);
  });

  it('marks the page as one whose scripts are the islands', () => {
    expect(page).toContain('<html data-islands="">');
  });

  it('leaves a page alone when there is no islands build', () => {
    expect(withIslands(PAGE, null)).toBe(PAGE);
  });

  it('leaves a fragment without a body alone', () => {
    expect(withIslands('<p>partial</p>', 'runtime-ABC.js')).toBe('<p>partial</p>');
  });
});
