// How every editor's undo history groups changes: keystrokes that follow each other within
// HISTORY_PAUSE_MS make one step; any other change (a toggle, a move) is a step of its own.

export const HISTORY_PAUSE_MS = 600;

/** Records a step for each change, except that keystrokes close together make one step. */
export function stepsOf<A extends unknown[]>(record: (...args: A) => void, isTyping: () => boolean, pause: number) {
  let timer: ReturnType<typeof setTimeout> | null = null;
  return (...args: A) => {
    const typing = isTyping();
    if (!typing || !timer) record(...args);
    if (timer) clearTimeout(timer);
    timer = typing ? setTimeout(() => (timer = null), pause) : null;
  };
}
