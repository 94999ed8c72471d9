// The tabs of the Global Settings modal, in the spec's order (editing-layer spec §2), which are also
// the sections `GET /api/organizations/{orgId}/sections/{section}` reloads one by one. A module of its
// own, free of the API's schemas, so the staff bar can name a tab in an address without loading zod.
export const SETTINGS_SECTIONS = ['general', 'hero', 'products', 'features', 'faqs', 'banners', 'menu', 'blog', 'cookies', 'meeting-types'] as const;
export type SettingsSection = (typeof SETTINGS_SECTIONS)[number];
