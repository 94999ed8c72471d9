import 'server-only';
// What the editing API's answers share. Who may call it is the permission matrix's say
// (src/lib/permissions.ts, docs/decisions/049).

/** Editor answers are personal and change with every save: never cached by a browser or a proxy. */
export const PRIVATE_HEADERS = { 'Cache-Control': 'private, no-store' } as const;
