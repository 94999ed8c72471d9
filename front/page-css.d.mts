// Types of front/page-css.mjs, for the TypeScript tests that exercise it.
/** `distDir`: the Next.js build folder (default NEXT_DIST_DIR or .next); `stylesheet`: Tailwind's input. */
export function preparePageCss(options?: { distDir?: string; stylesheet?: string }): Promise<void>;
/** `islands`: the class names the page's islands may render (then no full sheet is linked again). */
export function withPageCss(html: string, options?: { islands?: Iterable<string> | null }): string;
