import 'server-only';
// What the help widget's endpoints take from the request besides the body: who is asking (the
// signed-in person, else this browser's sw_visitor id, issued on first use like the consent calls
// do) and the cookie and headers of the answer. Answers are personal: never stored by a cache.
import type { RouteRateLimit, SessionUser } from '@/server/http/route';
import { visitorCookie, newVisitorId, visitorIdFrom } from '@/server/consent/visitor';
import { PRIVATE_HEADERS } from '@/server/sections/access';
import type { ConversationOwner } from '@/server/support/conversations';

export const HELP_RATE_LIMITS = {
  /** Questions: a chatty visitor asks a few a minute; sixty in ten minutes stops a script. */
  question: { name: 'help-assistant', per: 'address', max: 60, windowSeconds: 600 },
  /** New conversations: a handful per visit at most. */
  conversation: { name: 'help-conversation', per: 'address', max: 10, windowSeconds: 600 },
  /** Messages in a live chat: a brisk back-and-forth fits, a flood does not. */
  message: { name: 'help-message', per: 'address', max: 60, windowSeconds: 600 },
} as const satisfies Record<string, RouteRateLimit>;

/** Who is asking; `issued` is a new visitor id the answer must set as a cookie. */
export async function ownerOf(request: Request, viewer: () => Promise<SessionUser | null>, issue: boolean): Promise<{ owner: ConversationOwner; issued?: string }> {
  const userId = (await viewer())?.id ?? null;
  const known = visitorIdFrom(request) ?? null;
  // A signed-in person is known by the account; the visitor id still counts, so a conversation
  // opened before signing in stays theirs after.
  const issued = issue && !known && !userId ? newVisitorId() : undefined;
  return { owner: { userId, visitorId: known ?? issued ?? null }, issued };
}

export function helpHeaders(request: Request, issued: string | undefined): Headers {
  const headers = new Headers(PRIVATE_HEADERS);
  if (issued) headers.append('Set-Cookie', visitorCookie(request, issued));
  return headers;
}
