// A meeting type's weekly hours: each range starts before it ends, and a day's ranges do not overlap.
import { describe, expect, it } from 'vitest';
import { availabilityProblems, dayProblems, nextRange, normalizeAvailability } from './availability';

describe('weekly availability', () => {
  it('accepts ranges in any order that only touch', () => {
    expect(dayProblems([{ start: '13:00', end: '17:00' }, { start: '09:00', end: '13:00' }])).toEqual({});
  });

  it('names a range that ends before it starts, a missing time, and an overlap', () => {
    expect(dayProblems([{ start: '12:00', end: '09:00' }])).toEqual({ 0: 'order' });
    expect(dayProblems([{ start: '12:00', end: '12:00' }])).toEqual({ 0: 'order' });
    expect(dayProblems([{ start: '', end: '09:00' }])).toEqual({ 0: 'time' });
    expect(dayProblems([{ start: '09:00', end: '12:00' }, { start: '11:00', end: '14:00' }])).toEqual({ 1: 'overlap' });
    // One range inside another overlaps it too, whichever is listed first.
    expect(dayProblems([{ start: '10:00', end: '11:00' }, { start: '09:00', end: '17:00' }])).toEqual({ 0: 'overlap' });
  });

  it('keys a week\'s problems by day and place', () => {
    expect(availabilityProblems({ mon: [{ start: '09:00', end: '17:00' }], wed: [{ start: '18:00', end: '08:00' }] })).toEqual({ 'wed.0': 'order' });
  });

  it('saves days without ranges as absent and each day in time order', () => {
    expect(normalizeAvailability({ mon: [], tue: [{ start: '14:00', end: '15:00' }, { start: '09:00', end: '10:00' }] })).toEqual({ tue: [{ start: '09:00', end: '10:00' }, { start: '14:00', end: '15:00' }] });
    expect(normalizeAvailability(null)).toEqual({});
  });

  it('starts a new range after the day\'s last one', () => {
    expect(nextRange([])).toEqual({ start: '09:00', end: '17:00' });
    expect(nextRange([{ start: '09:00', end: '12:00' }])).toEqual({ start: '13:00', end: '14:00' });
  });
});
