import 'server-only';
// The admin ledger's answers: a JSON page, or the CSV file as a download named for the site and day.
import type { Db } from '@/server/db/client';
import type { RouteRateLimit } from '@/server/http/route';
import { PRIVATE_HEADERS } from '@/server/sections/access';
import type { Tenant } from '@/server/tenancy/resolve';
import { consentLedgerCsv, ledgerFileName, listConsentLedger } from './ledger';

/** An admin paging through a large ledger makes many calls; a script pulling it every second does not belong. */
export const CONSENT_EXPORT_RATE_LIMIT = { name: 'consent-export', per: 'user', max: 300, windowSeconds: 600 } as const satisfies RouteRateLimit;

type LedgerQuery = { tenant: Tenant; format: 'json' | 'csv'; cursor?: string; limit: number };

export async function ledgerAnswer(db: Db, { tenant, format, cursor, limit }: LedgerQuery): Promise<Response> {
  if (format === 'json') return Response.json(await listConsentLedger(db, { organizationId: tenant.id, cursor, limit }), { headers: PRIVATE_HEADERS });
  return new Response(consentLedgerCsv(db, { organizationId: tenant.id }), {
    headers: {
      ...PRIVATE_HEADERS,
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="${ledgerFileName(tenant.slug)}"`,
    },
  });
}
