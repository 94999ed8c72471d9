// POST /api/meetings/waiting-room/leave { booking_id }: the waiting guest goes back to confirmed.
import { route } from '@/server/http/route';
import { leaveWaitingRoom } from '@/server/meetings/status-change';
import { can } from '@/lib/permissions';
import { leaveWaitingRoomSchema } from '@/schemas/meetings';

export const POST = route({ access: can('meetings.book'), body: leaveWaitingRoomSchema }, async ({ db, tenant, user, role, body }) =>
  Response.json(await leaveWaitingRoom(db, { organizationId: tenant.id, id: body.booking_id, viewer: { userId: user.id, role } })),
);
