// POST /api/banners/{id}/dismissals {}: the signed-in person dismisses a `closed` banner for its own duration.
import { route } from '@/server/http/route';
import { uuidParam } from '@/server/http/params';
import { dismissBanner } from '@/server/banners/service';
import { PRIVATE_HEADERS } from '@/server/sections/access';
import { BANNER_MESSAGES, dismissBannerSchema, DISMISSAL_MAX_BODY_BYTES } from '@/schemas/banners';

export const POST = route(
  {
    access: 'signed-in',
    body: dismissBannerSchema,
    maxBytes: DISMISSAL_MAX_BODY_BYTES,
    rateLimit: { name: 'banner-dismissal', per: 'user', max: 60, windowSeconds: 600 },
  },
  async ({ db, tenant, user, params }) => {
    const bannerId = uuidParam(params.id, BANNER_MESSAGES.notFound).toLowerCase();
    const dismissal = await dismissBanner(db, { organizationId: tenant.id, bannerId, userId: user.id });
    return Response.json(dismissal, { status: 201, headers: PRIVATE_HEADERS });
  },
);
