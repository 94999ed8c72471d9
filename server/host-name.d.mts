// Types of server/host-name.mjs, shared by the custom server and the application.
export function normalizeHost(hostHeader: string | null | undefined): string | null;
