import 'server-only';
// The consent rules (public spec §4): a decision names services of this organisation's catalogue,
// always includes the essential ones, and becomes a new ledger row; nothing is ever updated. The
// latest row of a person or browser is their decision, current while the policy revision holds.
import { and, desc, eq, isNull } from 'drizzle-orm';
import type { Db, DbOrTx } from '@/server/db/client';
import { consentRecords } from '@/server/db/schema';
import { ApiError } from '@/server/http/api';
import { CONSENT_MESSAGES, type ConsentRecordResponse, type ConsentStateResponse, type CreateConsentInput } from '@/schemas/consent';
import { consentCatalogue, essentialServiceIds, loadConsentCatalogue } from './catalogue';

type ConsentRecordRow = typeof consentRecords.$inferSelect;

/** Who a decision belongs to: the signed-in person, else the browser's visitor id. */
export type Decider = { userId: string | null; visitorId: string | undefined };

/** The organisation named in a consent call must be the one whose site is asking (403 otherwise). */
export function assertOwnOrganization(organizationId: string, named: string): void {
  if (named !== organizationId) throw new ApiError(403, CONSENT_MESSAGES.otherOrganization, { organization_id: [CONSENT_MESSAGES.otherOrganization] });
}

export function consentRecordResponse(row: ConsentRecordRow): ConsentRecordResponse {
  return {
    id: row.id,
    organization_id: row.organizationId,
    user_id: row.userId,
    consent_given: row.consentGiven,
    services: row.services,
    categories: row.categories,
    policy_revision: row.policyRevision,
    locale: row.locale,
    created_at: row.createdAt.toISOString(),
  };
}

async function latestRecord(db: DbOrTx, organizationId: string, decider: Decider): Promise<ConsentRecordRow | undefined> {
  const newest = (where: ReturnType<typeof and>) =>
    db.select().from(consentRecords).where(where).orderBy(desc(consentRecords.createdAt), desc(consentRecords.id)).limit(1);
  if (decider.userId) {
    const [own] = await newest(and(eq(consentRecords.organizationId, organizationId), eq(consentRecords.userId, decider.userId)));
    if (own) return own;
  }
  // A choice made on this browser before signing in still counts; another person's never does.
  if (!decider.visitorId) return undefined;
  const [browser] = await newest(and(eq(consentRecords.organizationId, organizationId), eq(consentRecords.visitorId, decider.visitorId), isNull(consentRecords.userId)));
  return browser;
}

/** GET /api/cookies/consent: the latest decision and whether it answered the current policy. */
export async function readConsentState(db: Db, { organizationId, decider }: { organizationId: string; decider: Decider }): Promise<ConsentStateResponse> {
  const [catalogue, record] = await Promise.all([consentCatalogue(db, { organizationId }), latestRecord(db, organizationId, decider)]);
  return {
    services: record?.services ?? [],
    consent_given: record?.consentGiven ?? false,
    policy_revision: record?.policyRevision ?? null,
    current_policy_revision: catalogue.revision,
    current: record?.policyRevision === catalogue.revision,
    decided_at: record?.createdAt.toISOString() ?? null,
  };
}

export type RecordConsentInput = {
  organizationId: string;
  decider: Decider;
  input: CreateConsentInput;
  locale: string;
  userAgent: string | null;
  ipHash: string | null;
};

/**
 * POST /api/cookies/consent: checks the services against the catalogue and appends the decision.
 * Catalogue and row are read and written in one transaction, so the revision stored is the one
 * of the services that were checked.
 */
export async function recordConsent(db: Db, { organizationId, decider, input, locale, userAgent, ipHash }: RecordConsentInput): Promise<ConsentRecordRow> {
  assertOwnOrganization(organizationId, input.organization_id);
  return db.transaction(async (tx) => {
    const catalogue = await loadConsentCatalogue(tx, { organizationId });
    const active = new Map(catalogue.services.filter((s) => s.active).map((s) => [s.id, s]));
    const unknown = [...new Set(input.services)].filter((id) => !active.has(id));
    if (unknown.length > 0) {
      throw new ApiError(400, CONSENT_MESSAGES.unknownService, { formErrors: [], fieldErrors: { services: unknown.map((id) => `${CONSENT_MESSAGES.unknownService}: ${id}`) } });
    }
    const essential = essentialServiceIds(catalogue);
    // A refusal grants nothing beyond what the site cannot work without (spec §4: Reject all).
    const chosen = input.consent_given ? [...essential, ...input.services] : essential;
    const services = [...new Set(chosen)];
    const categoryOrder = new Map(catalogue.categories.map((c, index) => [c.id, index]));
    const categories = [...new Set(services.map((id) => active.get(id)!.categoryId))].sort((a, b) => categoryOrder.get(a)! - categoryOrder.get(b)!);
    const [row] = await tx
      .insert(consentRecords)
      .values({
        organizationId,
        userId: decider.userId,
        visitorId: decider.visitorId ?? null,
        consentGiven: input.consent_given,
        services,
        categories,
        policyRevision: catalogue.revision,
        locale,
        userAgent,
        ipHash,
      })
      .returning();
    return row;
  });
}
