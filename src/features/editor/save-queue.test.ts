import { afterEach, describe, expect, it, vi } from 'vitest';
import { createSaveQueue, type SaveState } from './save-queue';

function deferred() {
  let resolve!: () => void;
  let reject!: (error: Error) => void;
  const promise = new Promise<void>((ok, fail) => {
    resolve = ok;
    reject = fail;
  });
  return { promise, resolve, reject };
}

afterEach(() => vi.useRealTimers());

describe('save queue', () => {
  it('sends one request at a time and, after it, only the newest value', async () => {
    const calls: { value: string; done: ReturnType<typeof deferred> }[] = [];
    const queue = createSaveQueue<string>({ send: (value) => { const done = deferred(); calls.push({ value, done }); return done.promise; } });
    queue.push('H');
    queue.push('He');
    queue.push('Hel');
    queue.push('Hell');
    expect(calls.map((call) => call.value)).toEqual(['H']);
    calls[0].done.resolve();
    await vi.waitFor(() => expect(calls).toHaveLength(2));
    expect(calls[1].value).toBe('Hell');
    queue.push('Hello');
    calls[1].done.resolve();
    await vi.waitFor(() => expect(calls).toHaveLength(3));
    expect(calls[2].value).toBe('Hello');
    calls[2].done.resolve();
    await queue.settled();
    expect(calls.map((call) => call.value)).toEqual(['H', 'Hell', 'Hello']);
  });

  it('keeps a failed value, says so, and retries with the newest text', async () => {
    vi.useFakeTimers();
    const states: SaveState[] = [];
    const sent: string[] = [];
    let fail = true;
    const queue = createSaveQueue<string>({
      send: async (value) => {
        sent.push(value);
        if (fail) throw new Error('offline');
      },
      onState: (state) => states.push(state),
      retryDelays: [1000],
    });
    queue.push('draft');
    await vi.advanceTimersByTimeAsync(0);
    expect(states).toEqual(['saving', 'failed']);
    queue.push('draft 2');
    fail = false;
    await vi.advanceTimersByTimeAsync(1000);
    expect(sent).toEqual(['draft', 'draft 2']);
    expect(states.at(-1)).toBe('saved');
  });

  it('with merge, joins the parts of a record that wait, and keeps them across a failure', async () => {
    vi.useFakeTimers();
    type Card = Partial<{ title: string; shown: boolean; colour: string }>;
    const sent: Card[] = [];
    let fail = false;
    const first = deferred();
    const queue = createSaveQueue<Card>({
      send: (value) => {
        sent.push(value);
        if (sent.length === 1) return first.promise;
        return fail ? Promise.reject(new Error('offline')) : Promise.resolve();
      },
      merge: (older, newer) => ({ ...older, ...newer }),
      retryDelays: [1000],
    });
    queue.push({ title: 'A' });
    queue.push({ title: 'Ab' });
    queue.push({ shown: false });
    queue.push({ title: 'Abc' });
    fail = true;
    first.resolve();
    await vi.advanceTimersByTimeAsync(0);
    expect(sent).toEqual([{ title: 'A' }, { title: 'Abc', shown: false }]);
    // Failed: the toggle made meanwhile joins the value kept for the retry, the newer word winning.
    queue.push({ colour: 'sky', title: 'Abcd' });
    fail = false;
    await vi.advanceTimersByTimeAsync(1000);
    expect(sent.at(-1)).toEqual({ title: 'Abcd', shown: false, colour: 'sky' });
    await queue.settled();
  });
});
