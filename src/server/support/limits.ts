import 'server-only';
// How often one person may write tickets: counted per person per organisation, so a shared
// office address does not lock out colleagues and one site's traffic never limits another's.
import type { Limit } from '@/server/http/rate-limit';

export const TICKET_RATE_LIMITS = {
  /** New tickets: five in ten minutes is plenty for a person with a question, little for a script. */
  create: { max: 5, windowSeconds: 600 } satisfies Limit,
  /** Replies: a live back-and-forth (or staff working through the queue) fits in thirty per ten minutes. */
  reply: { max: 30, windowSeconds: 600 } satisfies Limit,
};
