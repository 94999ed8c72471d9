// GET /api/meetings/rooms/{room}/events?token=: a call's signals for one participant as server-sent events (not their own; those for everyone or for them).
import { route } from '@/server/http/route';
import { roomParticipant, signalFor } from '@/server/meetings/signalling';
import { eventStream, lastEventId } from '@/server/realtime/event-stream';
import { roomTopic } from '@/server/realtime/topics';
import { roomEventsQuerySchema } from '@/schemas/realtime';

// The join token is the credential (the host's or the guest's), so the session is not asked for.
export const GET = route({ access: 'anyone', query: roomEventsQuerySchema }, async ({ tenant, params, query, request }) => {
  const after = lastEventId(request);
  const participant = await roomParticipant(query.token, { organizationId: tenant.id, room: params.room });
  return eventStream(request, { organizationId: tenant.id, topic: roomTopic(participant.room), after, accept: signalFor(participant) });
});
