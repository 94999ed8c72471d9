// The API's limits as the widget's inputs need them. The widget does not import them from
// src/schemas/help-widget.ts: that module also builds the zod schemas, and importing any value
// from it put zod (about 21 kB compressed) in the panel's download. limits.test.ts keeps these
// equal to the schema's, so there is still one rule.
export const WIDGET_LIMITS = {
  question: 500,
  name: 120,
  email: 254,
  message: 5000,
  transcriptItems: 50,
  transcriptText: 2000,
} as const;

/** How often an open conversation asks for new messages (ms). */
export const POLL_INTERVAL_MS = 3000;
