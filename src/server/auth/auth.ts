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
import { log } from '@/server/log';
import { headersOrigin, requestOrigin } from './origin';
import { rememberAddressAfterReset, sendResetPassword } from './reset-mail';
import { authSecret } from './secret';
import { accountRules } from './rules';

export { requestOrigin };

/** How long an e-mailed reset link works; the library also makes it single-use. */
export const RESET_TOKEN_SECONDS = 60 * 60;
/** Long passphrases are welcome; the cap only bounds the hashing work per request. */
export const MAX_PASSWORD_LENGTH = 128;

type LibraryLevel = 'debug' | 'info' | 'warn' | 'error';

/**
 * The library's own messages ("Invalid password", a failed hook...) as structured lines of our log,
 * at its level: searchable in production, silent in tests like everything else we log.
 */
function libraryLog(level: LibraryLevel, message: string, ...args: unknown[]): void {
  const err = args.find((arg) => arg instanceof Error);
  const details = args.filter((arg) => !(arg instanceof Error));
  log[level]({ source: 'better-auth', ...(err ? { err } : {}), ...(details.length > 0 ? { details } : {}) }, message);
}

/**
 * One instance per origin, each with that origin as its fixed base URL (docs/decisions/026). Every
 * organisation has its own host, and the library trusts exactly its base URL's origin, so a page
 * of one organisation can never post to another's auth endpoints. (The library's dynamic base URL
 * would turn its host allowlist into trusted origins for every host: with the open-ended set of
 * custom domains here, that list would be `*`, which trusts any origin at all.)
 */
function createAuth(db: Db, origin: string) {
  return betterAuth({
    secret: authSecret(),
    baseURL: origin,
    // Our pino log decides what is shown; the library hands it everything from debug up.
    logger: { level: 'debug', log: libraryLog },
    database: drizzleAdapter(db, { provider: 'pg', schema: { user, session, account, verification } }),
    emailAndPassword: {
      enabled: true,
      minPasswordLength: 8,
      maxPasswordLength: MAX_PASSWORD_LENGTH,
      autoSignIn: true,
      sendResetPassword,
      resetPasswordTokenExpiresIn: RESET_TOKEN_SECONDS,
      // A reset usually means the password leaked: every device signed in with it is signed out.
      revokeSessionsOnPasswordReset: true,
      // Whoever completed a reset proved they read the mailbox: their address becomes known to the
      // account, so a sign-in lock set off by strangers never keeps the owner out (docs/decisions/021).
      onPasswordReset: rememberAddressAfterReset,
    },
    // The endpoints the product does not use are closed: each is one more way to change or read an
    // account that our rules would have to cover (changing the shared name or e-mail, deleting the
    // account, linking social logins, the library's own redirecting reset callback).
    disabledPaths: [
      '/update-user',
      '/change-email',
      '/delete-user',
      '/delete-user/callback',
      '/verify-email',
      '/send-verification-email',
      '/sign-in/social',
      '/callback/:id',
      '/link-social',
      '/unlink-account',
      '/list-accounts',
      '/account-info',
      '/refresh-token',
      '/get-access-token',
      '/update-session',
      '/verify-password',
      '/reset-password/:token',
    ],
    hooks: { before: accountRules },
    session: { expiresIn: 60 * 60 * 24 * 30, updateAge: 60 * 60 * 24 },
    // The library's limiter stays as a flood guard per instance (100 calls a minute per address).
    // Sign-up, sign-in and reset requests have the product's own limits instead, counted in the
    // database for every instance and answered with the spec's text (attempt-limits.ts), so the
    // library's stricter per-instance rules for those paths are switched off.
    rateLimit: {
      enabled: config().NODE_ENV === 'production',
      window: 60,
      max: 100,
      customRules: { '/sign-in/email': false, '/sign-up/email': false, '/request-password-reset': false },
    },
    advanced: {
      // Secure is added per request, over HTTPS only (secureCookiesForHttps in the auth route).
      useSecureCookies: false,
      // The library skips its origin check under NODE_ENV=test; ours runs everywhere, tests included.
      disableOriginCheck: false,
      // The address our server stamps from the socket (or a trusted proxy), never one a client sends.
      ipAddress: { ipAddressHeaders: ['x-sitewright-client-ip'] },
    },
    plugins: [bearer()],
    telemetry: { enabled: false },
  });
}

export type Auth = ReturnType<typeof createAuth>;

/**
 * Raise this when the settings above change. The instance lives on globalThis, which a running
 * `next dev` keeps across edits; a module with a newer revision replaces it, an older copy still
 * loaded for another route uses the newer one instead of fighting over it.
 */
const SETTINGS_REVISION = 7;

/**
 * Instances kept, least recently used dropped first. One costs a few milliseconds and well under a
 * megabyte to make; the bound only matters for a flood of made-up Host headers.
 */
const MAX_INSTANCES = 256;

type Holder = { instances?: Map<string, Promise<Auth>>; revision?: number };
const holder: Holder = ((globalThis as { __sitewrightAuth?: Holder }).__sitewrightAuth ??= {});

/** The library's instance for one origin (`https://www.harbourfinch.co.uk`, `http://brightstack.localhost:3000`). */
export function getAuth(origin: string): Promise<Auth> {
  if ((holder.revision ?? 0) < SETTINGS_REVISION) {
    holder.revision = SETTINGS_REVISION;
    holder.instances = undefined;
  }
  const instances = (holder.instances ??= new Map());
  let auth = instances.get(origin);
  if (auth) {
    instances.delete(origin);
  } else {
    auth = getDb().then((db) => createAuth(db, origin));
    // A database that failed to open is tried again on the next request, not remembered.
    auth.catch(() => instances.delete(origin));
  }
  instances.set(origin, auth);
  if (instances.size > MAX_INSTANCES) instances.delete(instances.keys().next().value as string);
  return auth;
}

/** The library's instance for the origin a request addressed; null without a Host header. */
export function authForRequest(request: Request): Promise<Auth> | null {
  const origin = requestOrigin(request);
  return origin ? getAuth(origin) : null;
}

/**
 * The session a request's cookie or bearer token names, or null when there is none. Pages pass
 * their request headers, route handlers the request. The library's refusals are thrown as it
 * throws them; callers decide whether that means "no session".
 */
export async function readSession(source: Request | Headers) {
  const headers = source instanceof Request ? source.headers : source;
  const origin = source instanceof Request ? requestOrigin(source) : headersOrigin(source);
  if (!origin) return null;
  return (await getAuth(origin)).api.getSession({ headers });
}

/** For tests and scripts that open their own database. */
export function resetAuth(): void {
  holder.instances = undefined;
}
