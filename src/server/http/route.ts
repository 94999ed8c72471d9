import 'server-only';
// The one wrapper every API route handler goes through. A route declares who may call it, what its
// body and query look like, how many bytes it reads and how often one caller may use it; the wrapper
// does all of that before the handler runs, in the same order everywhere, and turns every error into
// a `{ error, details }` answer. Handlers it returns carry a brand, and a test walks every route file
// to check that each exported method has it (tests/integration/route-wrapper.test.ts).
import { isAPIError } from 'better-auth/api';
import { flattenError, safeParse, type $ZodType, type output } from 'zod/v4/core';
import { readSession } from '@/server/auth/auth';
import { assertSameOriginWrite } from '@/server/auth/same-origin';
import { tenantDb, type Db } from '@/server/db/client';
import { memberActed } from '@/server/auth/member-activity';
import { getRole } from '@/server/people/accounts';
import { resolveOrganizationByHost, type Tenant } from '@/server/tenancy/resolve';
import type { Role } from '@/lib/enums';
import { allows, PERMISSIONS, type Requirement } from '@/lib/permissions';
import { answerError, ApiError, NO_PERMISSION_MESSAGE, NO_SESSION_MESSAGE } from './api';
import { assertCleanParams, checkDeclaredLength, countedBody, readBody, readBytes, readQuery } from './body';
import { clientAddress, enforceRateLimit, type Limit } from './rate-limit';

/**
 * Who may call: `any-host` needs no organisation at all (health checks by IP); `anyone` is any
 * visitor of an organisation's host; `signed-in` needs a session; `can('menus.write')` needs a role
 * on the organisation of the Host header that holds the permission in the matrix of
 * src/lib/permissions.ts (a role on another organisation counts for nothing).
 */
export type Access = 'any-host' | 'anyone' | 'signed-in' | Requirement;

/** A database-counted window per organisation, keyed by the visitor's address or the signed-in person. */
export type RouteRateLimit = Limit & { name: string; per: 'address' | 'user' };

/**
 * A zod schema (classic or mini), `any` for a body the handler passes on unvalidated (the auth
 * library's), or `stream` for a body too large to hold (uploads): the handler gets it unread, as a
 * stream that still stops at maxBytes, after every check above has passed.
 */
export type BodySpec = $ZodType | 'any' | 'stream';

export type RouteOptions<A extends Access = Access, B extends BodySpec | undefined = BodySpec | undefined, Q extends $ZodType | undefined = $ZodType | undefined> = {
  access: A;
  body?: B;
  query?: Q;
  /** Bytes of body read at most; 16 KiB when a body is declared, none otherwise. */
  maxBytes?: number;
  rateLimit?: RouteRateLimit;
  /** Runs on every answer, errors included (the auth route adds the library's answer shape). */
  finish?: (response: Response, request: Request) => Response | Promise<Response>;
};

export type SessionUser = { id: string; email: string; name: string };
export type Params = Readonly<Record<string, string | string[] | undefined>>;

type OnSite = {
  db: Db;
  tenant: Tenant;
  /** The signed-in person, if any, read on first use (anonymous routes mostly never ask). */
  viewer: () => Promise<SessionUser | null>;
};
type Caller<A> = A extends 'any-host' ? object : A extends 'anyone' ? OnSite : A extends 'signed-in' ? OnSite & { user: SessionUser } : OnSite & { user: SessionUser; role: Role };
type BodyOf<B> = B extends $ZodType ? output<B> : B extends 'stream' ? ReadableStream<Uint8Array> | null : B extends 'any' ? unknown : undefined;
type QueryOf<Q> = Q extends $ZodType ? output<Q> : Readonly<Record<string, string>>;

export type RouteContext<A extends Access, B extends BodySpec | undefined, Q extends $ZodType | undefined> = {
  request: Request;
  params: Params;
  query: QueryOf<Q>;
  body: BodyOf<B>;
  /** The body exactly as received (empty when there was none, or when it is streamed), for a handler that passes it on. */
  bytes: Uint8Array;
  /** The visitor's address as our server saw it (see clientAddress). */
  address: string;
} & Caller<A>;

const ROUTE = Symbol.for('sitewright.route');

export type RouteHandler = ((request: Request, context?: { params: Promise<Params> }) => Promise<Response>) & {
  readonly [ROUTE]: RouteOptions;
};

/** The declaration behind a handler the wrapper made; undefined for any other function. */
export function routeDeclaration(handler: unknown): RouteOptions | undefined {
  return typeof handler === 'function' ? (handler as Partial<RouteHandler>)[ROUTE] : undefined;
}

export const DEFAULT_MAX_BODY_BYTES = 16 * 1024;

function isSchema(body: BodySpec | undefined): body is $ZodType {
  return typeof body === 'object' && body !== null;
}

/** Input checked against a schema: the first problem is the message, every problem is in details. */
export function validate<S extends $ZodType>(schema: S, input: unknown): output<S> {
  const result = safeParse(schema, input);
  if (!result.success) throw new ApiError(400, result.error.issues[0]?.message ?? 'Invalid request', flattenError(result.error));
  return result.data as output<S>;
}

