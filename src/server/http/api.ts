import 'server-only';
// The one error type of the API and the one place that turns an error into an answer. Services and
// handlers throw an ApiError with the status and the words the caller should see; anything else is
// a bug, logged here and answered 500 without internals (a stack trace helps an attacker, not a user).
import { flattenError, $ZodError } from 'zod/v4/core';
import { log } from '@/server/log';

export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly details?: unknown,
    /** More of the answer beside error and details: a stale write's 409 carries the record as it now is (`current`). */
    readonly extra?: Readonly<Record<string, unknown>>,
  ) {
    super(message);
  }
}

/** The spec's text for a request that needs a session and has none. */
export const NO_SESSION_MESSAGE = 'No active session found. Please log in again.';
export const NO_PERMISSION_MESSAGE = 'You do not have permission to do this on this site.';
export const INTERNAL_ERROR_MESSAGE = 'Internal server error';

export function errorResponse(status: number, error: string, details?: unknown, headers?: HeadersInit, extra?: Readonly<Record<string, unknown>>): Response {
  return Response.json({ ...(details === undefined ? { error } : { error, details }), ...extra }, { status, headers });
}

/** The answer for anything a handler, a service or the wrapper threw. */
export function answerError(error: unknown): Response {
  if (error instanceof ApiError) {
    // A 429 says when to come back, in the header clients and proxies already understand.
    const retry = (error.details as { retryAfterSeconds?: unknown } | undefined)?.retryAfterSeconds;
    const headers = error.status === 429 && typeof retry === 'number' ? { 'Retry-After': String(retry) } : undefined;
    return errorResponse(error.status, error.message, error.details, headers, error.extra);
  }
  // A schema parsed inside a service is still the caller's bad input, not our failure.
  if (error instanceof $ZodError) return errorResponse(400, error.issues[0]?.message ?? 'Invalid request', flattenError(error));
  log.error({ err: error }, 'Unhandled API error');
  return errorResponse(500, INTERNAL_ERROR_MESSAGE);
}
