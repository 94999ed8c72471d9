// Types of front/page-css-sheet.mjs, for the TypeScript tests that exercise it.
export type CssItem = { prelude: string; body: string | null; text: string };
export function cssBlocks(css: string): CssItem[];
export function selectorClasses(selector: string): string[];
export function styledClasses(css: string, into?: Set<string>): Set<string>;
export function ownRules(css: string, sheetHref: string): { text: string; classes: string[] }[];
