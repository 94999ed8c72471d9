// Saves of one field that arrive on every keystroke, sent one at a time: while a request is out,
// newer values wait and only the newest is sent next, so requests never overtake each other and the
// last keystroke is always what the server keeps. A failed save keeps the value and retries.
// With `merge`, values are parts of one record (a card's fields): a newer part joins the waiting
// one rather than replacing it, so a toggle made while a title is on its way is not lost.
export type SaveState = 'idle' | 'saving' | 'saved' | 'failed';

type Options<T> = {
  send: (value: T) => Promise<void>;
  onState?: (state: SaveState, error?: unknown) => void;
  /** Joins a waiting value with a newer one (the newer wins where both say something). */
  merge?: (older: T, newer: T) => T;
  /** Waits before each retry of a failed save; the last one repeats. */
  retryDelays?: readonly number[];
};

export type SaveQueue<T> = {
  push: (value: T) => void;
  /** Resolves once everything pushed so far is saved (or has failed for good). */
  settled: () => Promise<void>;
  dispose: () => void;
};

export function createSaveQueue<T>({ send, onState, merge = (_older, newer) => newer, retryDelays = [1000, 2000, 5000, 10000] }: Options<T>): SaveQueue<T> {
  let latest: { value: T } | null = null;
  let running = false;
  let attempt = 0;
  let disposed = false;
  let retryTimer: ReturnType<typeof setTimeout> | null = null;
  let waiters: (() => void)[] = [];

  const busy = () => running || retryTimer !== null || latest !== null;
  const finish = () => {
    for (const resolve of waiters.splice(0)) resolve();
  };

  const pump = async (): Promise<void> => {
    if (running || retryTimer || !latest || disposed) return;
    running = true;
    const { value } = latest;
    latest = null;
    onState?.('saving');
    try {
      await send(value);
      attempt = 0;
    } catch (error) {
      running = false;
      if (disposed) return;
      onState?.('failed', error);
      // The value is kept; whatever was typed meanwhile replaces (or joins) it in the retry.
      // (TypeScript forgets that a push during the await may have set it again.)
      const meanwhile = latest as { value: T } | null;
      latest = { value: meanwhile ? merge(value, meanwhile.value) : value };
      const wait = retryDelays[Math.min(attempt, retryDelays.length - 1)] ?? 1000;
      attempt += 1;
      retryTimer = setTimeout(() => {
        retryTimer = null;
        void pump();
      }, wait);
      return;
    }
    running = false;
    if (disposed) return;
    if (latest) return pump();
    onState?.('saved');
    finish();
  };

  return {
    push(value) {
      if (disposed) return;
      latest = { value: latest ? merge(latest.value, value) : value };
      void pump();
    },
    settled() {
      return busy() ? new Promise((resolve) => waiters.push(resolve)) : Promise.resolve();
    },
    dispose() {
      disposed = true;
      if (retryTimer) clearTimeout(retryTimer);
      finish();
      waiters = [];
    },
  };
}
