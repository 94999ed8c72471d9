export const ISLANDS_AUDIENCE_HEADER: string;
export const ISLANDS_PREFIX: string;
export function islandsDir(): string;
export function islandsRuntime(): string | null;
export function islandsClasses(): string[];
export function runtimeLoader(src: string): string;
export function withIslands(html: string, runtime?: string | null): string;
