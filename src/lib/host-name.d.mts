// Types of src/lib/host-name.mjs, shared by the HTTP front (front/) and the application.
export function normalizeHost(hostHeader: string | null | undefined): string | null;
