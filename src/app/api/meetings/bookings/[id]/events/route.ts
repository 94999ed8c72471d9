// GET /api/meetings/bookings/{id}/events: the booking's status changes as server-sent events, for its waiting room (Last-Event-ID replays what was missed).
import { route } from '@/server/http/route';
import { uuidParam } from '@/server/http/params';
import { bookingFor } from '@/server/meetings/bookings';
import { eventStream, lastEventId } from '@/server/realtime/event-stream';
import { bookingTopic } from '@/server/realtime/topics';
import { can } from '@/lib/permissions';
import { MEETING_MESSAGES } from '@/schemas/meetings';

export const GET = route({ access: can('meetings.book') }, async ({ db, tenant, user, role, params, request }) => {
  const id = uuidParam(params.id, MEETING_MESSAGES.bookingNotFound);
  const after = lastEventId(request);
  // Its guest, its host or an admin, like the booking itself.
  await bookingFor(db, { organizationId: tenant.id, id, viewer: { userId: user.id, role } });
  return eventStream(request, { organizationId: tenant.id, topic: bookingTopic(id), after });
});
