// Who may do what on an organisation's site: the one permission matrix (docs/decisions/049).
// Roles are a person's profile on one organisation; a permission is a named capability. The route
// wrapper (`route({ access: can('menus.write') })`), the page guard (`requirePermission`) and the
// editing layer's launcher all read this table, so a role's rights change here and nowhere else.
// Pure data: the browser reads it too, to hide what the server would refuse anyway.
import type { Role } from './enums';

/** Every capability, with the roles that hold it. */
export const PERMISSIONS = {
  // Content: what the public pages show. Editors and admins build the site together.
  'sections.write': ['admin', 'editor'],
  'pages.write': ['admin', 'editor'],
  'posts.write': ['admin', 'editor'],
  'menus.write': ['admin', 'editor'],
  'layout.write': ['admin', 'editor'],
  'media.write': ['admin', 'editor'],
  /** Rebuild the site's cached pages after a change made outside the application. */
  'site.revalidate': ['admin', 'editor'],
  /**
   * The revision history (list, read, compare, restore): staff only. Each record then also needs
   * the permission that writes it, from this table (src/server/revisions/registry.ts).
   */
  'revisions.use': ['admin', 'editor'],
  // Running the organisation: admins only.
  'settings.write': ['admin'],
  'orders.manage': ['admin'],
  'consent.read': ['admin'],
  'tickets.answer': ['admin'],
  'mail.manage': ['admin'],
  'people.manage': ['admin'],
  'meetings.host': ['admin'],
  'dashboard.read': ['admin'],
  // What every member of the organisation does for themselves.
  'account.edit': ['admin', 'editor', 'customer'],
  'orders.place': ['admin', 'editor', 'customer'],
  'tickets.open': ['admin', 'editor', 'customer'],
  'meetings.book': ['admin', 'editor', 'customer'],
} as const satisfies Record<string, readonly Role[]>;

export type Permission = keyof typeof PERMISSIONS;

export const PERMISSION_NAMES = Object.keys(PERMISSIONS) as Permission[];

/** Whether `role` (a profile on the organisation of the request, or none) holds `permission`. */
export function allows(role: Role | null | undefined, permission: Permission): boolean {
  return role != null && (PERMISSIONS[permission] as readonly Role[]).includes(role);
}

/** Every permission a role holds, for a client that hides what it may not use. */
export function permissionsOf(role: Role | null | undefined): Permission[] {
  return PERMISSION_NAMES.filter((name) => allows(role, name));
}

/** A route's or a page's requirement: the caller's role on this organisation must hold `permission`. */
export type Requirement<P extends Permission = Permission> = { readonly permission: P };

export function can<const P extends Permission>(permission: P): Requirement<P> {
  if (!(permission in PERMISSIONS)) throw new Error(`Unknown permission: ${permission}`);
  return Object.freeze({ permission });
}
