// GET /api/admin/consent-records?format=json|csv&cursor=&limit=: the site's consent ledger for its admins, newest first, as JSON pages or one CSV download.
import { route } from '@/server/http/route';
import { CONSENT_EXPORT_RATE_LIMIT, ledgerAnswer } from '@/server/consent/ledger-http';
import { consentLedgerQuerySchema } from '@/schemas/consent';
import { can } from '@/lib/permissions';

export const GET = route({ access: can('consent.read'), query: consentLedgerQuerySchema, rateLimit: CONSENT_EXPORT_RATE_LIMIT }, async ({ db, tenant, query }) => {
  return ledgerAnswer(db, { tenant, ...query });
});
