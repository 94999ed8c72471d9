// Types of front/security-headers.mjs, for the TypeScript tests that exercise it.
export const STATIC_POLICY: string;
export function inlineScriptHashes(html: string): string[];
export function documentPolicy(scriptHashes: string[]): string;
export function policyForScheme(policy: string, https: boolean): string;
/** `publicPage`: a document the application marked as shared; it goes without the opener policy. */
export function baseSecurityHeaders(options: { https: boolean; publicPage?: boolean }): Record<string, string>;
export function isInternalResponseHeader(name: string, options?: { routerRequest?: boolean }): boolean;
export function isInternalRequestHeader(name: string): boolean;
export function sfuOrigins(url: string | undefined): string[];
