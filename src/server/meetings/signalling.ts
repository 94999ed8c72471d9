import 'server-only';
// A call's signalling through the app (issue 23 item 5; docs/decisions/081): the participants of a
// room send each other WebRTC offers, answers and candidates over the realtime bus, so two people
// whose requests reach different instances still hear each other. The join token is the only
// credential (video-token.ts): it must name this room of this organisation and not have expired.
import type { DbOrTx } from '@/server/db/client';
import { ApiError } from '@/server/http/api';
import { publish, type RealtimeMessage } from '@/server/realtime/bus';
import { roomTopic } from '@/server/realtime/topics';
import { REALTIME_MESSAGES, type SignalInput, type SignalMessage } from '@/schemas/realtime';
import { verifyCallToken, type CallClaims } from './video-token';

/** The token's claims when it admits its holder to this room of this organisation; 403 otherwise. */
export async function roomParticipant(token: string, { organizationId, room }: { organizationId: string; room: string | string[] | undefined }): Promise<CallClaims> {
  const claims = await verifyCallToken(token);
  if (!claims || typeof room !== 'string' || claims.room !== room || claims.organizationId !== organizationId) {
    throw new ApiError(403, REALTIME_MESSAGES.tokenInvalid, { token: [REALTIME_MESSAGES.tokenInvalid] });
  }
  return claims;
}

/** POST /api/meetings/rooms/{room}/signal: passes one signal on, marked with who sent it. */
export async function sendSignal(db: DbOrTx, { organizationId, participant, input }: { organizationId: string; participant: CallClaims; input: SignalInput }): Promise<bigint> {
  const payload: SignalMessage = { kind: input.kind, from: participant.userId, role: participant.role, to: input.to ?? null, data: input.data ?? null };
  return publish(db, { organizationId, topic: roomTopic(participant.room), payload });
}

/** Whether a participant's stream carries a signal: not their own, and only those meant for everyone or for them. */
export function signalFor(participant: CallClaims): (message: RealtimeMessage) => boolean {
  return (message) => {
    const signal = message.payload as Partial<SignalMessage> | null;
    if (!signal || typeof signal !== 'object' || signal.from === participant.userId) return false;
    return signal.to === null || signal.to === undefined || signal.to === participant.userId;
  };
}
