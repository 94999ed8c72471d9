import 'server-only';
// The host's time a booking holds (docs/decisions/079): one row per 5-minute block under a unique
// index, written in the booking's transaction. Of two requests for overlapping times, however close
// together, the database keeps one; the other fails on the index and is told the time was taken.
import { and, eq } from 'drizzle-orm';
import type { Tx } from '@/server/db/client';
import { bookingBlocks } from '@/server/db/schema';
import { ApiError } from '@/server/http/api';
import { occupiedBlocks } from '@/lib/meetings/slots';
import { MEETING_MESSAGES } from '@/schemas/meetings';

/** Whose time a booking holds: its host's, or the meeting type's own when it has no host. */
export const holderOf = (hostUserId: string | null, meetingTypeId: string | null) => hostUserId ?? `type:${meetingTypeId ?? 'none'}`;

const BLOCKS_KEY = 'booking_blocks_holder_block_key';

function isTaken(error: unknown): boolean {
  for (let current: unknown = error; current; current = (current as { cause?: unknown }).cause) {
    const { code, constraint, message } = current as { code?: unknown; constraint?: unknown; message?: unknown };
    if (code === '23505' && (constraint === BLOCKS_KEY || String(message).includes(BLOCKS_KEY))) return true;
  }
  return false;
}

type Hold = { organizationId: string; holder: string; bookingId: string; start: Date; durationMinutes: number };

/**
 * Holds the meeting's time for its host, inside the booking's transaction; a time someone else holds
 * is a 409. A savepoint keeps the transaction usable for the caller's answer either way.
 */
export async function holdTime(tx: Tx, { organizationId, holder, bookingId, start, durationMinutes }: Hold): Promise<void> {
  const rows = occupiedBlocks(start, durationMinutes).map((blockStart) => ({ organizationId, holder, blockStart, bookingId }));
  try {
    await tx.transaction(async (savepoint) => {
      await savepoint.insert(bookingBlocks).values(rows);
    });
  } catch (error) {
    if (isTaken(error)) throw new ApiError(409, MEETING_MESSAGES.slotTaken, { scheduled_at: [MEETING_MESSAGES.slotTaken] });
    throw error;
  }
}

/** Gives a cancelled booking's time back. */
export async function releaseTime(tx: Tx, { organizationId, bookingId }: { organizationId: string; bookingId: string }): Promise<void> {
  await tx.delete(bookingBlocks).where(and(eq(bookingBlocks.organizationId, organizationId), eq(bookingBlocks.bookingId, bookingId)));
}
