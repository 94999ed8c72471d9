// GET /api/cookies/consent?organization_id={id}: this visitor's latest decision on the host's site, and whether it is current.
// POST /api/cookies/consent { consent_given, services, organization_id, locale? }: appends a decision to the consent ledger.
import { route } from '@/server/http/route';
import { CONSENT_RATE_LIMIT, consentHeaders, decisionRequest } from '@/server/consent/http';
import { assertOwnOrganization, consentRecordResponse, readConsentState, recordConsent } from '@/server/consent/service';
import { visitorIdFrom } from '@/server/consent/visitor';
import { PRIVATE_HEADERS } from '@/server/sections/access';
import { consentQuerySchema, CONSENT_MAX_BODY_BYTES, createConsentSchema } from '@/schemas/consent';

export const GET = route({ access: 'anyone', query: consentQuerySchema }, async ({ request, db, tenant, viewer, query }) => {
  assertOwnOrganization(tenant.id, query.organization_id);
  const decider = { userId: (await viewer())?.id ?? null, visitorId: visitorIdFrom(request) };
  return Response.json(await readConsentState(db, { organizationId: tenant.id, decider }), { headers: PRIVATE_HEADERS });
});

export const POST = route(
  { access: 'anyone', body: createConsentSchema, maxBytes: CONSENT_MAX_BODY_BYTES, rateLimit: CONSENT_RATE_LIMIT },
  async ({ request, db, tenant, viewer, body, address }) => {
    const { decision, newVisitor } = await decisionRequest(request, { tenant, viewer, body, address });
    const record = await recordConsent(db, decision);
    return Response.json(consentRecordResponse(record), { status: 201, headers: consentHeaders(request, newVisitor) });
  },
);
