import 'server-only';
// Who decided, in which language, from where: the parts of a consent record that come from the
// request rather than the body. The anonymous visitor id lives in an httpOnly cookie of our own;
// the address is kept only as a keyed hash (docs/decisions/036).
import { createHmac, randomBytes } from 'node:crypto';
import { isHttpsRequest } from '@/server/auth/origin';
import { derivedKey } from '@/server/auth/secret';
import { isLocale, type Locale } from '@/lib/i18n/locales';
import { USER_AGENT_MAX_LENGTH } from '@/schemas/consent';

export const VISITOR_COOKIE = 'sw_visitor';
export const CONSENT_COOKIE = 'cookies_accepted';
/** Spec §9: cookies_accepted lasts 365 days; the visitor id lives as long as the choice it names. */
export const CONSENT_COOKIE_MAX_AGE = 365 * 24 * 60 * 60;

/** 144 random bits in base64url: unguessable, so nobody reads another browser's decision. */
const VISITOR_ID = /^[A-Za-z0-9_-]{24}$/;

function cookieValue(request: Request, name: string): string | undefined {
  for (const part of (request.headers.get('cookie') ?? '').split(';')) {
    const at = part.indexOf('=');
    if (at > 0 && part.slice(0, at).trim() === name) return part.slice(at + 1).trim();
  }
  return undefined;
}

/** The visitor id this browser already has, if it is one we could have issued. */
export function visitorIdFrom(request: Request): string | undefined {
  const value = cookieValue(request, VISITOR_COOKIE);
  return value && VISITOR_ID.test(value) ? value : undefined;
}

export function newVisitorId(): string {
  return randomBytes(18).toString('base64url');
}

function cookie(request: Request, name: string, value: string, httpOnly: boolean): string {
  // Secure only over HTTPS, as for the session cookie (docs/decisions/003): a Secure cookie sent
  // over plain http:// would be dropped and the notice would come back on every page.
  const attributes = [`${name}=${value}`, `Max-Age=${CONSENT_COOKIE_MAX_AGE}`, 'Path=/', 'SameSite=Lax'];
  if (httpOnly) attributes.push('HttpOnly');
  if (isHttpsRequest(request)) attributes.push('Secure');
  return attributes.join('; ');
}

/**
 * The cookies a recorded decision sets: cookies_accepted for the page's script (so not httpOnly),
 * and the visitor id when this browser had none (httpOnly: scripts have no use for it).
 */
export function consentCookies(request: Request, newVisitor: string | undefined): string[] {
  const cookies = [cookie(request, CONSENT_COOKIE, 'true', false)];
  if (newVisitor) cookies.push(cookie(request, VISITOR_COOKIE, newVisitor, true));
  return cookies;
}

/** The visitor id alone, for other anonymous features that must recognise the browser (the help widget's conversations). */
export function visitorCookie(request: Request, visitorId: string): string {
  return cookie(request, VISITOR_COOKIE, visitorId, true);
}

/**
 * HMAC-SHA256 of the address with a key derived from the server's secret, per organisation: the
 * same address gives the same hash on one site (a dispute can be matched), a different one on the
 * next (sites cannot link visitors), and without the secret nobody can try all four billion.
 */
export function hashAddress(organizationId: string, address: string): string | null {
  if (!address || address === 'unknown') return null;
  return createHmac('sha256', derivedKey('consent-ip-hash')).update(`${organizationId}\n${address}`).digest('hex');
}

export function userAgentOf(request: Request): string | null {
  const value = request.headers.get('user-agent')?.trim();
  return value ? value.slice(0, USER_AGENT_MAX_LENGTH) : null;
}

/** The language the decision was made in: the body's, else the first product language the browser asks for. */
export function consentLocale(request: Request, asked: Locale | undefined, fallback: Locale): Locale {
  if (asked) return asked;
  const header = request.headers.get('accept-language') ?? '';
  const ranked = header
    .split(',')
    .map((part, index) => {
      const [tag, ...params] = part.trim().split(';');
      const q = Number(params.find((p) => p.trim().startsWith('q='))?.trim().slice(2) ?? '1');
      return { code: tag.trim().toLowerCase().split('-')[0], q: Number.isFinite(q) ? q : 0, index };
    })
    .filter((entry) => entry.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index);
  return ranked.map((entry) => entry.code).find(isLocale) ?? fallback;
}
