// Types of front/font-preload.mjs, for the TypeScript tests that exercise it.
export function sitePreloads(link: string | undefined, html: string): string | undefined;
