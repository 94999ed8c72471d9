// The spec's closed lists as zod schemas, for handlers and scripts. The lists themselves live in
// src/lib/enums.ts and src/lib/fonts.ts without zod, so the public pages' islands that read them
// never pull the validator into every visitor's download.
import { z } from 'zod';
import { BOOKING_STATUSES, ORGANIZATION_TYPES, POST_TYPES, ROLES, SECTION_TYPES, TEXT_STYLE_VARIANTS } from '@/lib/enums';
import { FONT_FAMILY_NAMES } from '@/lib/fonts';

export const organizationTypeSchema = z.enum(ORGANIZATION_TYPES);
export const roleSchema = z.enum(ROLES);
export const sectionTypeSchema = z.enum(SECTION_TYPES);
export const textStyleVariantSchema = z.enum(TEXT_STYLE_VARIANTS);
export const postTypeSchema = z.enum(POST_TYPES);
export const bookingStatusSchema = z.enum(BOOKING_STATUSES);
/** The `font_family` setting: one of the offered families (decision 025). */
export const fontFamilySchema = z.enum(FONT_FAMILY_NAMES);
