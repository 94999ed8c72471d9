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
import { requestOrigin } from './origin';
import { sendResetPassword } from './reset-mail';
import { accountRules } from './rules';

export { requestOrigin };

/** How long an e-mailed reset link works; the library also makes it single-use. */
export const RESET_TOKEN_SECONDS = 60 * 60;
/** Long passphrases are welcome; the cap only bounds the hashing work per request. */
export const MAX_PASSWORD_LENGTH = 128;

function createAuth(db: Db) {
  return betterAuth({
    secret: config().BETTER_AUTH_SECRET,
    // No fixed base URL: every organisation has its own host, so the library derives it from each
    // request, which makes the request's own origin the only trusted one (a wildcard host list
    // would trust any origin, and one organisation's pages never post to another's).
    trustedOrigins: (request) => [requestOrigin(request)],
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
    },
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
const SETTINGS_REVISION = 5;

type Holder = { auth?: Promise<Auth>; revision?: number };
const holder: Holder = ((globalThis as { __sitewrightAuth?: Holder }).__sitewrightAuth ??= {});

export function getAuth(): Promise<Auth> {
  if ((holder.revision ?? 0) < SETTINGS_REVISION) {
    holder.revision = SETTINGS_REVISION;
    holder.auth = undefined;
  }
  holder.auth ??= getDb().then(createAuth);
  return holder.auth;
}

/** For tests and scripts that open their own database. */
export function resetAuth(): void {
  holder.auth = undefined;
}
