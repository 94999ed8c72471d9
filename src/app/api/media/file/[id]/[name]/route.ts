// GET, HEAD /api/media/file/{id}/{name}: a media file (an image variant such as 1280.webp, or a video) on the organisation's own host, cached for a year.
import { ApiError } from '@/server/http/api';
import { uuidParam } from '@/server/http/params';
import { route } from '@/server/http/route';
import { serveMediaFile } from '@/server/media/serve';
import { isServedName } from '@/lib/media-files';
import { MEDIA_MESSAGES } from '@/schemas/media';

// Under /api/ the proxy leaves the path alone, so the Host header reaches the wrapper as the
// visitor sent it and names the organisation whose file this can be (docs/decisions/030).
const serve = route({ access: 'anyone' }, async ({ db, tenant, params, request }) => {
  const assetId = uuidParam(params.id, MEDIA_MESSAGES.notFound);
  const name = typeof params.name === 'string' ? params.name : '';
  if (!isServedName(name)) throw new ApiError(404, MEDIA_MESSAGES.notFound);
  return serveMediaFile(db, { organizationId: tenant.id, assetId: assetId.toLowerCase(), name }, request);
});

export { serve as GET, serve as HEAD };
