import 'server-only';
// The one guard of account and admin pages. These pages are personal, so they read the session
// from the request (which also makes them dynamic: never a shared cached copy). A guest is sent to
// the login page with a way back; a signed-in person whose role on this organisation lacks the
// page's permission (src/lib/permissions.ts, the same matrix as the API's) gets the 403 view.
import { headers } from 'next/headers';
import { redirect } from 'next/navigation';
import { readSession } from '@/server/auth/auth';
import { getDb } from '@/server/db/client';
import type { SiteContext } from '@/server/site/context';
import { localizePath } from '@/lib/i18n/locales';
import type { Role } from '@/lib/enums';
import { allows, type Requirement } from '@/lib/permissions';
import { memberActed } from '@/server/auth/member-activity';
import { getProfile, type ProfileRow } from './queries';

export type Member = { userId: string; role: Role; profile: ProfileRow };
export type MemberAccess = { member: Member; denied?: undefined } | { member?: undefined; denied: 'role' };

/** What a page asks of its visitor: any profile on this organisation, or a permission of the matrix. */
export type PageAccess = 'member' | Requirement;

/** The login page of the site in the page's language, with the visitor's current address to come back to. */
export function loginRedirectPath(site: SiteContext, currentPath: string): string {
  const login = localizePath('/login', site.locale, site.tenant.defaultLocale);
  return `${login}?redirectTo=${encodeURIComponent(currentPath)}`;
}

/** The join step for a signed-in person without a profile here, coming back to `currentPath`. */
export function joinPath(site: SiteContext, currentPath: string): string {
  return `${localizePath('/account/join', site.locale, site.tenant.defaultLocale)}?redirectTo=${encodeURIComponent(currentPath)}`;
}

/**
 * The signed-in member of this site allowed by `access`. Guests are redirected to login, and a
 * signed-in person whose account has no profile here to the join step (both throw, as Next's
 * redirect does); otherwise the answer says whom, or that the permission is missing. A member who
 * passes is reported to the activity listeners (support presence).
 * `currentPath` defaults to the address the visitor typed (locale prefix included).
 */
export async function requirePageAccess(site: SiteContext, access: PageAccess = 'member', currentPath?: string): Promise<MemberAccess> {
  const requestHeaders = await headers();
  const session = await readSession(requestHeaders).catch(() => null);
  const path = currentPath ?? requestHeaders.get('x-sitewright-path') ?? localizePath('/account', site.locale, site.tenant.defaultLocale);
  if (!session) redirect(loginRedirectPath(site, path));
  const db = await getDb();
  const profile = await getProfile(db, { organizationId: site.tenant.id, userId: session.user.id });
  if (!profile) redirect(joinPath(site, path));
  if (access !== 'member' && !allows(profile.role, access.permission)) return { denied: 'role' };
  await memberActed({ db, organizationId: site.tenant.id, userId: session.user.id, role: profile.role });
  return { member: { userId: session.user.id, role: profile.role, profile } };
}