/** The session's person; a token the library refuses is no session, any other failure is ours. */
async function sessionUser(request: Request): Promise<SessionUser | null> {
  try {
    const session = await readSession(request);
    return session ? { id: session.user.id, email: session.user.email, name: session.user.name } : null;
  } catch (error) {
    if (isAPIError(error)) return null;
    throw error;
  }
}

function checkDeclaration(options: RouteOptions): void {
  const { access, rateLimit } = options;
  if (rateLimit && access === 'any-host') throw new Error('A rate limit is counted per organisation; an any-host route has none');
  if (rateLimit?.per === 'user' && (access === 'any-host' || access === 'anyone')) throw new Error('A per-user rate limit needs a signed-in caller');
  if (options.maxBytes !== undefined && !(options.maxBytes >= 0)) throw new Error('maxBytes must be a number of bytes');
  if (typeof access === 'object' && !(access.permission in PERMISSIONS)) throw new Error(`Unknown permission: ${access.permission}`);
  if (options.body === 'stream' && options.maxBytes === undefined) throw new Error('A streamed body needs its own maxBytes');
}

export function route<const A extends Access, B extends BodySpec | undefined = undefined, Q extends $ZodType | undefined = undefined>(
  options: RouteOptions<A, B, Q>,
  handler: (ctx: RouteContext<A, B, Q>) => Promise<Response>,
): RouteHandler {
  checkDeclaration(options);
  const maxBytes = options.maxBytes ?? (options.body ? DEFAULT_MAX_BODY_BYTES : 0);

  async function run(request: Request, context?: { params: Promise<Params> }): Promise<Response> {
    // Cheap refusals first: nothing below costs a database round trip until these pass.
    const rawQuery = readQuery(request);
    const params: Params = (await context?.params) ?? {};
    assertCleanParams(params);
    checkDeclaredLength(request, maxBytes);
    const address = clientAddress(request);

    let caller: Partial<OnSite & { user: SessionUser; role: Role }> = {};
    if (options.access !== 'any-host') {
      const host = request.headers.get('host');
      const tenant = await resolveOrganizationByHost(host);
      if (!tenant) throw new ApiError(404, 'Site not found', { host });
      // Row-level security as the second wall (decision 050): every query of the handler runs as the
      // organisation of the Host header and cannot read or write another's rows, even unfiltered.
      caller = { tenant, db: await tenantDb(tenant.id) };
    }
    assertSameOriginWrite(request);

    let seen: Promise<SessionUser | null> | undefined;
    const viewer = () => (seen ??= sessionUser(request));
    if (options.access === 'anyone') {
      // A broken or expired session on an open route leaves a visitor, never an error.
      caller.viewer = () => viewer().catch(() => null);
    } else if (options.access !== 'any-host') {
      caller.viewer = viewer;
      const user = await viewer();
      if (!user) throw new ApiError(401, NO_SESSION_MESSAGE);
      caller.user = user;
      if (options.access !== 'signed-in') {
        const role = await getRole(caller.db!, { organizationId: caller.tenant!.id, userId: user.id });
        if (!allows(role, options.access.permission)) throw new ApiError(403, NO_PERMISSION_MESSAGE);
        caller.role = role!;
        await memberActed({ db: caller.db!, organizationId: caller.tenant!.id, userId: user.id, role: role! });
      }
    }

    // A route without a body still counts what arrives, so nobody streams it an endless one. A
    // streamed body is left unread: the handler reads it, counted against the same limit.
    const received =
      options.body === 'stream'
        ? { bytes: new Uint8Array(0), value: countedBody(request, maxBytes) }
        : options.body
          ? await readBody(request, maxBytes)
          : { bytes: await readBytes(request, maxBytes), value: undefined };
    let body: unknown = received.value;
    if (isSchema(options.body)) {
      if (body === undefined) throw new ApiError(400, 'Request body is required', { body: ['Send a JSON object'] });
      body = validate(options.body, body);
    }
    const query = options.query ? validate(options.query, rawQuery) : rawQuery;

    if (options.rateLimit) {
      const { name, per, max, windowSeconds } = options.rateLimit;
      const key = per === 'user' ? caller.user!.id : address;
      await enforceRateLimit(caller.db!, caller.tenant!.id, `${name}:${key}`, { max, windowSeconds });
    }

    const ctx = { request, params, query, body, bytes: received.bytes, address, ...caller };
    return handler(ctx as RouteContext<A, B, Q>);
  }

  async function wrapped(request: Request, context?: { params: Promise<Params> }): Promise<Response> {
    let response: Response;
    try {
      response = await run(request, context);
    } catch (error) {
      response = answerError(error);
    }
    if (!options.finish) return response;
    try {
      return await options.finish(response, request);
    } catch (error) {
      return answerError(error);
    }
  }

  // The declaration as it is enforced (with the default size limit filled in), for the route-walk test.
  return Object.defineProperty(wrapped, ROUTE, { value: { ...options, maxBytes }, enumerable: false }) as RouteHandler;
}
