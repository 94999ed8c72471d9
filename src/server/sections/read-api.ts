import 'server-only';
// The query contract shared by the two read APIs (public spec §7 and §8).
import { z } from 'zod';
import { ApiError } from '@/server/http/api';
import { splitLocalePrefix } from '@/lib/i18n/locales';

export const SECTIONS_CACHE_SECONDS = 60;

const urlPageSchema = z
  .string()
  .trim()
  .min(1)
  .max(300)
  .regex(/^\/[A-Za-z0-9\-._~/%]*$/, 'url_page must be a path starting with "/"');

export function readSectionsQuery(request: Request): { urlPage: string; fresh: boolean } {
  const params = new URL(request.url).searchParams;
  const raw = params.get('url_page');
  if (raw === null || raw.trim() === '') {
    throw new ApiError(400, 'Pathname is undefined', { url_page: ['The url_page query parameter is required'] });
  }
  const parsed = urlPageSchema.safeParse(raw);
  if (!parsed.success) throw new ApiError(400, 'Invalid url_page', { url_page: parsed.error.issues.map((i) => i.message) });
  // Callers send the path without the locale prefix; one sent with it still names the same page.
  const { rest } = splitLocalePrefix(parsed.data);
  const urlPage = rest === '/' ? '/home' : rest.replace(/\/+$/, '');
  return { urlPage, fresh: params.has('t') };
}

export function sectionsCacheHeaders(fresh: boolean): HeadersInit {
  return fresh
    ? { 'Cache-Control': 'no-store' }
    : { 'Cache-Control': `public, max-age=${SECTIONS_CACHE_SECONDS}`, Vary: 'Host' };
}
