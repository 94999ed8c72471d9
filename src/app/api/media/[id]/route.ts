// GET /api/media/{id}: one asset of the organisation's library.
// PATCH /api/media/{id} { alt?, is_decorative?, focal_x?, focal_y? }: edits an asset; an image keeps alt text unless decorative.
// DELETE /api/media/{id}: deletes an asset and its files.
import { route } from '@/server/http/route';
import { uuidParam } from '@/server/http/params';
import { deleteMedia, getMedia, updateMedia } from '@/server/media/service';
import { MEDIA_MAX_BODY_BYTES, MEDIA_MESSAGES, updateMediaSchema } from '@/schemas/media';
import { can } from '@/lib/permissions';

export const GET = route({ access: can('media.write') }, async ({ db, tenant, params }) => {
  const asset = await getMedia(db, { organizationId: tenant.id, id: uuidParam(params.id, MEDIA_MESSAGES.notFound) });
  return Response.json(asset, { headers: { 'Cache-Control': 'private, no-store' } });
});

export const PATCH = route({ access: can('media.write'), body: updateMediaSchema, maxBytes: MEDIA_MAX_BODY_BYTES }, async ({ db, tenant, params, body }) => {
  return Response.json(await updateMedia(db, { organizationId: tenant.id, id: uuidParam(params.id, MEDIA_MESSAGES.notFound) }, body));
});

export const DELETE = route({ access: can('media.write') }, async ({ db, tenant, params }) => {
  await deleteMedia(db, { organizationId: tenant.id, id: uuidParam(params.id, MEDIA_MESSAGES.notFound) });
  return new Response(null, { status: 204 });
});
