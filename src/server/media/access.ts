import 'server-only';
// How often one person may upload to an organisation's media library (who may: the permission
// media.write of src/lib/permissions.ts).
import type { Limit } from '@/server/http/rate-limit';

/**
 * Uploads per person per organisation: sixty in ten minutes fills a gallery in one go, while each
 * upload costs seconds of image conversion, so a runaway script is stopped early.
 */
export const MEDIA_UPLOAD_LIMIT: Limit = { max: 60, windowSeconds: 600 };
