// Every enumeration the spec closes, as PostgreSQL enums. The zod mirrors live in src/lib/enums.ts.
import { pgEnum } from 'drizzle-orm/pg-core';
import {
  BANNER_OPEN_STATES,
  BANNER_POSITIONS,
  BANNER_TYPES,
  BOOKING_STATUSES,
  EMAIL_STATUSES,
  HEADING_STYLE_VARIANTS,
  ORDER_STATUSES,
  ORGANIZATION_TYPES,
  POST_TYPES,
  ROLES,
  SECTION_TYPES,
  TEXT_STYLE_VARIANTS,
  TICKET_STATUSES,
} from '../../../lib/enums';

export const organizationType = pgEnum('organization_type', ORGANIZATION_TYPES);
export const role = pgEnum('role', ROLES);
export const sectionType = pgEnum('section_type', SECTION_TYPES);
export const textStyleVariant = pgEnum('text_style_variant', TEXT_STYLE_VARIANTS);
export const headingStyleVariant = pgEnum('heading_style_variant', HEADING_STYLE_VARIANTS);
export const postType = pgEnum('post_type', POST_TYPES);
export const bannerPosition = pgEnum('banner_position', BANNER_POSITIONS);
export const bannerType = pgEnum('banner_type', BANNER_TYPES);
export const bannerOpenState = pgEnum('banner_open_state', BANNER_OPEN_STATES);
export const bookingStatus = pgEnum('booking_status', BOOKING_STATUSES);
export const ticketStatus = pgEnum('ticket_status', TICKET_STATUSES);
export const orderStatus = pgEnum('order_status', ORDER_STATUSES);
export const emailStatus = pgEnum('email_status', EMAIL_STATUSES);
