import 'server-only';
// Who may host an organisation's meetings: its staff, the admins and editors (decision 074). The
// Meeting Types tab lists them by name only, never by address; a host named in a save must be one.
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '@/server/db/client';
import { profiles } from '@/server/db/schema';
import { isEmailAddress } from '@/lib/patterns';
import type { Role } from '@/lib/enums';

type Scope = { organizationId: string };
export type MeetingHost = { id: string; name: string };

const HOST_ROLES: Role[] = ['admin', 'editor'];

/** A person's shown name: the full name, else the username; an address-like username is cut to its mailbox. */
function shownName(fullName: string | null, username: string): string {
  const name = fullName?.trim() || username;
  return isEmailAddress(name) ? name.slice(0, name.indexOf('@')) : name;
}

/** The organisation's staff who can host, by name. */
export async function listMeetingHosts(db: DbOrTx, { organizationId }: Scope): Promise<MeetingHost[]> {
  const rows = await db
    .select({ id: profiles.userId, fullName: profiles.fullName, username: profiles.username })
    .from(profiles)
    .where(and(eq(profiles.organizationId, organizationId), inArray(profiles.role, HOST_ROLES)))
    .orderBy(asc(sql`coalesce(nullif(${profiles.fullName}, ''), ${profiles.username})`), asc(profiles.userId));
  return rows.map((row) => ({ id: row.id, name: shownName(row.fullName, row.username) }));
}

/** Which of `userIds` are staff of the organisation. */
export async function meetingHostsAmong(db: DbOrTx, { organizationId, userIds }: Scope & { userIds: string[] }): Promise<Set<string>> {
  if (userIds.length === 0) return new Set();
  const rows = await db
    .select({ id: profiles.userId })
    .from(profiles)
    .where(and(eq(profiles.organizationId, organizationId), inArray(profiles.role, HOST_ROLES), inArray(profiles.userId, userIds)));
  return new Set(rows.map((row) => row.id));
}
