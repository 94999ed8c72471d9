import 'server-only';
// How /api/auth/* hands a request to the auth library once the route wrapper has read and checked
// it. The wrapper has consumed the body (bounded, strictly decoded, no NUL), so the library gets a
// new Request with the same URL, method, headers and exactly the same bytes. Sign-up, sign-in and
// reset requests are counted against the organisation's abuse limits first (attempt-limits.ts),
// and a sign-in's outcome is recorded after the library answered.
import { STATUS_CODES } from 'node:http';
import { ApiError } from '@/server/http/api';
import type { Db } from '@/server/db/client';
import type { Tenant } from '@/server/tenancy/resolve';
import { checkAttempt, recordSignInOutcome, type LimitedAction } from './attempt-limits';
import { authForRequest } from './auth';
import { secureCookiesForHttps } from './origin';

/** Sign-up, sign-in and reset bodies are a few short fields; 8 KiB leaves room and bounds the work. */
export const AUTH_MAX_BODY_BYTES = 8 * 1024;

const LIMITED: Record<string, LimitedAction> = {
  '/api/auth/sign-up/email': 'sign-up',
  '/api/auth/sign-in/email': 'sign-in',
  '/api/auth/request-password-reset': 'reset',
};

function limitedAction(request: Request): LimitedAction | null {
  if (request.method !== 'POST') return null;
  const path = new URL(request.url).pathname.replace(/\/+$/, '').toLowerCase();
  return LIMITED[path] ?? null;
}

/** The `email` field as sent, JSON or form alike; the limits normalise it the way the library does. */
function emailField(body: unknown): string | null {
  if (!body || typeof body !== 'object' || Array.isArray(body)) return null;
  const email = (body as { email?: unknown }).email;
  return typeof email === 'string' ? email : null;
}

function sameRequest(request: Request, bytes: Uint8Array): Request {
  return new Request(request.url, {
    method: request.method,
    headers: request.headers,
    body: bytes.byteLength > 0 ? new Uint8Array(bytes) : undefined,
    signal: request.signal,
  });
}

type Passed = { request: Request; db: Db; tenant: Tenant; body: unknown; bytes: Uint8Array; address: string };

export async function passToLibrary({ request, db, tenant, body, bytes, address }: Passed): Promise<Response> {
  const action = limitedAction(request);
  const email = emailField(body);
  if (action) await checkAttempt(db, { organizationId: tenant.id, action, address, email });
  const auth = authForRequest(request);
  // The wrapper resolved an organisation from the Host header, so there is one; this is belt and braces.
  if (!auth) throw new ApiError(400, 'The request names no host');
  const response = await (await auth).handler(sameRequest(request, bytes));
  if (action === 'sign-in' && email !== null && (response.status === 200 || response.status === 401)) {
    await recordSignInOutcome(db, { email, address, succeeded: response.status === 200 });
  }
  return response;
}

function codeFor(status: number): string {
  return (STATUS_CODES[status] ?? 'Error').toUpperCase().replace(/[^A-Z0-9]+/g, '_');
}

/**
 * The library answers a refusal with { message, code }; every API of ours answers { error, details }.
 * Both shapes are given on every refusal of this route, the wrapper's own included, so the library's
 * client and ours read the same answer.
 */
async function withBothShapes(response: Response, request: Request): Promise<Response> {
  if (response.status < 400) return response;
  if (!(response.headers.get('content-type') ?? '').includes('application/json')) return jsonRefusal(response, request);
  const body = (await response.clone().json().catch(() => null)) as Record<string, unknown> | null;
  if (!body || typeof body !== 'object' || Array.isArray(body)) return response;
  let shaped: Record<string, unknown>;
  if (typeof body.error === 'string' && typeof body.message !== 'string') {
    const code = (body.details as { code?: unknown } | undefined)?.code;
    shaped = { ...body, message: body.error, code: typeof code === 'string' ? code : codeFor(response.status) };
  } else if (!('error' in body) && typeof body.message === 'string') {
    shaped = { error: body.message, details: typeof body.code === 'string' ? { code: body.code } : {}, ...body };
  } else {
    return response;
  }
  const headers = new Headers(response.headers);
  headers.delete('content-length');
  return new Response(JSON.stringify(shaped), { status: response.status, statusText: response.statusText, headers });
}

/**
 * The library answers a path it does not have (or a method it does not take) with an empty body;
 * every /api answer is JSON, so such a refusal gets the words our catch-all uses.
 */
function jsonRefusal(response: Response, request: Request): Response {
  const error = response.status === 404 ? 'Not found' : (STATUS_CODES[response.status] ?? 'Error');
  const details = response.status === 404 ? { path: new URL(request.url).pathname } : {};
  const headers = new Headers(response.headers);
  headers.delete('content-length');
  headers.set('content-type', 'application/json');
  const body = { error, details, message: error, code: codeFor(response.status) };
  return new Response(JSON.stringify(body), { status: response.status, statusText: response.statusText, headers });
}

/** Every answer of /api/auth/*: both error shapes, and Secure cookies for visitors who came over HTTPS. */
export async function finishAuthAnswer(response: Response, request: Request): Promise<Response> {
  return secureCookiesForHttps(request, await withBothShapes(response, request));
}
