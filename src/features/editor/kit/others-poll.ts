// How often an open editor asks whether someone else saved its record (others-saves.tsx). A file of
// its own so the browser tests can read it without loading the editor.
export const OTHERS_POLL_MS = 5_000;
