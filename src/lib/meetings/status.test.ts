// The booking's status machine: every pair of statuses and actors, checked against the rules the
// spec and issue 23 give.
import { describe, expect, it } from 'vitest';
import { BOOKING_STATUSES, type BookingStatus } from '@/lib/enums';
import { checkMove, FINAL_STATUSES, movesFor, type BookingActor } from './status';

const ACTORS: BookingActor[] = ['guest', 'host', 'system'];

describe('the booking status machine', () => {
  it('lets the guest wait, leave back to confirmed, and cancel before the call', () => {
    expect(checkMove('scheduled', 'waiting', 'guest')).toBe('allowed');
    expect(checkMove('confirmed', 'waiting', 'guest')).toBe('allowed');
    expect(checkMove('waiting', 'confirmed', 'guest')).toBe('allowed');
    expect(checkMove('confirmed', 'cancelled', 'guest')).toBe('allowed');
    // The guest cannot let themselves in, nor confirm their own booking.
    expect(checkMove('waiting', 'in_progress', 'guest')).toBe('forbidden');
    expect(checkMove('scheduled', 'confirmed', 'guest')).toBe('forbidden');
  });

  it('lets the host confirm, start from any status before the call, and decline a waiting guest', () => {
    expect(checkMove('scheduled', 'confirmed', 'host')).toBe('allowed');
    for (const from of ['scheduled', 'confirmed', 'waiting'] as const) expect(checkMove(from, 'in_progress', 'host')).toBe('allowed');
    expect(checkMove('waiting', 'cancelled', 'host')).toBe('allowed');
    // Only the guest enters the waiting room.
    expect(checkMove('confirmed', 'waiting', 'host')).toBe('forbidden');
  });

  it('ends a call when anyone leaves it, and never goes back from the call', () => {
    for (const actor of ACTORS) expect(checkMove('in_progress', 'completed', actor)).toBe('allowed');
    for (const to of ['scheduled', 'confirmed', 'waiting', 'cancelled'] as const) expect(checkMove('in_progress', to, 'host')).toBe('illegal');
  });

  it('moves nothing out of a final status, and calls staying put unchanged', () => {
    for (const from of FINAL_STATUSES) {
      for (const to of BOOKING_STATUSES) {
        for (const actor of ACTORS) expect(checkMove(from, to, actor)).toBe(from === to ? 'unchanged' : 'illegal');
      }
      expect(movesFor(from, 'host')).toEqual([]);
    }
  });

  it('lists exactly the moves it allows', () => {
    for (const from of BOOKING_STATUSES) {
      for (const actor of ACTORS) {
        const listed = movesFor(from, actor);
        for (const to of BOOKING_STATUSES) expect(listed.includes(to as BookingStatus)).toBe(checkMove(from, to, actor) === 'allowed');
      }
    }
    expect(movesFor('waiting', 'guest').sort()).toEqual(['cancelled', 'confirmed']);
  });
});
