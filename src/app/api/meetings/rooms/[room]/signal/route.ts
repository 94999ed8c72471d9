// POST /api/meetings/rooms/{room}/signal { token, to?, kind, data }: passes a WebRTC signal to the room's other participants, or to one of them.
import { route } from '@/server/http/route';
import { roomParticipant, sendSignal } from '@/server/meetings/signalling';
import { signalSchema, SIGNAL_MAX_BODY_BYTES } from '@/schemas/realtime';

/** A call's set-up sends a few dozen signals per participant; this stops a loop, not a call. */
const PER_ADDRESS = { name: 'meeting-signal', per: 'address', max: 600, windowSeconds: 60 } as const;

// The join token is the credential (the host's or the guest's), so the session is not asked for.
export const POST = route({ access: 'anyone', body: signalSchema, maxBytes: SIGNAL_MAX_BODY_BYTES, rateLimit: PER_ADDRESS }, async ({ db, tenant, params, body }) => {
  const participant = await roomParticipant(body.token, { organizationId: tenant.id, room: params.room });
  const id = await sendSignal(db, { organizationId: tenant.id, participant, input: body });
  return Response.json({ id: id.toString() }, { status: 202 });
});
