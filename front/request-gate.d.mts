// Types of front/request-gate.mjs, for the TypeScript tests that exercise it.
export type Refusal = { status: 400 | 413; error: string; details: Record<string, string[]>; close: true };
type RequestLike = { url?: string; method?: string; headers: Record<string, string | string[] | undefined> };
export const DEFAULT_MAX_BODY_BYTES: number;
export function maxBodyBytesFrom(value: string | undefined): number;
export const UPLOAD_ROUTES: Record<string, number>;
export function bodyLimitFor(req: RequestLike, maxBodyBytes?: number): number;
export function checkRequest(req: RequestLike, options?: { maxBodyBytes?: number }): Refusal | null;
export function tooLarge(maxBytes: number): { error: string; details: Record<string, string[]> };
