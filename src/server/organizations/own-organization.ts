import 'server-only';
// The `{orgId}` of /api/organizations/{orgId}: it must name the organisation of the Host header.
// The Host decides whose data a request touches (ARCHITECTURE, tenancy); the path can only agree.
import { ApiError, NO_PERMISSION_MESSAGE } from '@/server/http/api';
import type { Role } from '@/lib/enums';
import { allows } from '@/lib/permissions';
import { isUuid } from '@/lib/patterns';
import { SETTINGS_MESSAGES, SETTINGS_SECTIONS, type SettingsSection } from '@/schemas/organization-settings';

/** Something that is no id names no organisation (404); another organisation's id is not this site's (403). */
export function ownOrganizationId(tenantId: string, param: string | string[] | undefined): string {
  if (!isUuid(param)) throw new ApiError(404, SETTINGS_MESSAGES.organizationNotFound);
  if (param.toLowerCase() !== tenantId) throw new ApiError(403, SETTINGS_MESSAGES.otherOrganization);
  return tenantId;
}

export function settingsSection(param: string | string[] | undefined): SettingsSection {
  if (typeof param !== 'string' || !(SETTINGS_SECTIONS as readonly string[]).includes(param)) throw new ApiError(404, SETTINGS_MESSAGES.sectionNotFound);
  return param as SettingsSection;
}

/**
 * Consent records are read with `consent.read` as well as `settings.write`: today both are the
 * admin's, and should they ever part, the stricter of the two holds for whatever lists them.
 */
export function assertMayReadConsent(role: Role): void {
  if (!allows(role, 'consent.read')) throw new ApiError(403, NO_PERMISSION_MESSAGE);
}
