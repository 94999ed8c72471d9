// The closed lists of the spec, shared by the database enums, the zod schemas and the UI.

export const ORGANIZATION_TYPES = [
  'immigration', 'solicitor', 'finance', 'education', 'job', 'beauty', 'doctor', 'services', 'realestate',
  'construction', 'software', 'marketing', 'consulting', 'automotive', 'hospitality', 'retail', 'healthcare',
  'transportation', 'technology', 'platform', 'general',
] as const;
export const ROLES = ['admin', 'editor', 'customer'] as const;
export const SECTION_TYPES = [
  'general', 'reviews', 'help_center', 'real_estate', 'brand', 'article_slider', 'contact', 'faq', 'pricing_plans',
] as const;
export const TEXT_STYLE_VARIANTS = [
  'default', 'apple', 'codedharmony', 'magazine', 'startup', 'elegant', 'brutalist', 'modern', 'playful',
] as const;
/** Heading sections allow only the first three text styles (editing-layer spec §3). */
export const HEADING_TEXT_STYLE_VARIANTS = ['default', 'apple', 'codedharmony'] as const;
export const HEADING_STYLE_VARIANTS = ['default', 'clean'] as const;
export const POST_TYPES = ['default', 'minimal', 'landing', 'doc_set'] as const;
export const BANNER_POSITIONS = ['top', 'bottom', 'left', 'right'] as const;
export const BANNER_TYPES = ['permanent', 'closed'] as const;
export const BANNER_OPEN_STATES = [
  'full', 'left-half', 'right-half', 'top-half', 'bottom-half', 'left-30', 'left-70', 'right-30', 'right-70',
  'top-30', 'top-70', 'bottom-30', 'bottom-70', 'absent',
] as const;
export const BOOKING_STATUSES = ['waiting', 'confirmed', 'scheduled', 'in_progress', 'completed', 'cancelled'] as const;
export const TICKET_STATUSES = ['open', 'pending', 'closed'] as const;
export const ORDER_STATUSES = ['pending', 'paid', 'cancelled', 'refunded'] as const;
export const EMAIL_STATUSES = ['queued', 'sent', 'failed'] as const;
export const HEADER_STYLE_TYPES = ['default', 'transparent', 'fixed', 'mini', 'ring_card_mini'] as const;
/** Footer types as stored; light and minimal read as compact, stacked as default (public spec §2). */
export const FOOTER_STYLE_TYPES = ['default', 'compact', 'grid', 'transparent', 'fixed', 'light', 'minimal', 'stacked'] as const;
export const HERO_ANIMATIONS = ['', 'DotGrid', 'LetterGlitch', 'MagicBento'] as const;


export type OrganizationType = (typeof ORGANIZATION_TYPES)[number];
export type Role = (typeof ROLES)[number];
export type SectionType = (typeof SECTION_TYPES)[number];
export type TextStyleVariant = (typeof TEXT_STYLE_VARIANTS)[number];
export type PostType = (typeof POST_TYPES)[number];
export type BookingStatus = (typeof BOOKING_STATUSES)[number];
