import 'server-only';
// Who may change an organisation's pages: its admins and editors, decided from their profile on the
// organisation of the Host header (docs/decisions/028-editing-api-access.md).
import type { Role } from '@/lib/enums';

export const EDITOR_ROLES: readonly Role[] = ['admin', 'editor'];

/** Editor answers are personal and change with every save: never cached by a browser or a proxy. */
export const PRIVATE_HEADERS = { 'Cache-Control': 'private, no-store' } as const;
