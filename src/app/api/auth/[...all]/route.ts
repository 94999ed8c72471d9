// /api/auth/*: the auth library's endpoints (sign-up, sign-in, sign-out, session, password reset).
// Sign-up, sign-in and reset requests are counted first against the host organisation's abuse limits
// (429 with the spec's text); everything else, answers included, is the library's own.
import { getAuth } from '@/server/auth/auth';
import { secureCookiesForHttps } from '@/server/auth/origin';
import { checkAttempt, emailOf, recordFailedSignIn, type LimitedAction } from '@/server/auth/attempt-limits';
import { getDb } from '@/server/db/client';
import { ApiError, errorResponse } from '@/server/http/api';
import { resolveOrganizationByHost } from '@/server/tenancy/resolve';

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

async function bodyOf(request: Request): Promise<unknown> {
  try {
    return await request.clone().json();
  } catch {
    return null;
  }
}

/**
 * The library answers a refusal with { message, code }; every API of ours answers { error, details }.
 * Both shapes are kept, so the library's own client and ours read the same answer.
 */
async function withErrorShape(response: Response): Promise<Response> {
  if (response.status < 400 || !(response.headers.get('content-type') ?? '').includes('application/json')) return response;
  const body = (await response.clone().json().catch(() => null)) as { message?: unknown; code?: unknown; error?: unknown } | null;
  if (!body || typeof body !== 'object' || 'error' in body || typeof body.message !== 'string') return response;
  const headers = new Headers(response.headers);
  headers.delete('content-length');
  const details = typeof body.code === 'string' ? { code: body.code } : {};
  return new Response(JSON.stringify({ error: body.message, details, ...body }), { status: response.status, statusText: response.statusText, headers });
}

async function handle(request: Request): Promise<Response> {
  return secureCookiesForHttps(request, await withErrorShape(await answer(request)));
}

async function answer(request: Request): Promise<Response> {
  const auth = await getAuth();
  const action = limitedAction(request);
  if (!action) return auth.handler(request);
  try {
    // Limits are kept per organisation, so a host without one has nothing to sign in to.
    // Every HTTP request carries Host; a Request built in code may only have its URL.
    const tenant = await resolveOrganizationByHost(request.headers.get('host') ?? new URL(request.url).host);
    if (!tenant) throw new ApiError(404, 'Site not found');
    const db = await getDb();
    const email = emailOf(await bodyOf(request));
    await checkAttempt(db, tenant.id, action, request, email);
    const response = await auth.handler(request);
    if (action === 'sign-in' && email && response.status === 401) await recordFailedSignIn(db, tenant.id, email);
    return response;
  } catch (error) {
    if (error instanceof ApiError) return errorResponse(error.status, error.message, error.details);
    throw error;
  }
}

export { handle as GET, handle as POST };
