import 'server-only';
// Creating organisations and attaching host names: used by `npm run org`. Both go through the
// write path, so a new site or host answers on every instance as soon as it is committed.
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '@/server/db/client';
import { writeOrganization } from '@/server/write';
import { organizationDomains, organizations, organizationSettings } from '@/server/db/schema';
import { organizationTypeSchema } from '@/schemas/enums';
import { LOCALES } from '@/lib/i18n/locales';
import { normalizeHost } from '@/lib/hosts';

export const slugSchema = z
  .string()
  .min(2)
  .max(63)
  .regex(/^[a-z0-9]([a-z0-9-]*[a-z0-9])?$/, 'must be lowercase letters, digits and inner hyphens');

export const hostSchema = z
  .string()
  .transform((value, ctx) => {
    const host = normalizeHost(value);
    if (!host) {
      ctx.addIssue({ code: 'custom', message: `"${value}" is not a valid host name` });
      return z.NEVER;
    }
    return host;
  });

export const createOrganizationSchema = z
  .object({
    slug: slugSchema,
    name: z.string().trim().min(1).max(200),
    type: organizationTypeSchema.default('general'),
    language: z.enum(LOCALES).default('en'),
    locales: z.array(z.enum(LOCALES)).min(1).default(['en']),
    hosts: z.array(hostSchema).default([]),
  })
  .refine((v) => v.locales.includes(v.language), { message: 'the default language must be one of the locales', path: ['language'] });

export type CreateOrganizationInput = z.input<typeof createOrganizationSchema>;

export class DomainTakenError extends Error {}

/** Creates an organisation with its settings and host names, all or nothing. */
export async function createOrganization(db: Db, input: CreateOrganizationInput) {
  const data = createOrganizationSchema.parse(input);
  // Chosen here, not by the database, so the write path knows whose caches to drop after commit.
  const id = randomUUID();
  return writeOrganization(db, id, async (tx) => {
    const [org] = await tx.insert(organizations).values({ id, slug: data.slug, name: data.name, type: data.type }).returning();
    await tx.insert(organizationSettings).values({
      organizationId: org.id,
      language: data.language,
      supportedLocales: data.locales,
      site: data.name,
    });
    for (const [index, host] of data.hosts.entries()) {
      await assertHostFree(tx, host);
      await tx.insert(organizationDomains).values({ organizationId: org.id, host, isPrimary: index === 0 });
    }
    return org;
  });
}

async function assertHostFree(db: Pick<Db, 'select'>, host: string) {
  const [taken] = await db
    .select({ slug: organizations.slug })
    .from(organizationDomains)
    .innerJoin(organizations, eq(organizations.id, organizationDomains.organizationId))
    .where(eq(organizationDomains.host, host))
    .limit(1);
  if (taken) throw new DomainTakenError(`The host ${host} already belongs to the organisation "${taken.slug}".`);
}

/** Attaches a custom host name to an organisation. */
export async function addDomain(db: Db, input: { slug: string; host: string; primary?: boolean }) {
  const slug = slugSchema.parse(input.slug);
  const host = hostSchema.parse(input.host);
  const [org] = await db.select().from(organizations).where(eq(organizations.slug, slug)).limit(1);
  if (!org) throw new Error(`No organisation with the slug "${slug}".`);
  return writeOrganization(db, org.id, async (tx) => {
    await assertHostFree(tx, host);
    if (input.primary) {
      await tx.update(organizationDomains).set({ isPrimary: false }).where(eq(organizationDomains.organizationId, org.id));
    }
    const [domain] = await tx
      .insert(organizationDomains)
      .values({ organizationId: org.id, host, isPrimary: input.primary ?? false })
      .returning();
    return { org, domain };
  });
}

export async function listOrganizations(db: Db) {
  const orgs = await db.select().from(organizations).orderBy(organizations.createdAt);
  const domains = await db.select().from(organizationDomains);
  return orgs.map((org) => ({ ...org, hosts: domains.filter((d) => d.organizationId === org.id).map((d) => d.host) }));
}
