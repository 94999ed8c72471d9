import 'server-only';
// Who manages an organisation's media library, and how often one person may upload to it.
import type { Role } from '@/lib/enums';
import type { Limit } from '@/server/http/rate-limit';

/** Admins and editors build the pages, so both manage the library; customers never see it. */
export const MEDIA_ROLES: readonly Role[] = ['admin', 'editor'];

/**
 * Uploads per person per organisation: sixty in ten minutes fills a gallery in one go, while each
 * upload costs seconds of image conversion, so a runaway script is stopped early.
 */
export const MEDIA_UPLOAD_LIMIT: Limit = { max: 60, windowSeconds: 600 };
