import 'server-only';
// What the consent endpoints take from the request besides the body: who decides (a person, or
// this browser's visitor id, issued on the first decision), in which language, from which (hashed)
// address and browser; and the cookies and headers of the answer.
import type { RouteRateLimit, SessionUser } from '@/server/http/route';
import { PRIVATE_HEADERS } from '@/server/sections/access';
import type { Tenant } from '@/server/tenancy/resolve';
import type { CreateConsentInput } from '@/schemas/consent';
import type { RecordConsentInput } from './service';
import { consentCookies, consentLocale, hashAddress, newVisitorId, userAgentOf, visitorIdFrom } from './visitor';

/** A person decides a few times per visit at most; thirty in ten minutes per address leaves room for a shared office. */
export const CONSENT_RATE_LIMIT = { name: 'cookie-consent', per: 'address', max: 30, windowSeconds: 600 } as const satisfies RouteRateLimit;

type Caller = { tenant: Tenant; viewer: () => Promise<SessionUser | null>; body: CreateConsentInput; address: string };

export async function decisionRequest(request: Request, { tenant, viewer, body, address }: Caller): Promise<{ decision: RecordConsentInput; newVisitor: string | undefined }> {
  const userId = (await viewer())?.id ?? null;
  const known = visitorIdFrom(request);
  // A signed-in person is identified by the account; a browser without an id gets one now.
  const newVisitor = !known && !userId ? newVisitorId() : undefined;
  const decision: RecordConsentInput = {
    organizationId: tenant.id,
    decider: { userId, visitorId: known ?? newVisitor },
    input: body,
    locale: consentLocale(request, body.locale, tenant.defaultLocale),
    userAgent: userAgentOf(request),
    ipHash: hashAddress(tenant.id, address),
  };
  return { decision, newVisitor };
}

export function consentHeaders(request: Request, newVisitor: string | undefined): Headers {
  const headers = new Headers(PRIVATE_HEADERS);
  for (const cookie of consentCookies(request, newVisitor)) headers.append('Set-Cookie', cookie);
  return headers;
}
