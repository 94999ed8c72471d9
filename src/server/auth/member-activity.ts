import 'server-only';
// A member of an organisation passed a permission check (an API call or a staff page). Areas that
// care register a listener here, so the route wrapper and the page guard need not know them: the
// support area counts staff as present for live support (src/server/support/presence.ts).
import type { DbOrTx } from '@/server/db/client';
import type { Role } from '@/lib/enums';

export type MemberActivity = { db: DbOrTx; organizationId: string; userId: string; role: Role };
type Listener = (activity: MemberActivity) => Promise<void>;

// On globalThis: Next.js loads route handlers, pages and instrumentation in separate bundles of one
// process, and a listener registered by one must be heard by all. Keyed by name, so a module loaded
// twice registers once.
const listeners: Map<string, Listener> = ((globalThis as { __sitewrightMemberActivity?: Map<string, Listener> }).__sitewrightMemberActivity ??= new Map());

export function onMemberActivity(name: string, listener: Listener): void {
  listeners.set(name, listener);
}

/** Tells every listener; called after the permission check passed, before the work is done. */
export async function memberActed(activity: MemberActivity): Promise<void> {
  for (const listener of listeners.values()) await listener(activity);
}
