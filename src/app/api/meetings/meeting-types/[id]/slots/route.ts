// GET /api/meetings/meeting-types/{id}/slots?from=&to=: the free slots of a meeting type between two moments (UTC).
import { route } from '@/server/http/route';
import { uuidParam } from '@/server/http/params';
import { meetingTypeSlots } from '@/server/meetings/meeting-types';
import { MEETING_MESSAGES, slotQuerySchema } from '@/schemas/meetings';

export const GET = route({ access: 'anyone', query: slotQuerySchema }, async ({ db, tenant, params, query }) => {
  const id = uuidParam(params.id, MEETING_MESSAGES.meetingTypeNotFound);
  return Response.json(await meetingTypeSlots(db, { organizationId: tenant.id, id, from: new Date(query.from), to: new Date(query.to) }));
});
