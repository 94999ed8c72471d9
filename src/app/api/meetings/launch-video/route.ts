// POST /api/meetings/launch-video { booking_id, update_status }: a fresh join token for the booking's call.
import { route } from '@/server/http/route';
import { launchVideo } from '@/server/meetings/video-token';
import { can } from '@/lib/permissions';
import { launchVideoSchema } from '@/schemas/meetings';

export const POST = route({ access: can('meetings.book'), body: launchVideoSchema }, async ({ db, tenant, user, role, body }) =>
  Response.json(await launchVideo(db, { organizationId: tenant.id, id: body.booking_id, viewer: { userId: user.id, role }, start: body.update_status === true })),
);
