import 'server-only';
// The auth library's instance: e-mail and password, database sessions, bearer tokens for the
// spec's `Authorization: Bearer` calls. One account per person across the platform; what a person
// may do on a site is their profile's role there (see server/auth/roles.ts).
import { betterAuth } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { bearer } from 'better-auth/plugins';
import { config } from '@/config';
import { getDb, type Db } from '@/server/db/client';
import { account, session, user, verification } from '@/server/db/schema';

/**
 * The origin the browser addressed: the Host header with the request's scheme. Next.js hands route
 * handlers a URL built from its own listening address, not from the Host header, so the library's
 * own derivation would trust only `localhost` and refuse every organisation's host.
 */
export function requestOrigin(request: Request | undefined): string | undefined {
  if (!request) return undefined;
  const host = request.headers.get('host');
  if (!host) return undefined;
  const protocol = request.headers.get('x-forwarded-proto') === 'https' ? 'https:' : new URL(request.url).protocol;
  try {
    return new URL(`${protocol}//${host}`).origin;
  } catch {
    return undefined;
  }
}

function createAuth(db: Db) {
  return betterAuth({
    secret: config().BETTER_AUTH_SECRET,
    // No fixed base URL: every organisation has its own host, so the library derives it from each
    // request, which makes the request's own origin the only trusted one (a wildcard host list
    // would trust any origin, and one organisation's pages never post to another's).
    trustedOrigins: (request) => [requestOrigin(request)],
    database: drizzleAdapter(db, { provider: 'pg', schema: { user, session, account, verification } }),
    emailAndPassword: { enabled: true, minPasswordLength: 8, autoSignIn: true },
    session: { expiresIn: 60 * 60 * 24 * 30, updateAge: 60 * 60 * 24 },
    rateLimit: { enabled: config().NODE_ENV === 'production', window: 60, max: 100 },
    // The library skips its origin check under NODE_ENV=test; ours runs everywhere, tests included.
    advanced: { disableOriginCheck: false },
    plugins: [bearer()],
    telemetry: { enabled: false },
  });
}

export type Auth = ReturnType<typeof createAuth>;

type Holder = { auth?: Promise<Auth> };
const holder: Holder = ((globalThis as { __sitewrightAuth?: Holder }).__sitewrightAuth ??= {});

export function getAuth(): Promise<Auth> {
  holder.auth ??= getDb().then(createAuth);
  return holder.auth;
}

/** For tests and scripts that open their own database. */
export function resetAuth(): void {
  holder.auth = undefined;
}
