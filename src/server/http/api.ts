import 'server-only';
// The one wrapper every route handler goes through: it resolves the organisation from the Host
// header, the session and the role when asked, validates nothing itself (handlers parse with zod),
// and turns typed errors into the right status with a `{ error, details }` body.
import { ZodError, type ZodType, z } from 'zod';
import { getDb, type Db } from '@/server/db/client';
import { getAuth } from '@/server/auth/auth';
import { getRole } from '@/server/people/accounts';
import { resolveOrganizationByHost, type Tenant } from '@/server/tenancy/resolve';
import type { Role } from '@/lib/enums';

export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly details?: unknown,
  ) {
    super(message);
  }
}

export const NO_SESSION_MESSAGE = 'No active session found. Please log in again.';

export type PublicContext<P> = { request: Request; db: Db; tenant: Tenant; params: P };
export type MemberContext<P> = PublicContext<P> & { userId: string; role: Role };

type RouteContext = { params: Promise<Record<string, string | string[]>> };

export function errorResponse(status: number, error: string, details?: unknown): Response {
  return Response.json(details === undefined ? { error } : { error, details }, { status });
}

function toResponse(error: unknown): Response {
  if (error instanceof ApiError) return errorResponse(error.status, error.message, error.details);
  if (error instanceof ZodError) return errorResponse(400, 'Invalid request', z.flattenError(error));
  console.error('Unhandled API error', error);
  return errorResponse(500, 'Internal server error');
}

/** Parses input with a schema; bad input becomes a 400 with the schema's messages. */
export function parseInput<T>(schema: ZodType<T>, input: unknown, message = 'Invalid request'): T {
  const result = schema.safeParse(input);
  if (!result.success) throw new ApiError(400, result.error.issues[0]?.message ?? message, z.flattenError(result.error));
  return result.data;
}

async function tenantOf(request: Request): Promise<Tenant> {
  const tenant = await resolveOrganizationByHost(request.headers.get('host'));
  if (!tenant) throw new ApiError(404, 'Site not found', { host: request.headers.get('host') });
  return tenant;
}

/** A route anyone may call on an organisation's host. */
export function publicRoute<P = Record<string, string>>(handler: (ctx: PublicContext<P>) => Promise<Response>) {
  return async (request: Request, context: RouteContext): Promise<Response> => {
    try {
      const tenant = await tenantOf(request);
      const params = (await context.params) as P;
      return await handler({ request, db: await getDb(), tenant, params });
    } catch (error) {
      return toResponse(error);
    }
  };
}

/**
 * A route for signed-in people with one of `roles` on the organisation of the request's host.
 * No session: 401. A session without such a role there (including staff of another organisation): 403.
 */
export function memberRoute<P = Record<string, string>>(
  roles: readonly Role[],
  handler: (ctx: MemberContext<P>) => Promise<Response>,
) {
  return async (request: Request, context: RouteContext): Promise<Response> => {
    try {
      const tenant = await tenantOf(request);
      const auth = await getAuth();
      const session = await auth.api.getSession({ headers: request.headers });
      if (!session) throw new ApiError(401, NO_SESSION_MESSAGE);
      const db = await getDb();
      const role = await getRole(db, { organizationId: tenant.id, userId: session.user.id });
      if (!role || !roles.includes(role)) throw new ApiError(403, 'You do not have permission to do this on this site.');
      const params = (await context.params) as P;
      return await handler({ request, db, tenant, params, userId: session.user.id, role });
    } catch (error) {
      return toResponse(error);
    }
  };
}
