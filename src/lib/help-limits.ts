// The help widget's limits, shared by the API's schemas (src/schemas/help-widget.ts) and the widget's
// inputs. A module of its own, free of zod, so the widget's panel can import them without pulling
// the schema library into a visitor's download.
export const HELP_LIMITS = {
  question: 500,
  name: 120,
  email: 254,
  message: 5000,
  /** Lines of the assistant chat handed to a person with the conversation. */
  transcriptItems: 50,
  transcriptText: 2000,
  greeting: 300,
} as const;

/** How often the widget asks for new messages while a conversation is open (milliseconds). */
export const HELP_POLL_INTERVAL_MS = 3000;
