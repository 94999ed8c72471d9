// GET /api/media?q=&kind=image|video&limit=&offset=: the organisation's media library, newest first, searched by file name and alt text.
// POST /api/media: uploads one file as multipart/form-data (field `file`, and `alt` or `decorative` for an image); answers the new asset.
import { route } from '@/server/http/route';
import { MEDIA_UPLOAD_LIMIT } from '@/server/media/access';
import { listMedia } from '@/server/media/service';
import { uploadMedia } from '@/server/media/upload';
import { MEDIA_UPLOAD_MAX_BYTES, mediaListQuerySchema } from '@/schemas/media';
import { can } from '@/lib/permissions';

export const GET = route({ access: can('media.write'), query: mediaListQuerySchema }, async ({ db, tenant, query }) => {
  const page = await listMedia(db, { organizationId: tenant.id, ...query });
  return Response.json(page, { headers: { 'Cache-Control': 'private, no-store' } });
});

// The body is streamed, not read by the wrapper (up to 100 MB): the service parses it as it arrives,
// counted against the same limit, and stops at the file type's own limit (docs/decisions/051).
export const POST = route(
  { access: can('media.write'), body: 'stream', maxBytes: MEDIA_UPLOAD_MAX_BYTES, rateLimit: { name: 'media-upload', per: 'user', ...MEDIA_UPLOAD_LIMIT } },
  async ({ db, tenant, user, request, body }) => {
    const asset = await uploadMedia(db, { organizationId: tenant.id, userId: user.id, contentType: request.headers.get('content-type'), body });
    return Response.json(asset, { status: 201 });
  },
);
