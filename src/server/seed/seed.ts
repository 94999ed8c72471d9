import 'server-only';
// The demo content: three organisations with everything their public sites show. Idempotent per
// organisation: an organisation whose slug exists is left alone, a new one is written in one
// transaction, so a failed run never leaves half a site behind.
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db, Tx } from '@/server/db/client';
import { writeOrganization } from '@/server/write';
import { meetingTypes, organizationDomains, organizations, organizationSettings } from '@/server/db/schema';
import { ensureAccount } from '@/server/people/accounts';
import { saveProfile } from '@/server/account/profiles';
import { organizationTypeSchema } from '@/schemas/enums';
import { classifyHost, normalizeHost } from '@/lib/hosts';
import { DEMO_LOGINS, DEMO_ORGANIZATIONS } from './demo-logins';
import { DEMO_CONTENT } from './orgs';
import type { OrganizationSeed } from './types';
import { writeContent } from './write-content';
import { addCustomerHistory, type DemoCustomer } from './customer-history';

type Log = (line: string) => void;
type DemoOrganization = (typeof DEMO_ORGANIZATIONS)[number];

/** True when there is no organisation at all: the start script seeds only then. */
export async function isDatabaseEmpty(db: Db): Promise<boolean> {
  const [row] = await db.select({ id: organizations.id }).from(organizations).limit(1);
  return !row;
}

export async function seedDemo(
  db: Db,
  options: { log?: Log } = {},
): Promise<{ seeded: string[]; skipped: string[] }> {
  const log: Log = options.log ?? (() => {});
  const seeded: string[] = [];
  const skipped: string[] = [];
  for (const org of DEMO_ORGANIZATIONS) {
    const content = DEMO_CONTENT[org.slug];
    if (!content) throw new Error(`No demo content for the organisation "${org.slug}".`);
    const created = await seedOrganization(db, org, content, log);
    (created ? seeded : skipped).push(org.slug);
    log(created ? `Seeded ${org.slug} (${org.name}).` : `Skipped ${org.slug}: it already exists.`);
  }
  return { seeded, skipped };
}

async function seedOrganization(db: Db, org: DemoOrganization, content: OrganizationSeed, log: Log): Promise<boolean> {
  if (await organizationExists(db, org.slug)) return false;
  // The id is chosen here so the write path knows whose caches to drop (cached "no such site"
  // answers included) once the organisation is committed, on every instance.
  const id = randomUUID();
  try {
    await writeOrganization(db, id, async (tx) => {
      await tx.insert(organizations).values({ id, slug: org.slug, name: org.name, type: organizationTypeSchema.parse(org.type) });
      await tx.insert(organizationSettings).values({ ...content.settings, organizationId: id });
      await addCustomDomains(tx, id, org.hosts, log);
      const { customer, adminId } = await addPeople(tx, id, org.slug, content);
      await writeContent(tx, id, content);
      // The demo admin hosts the demo meeting types.
      if (adminId) await tx.update(meetingTypes).set({ hostUserId: adminId }).where(eq(meetingTypes.organizationId, id));
      if (customer) await addCustomerHistory(tx, id, customer);
    });
    return true;
  } catch (error) {
    // Another process seeding at the same moment won the race for the slug: that is a skip.
    if (isUniqueViolation(error) && (await organizationExists(db, org.slug))) return false;
    throw error;
  }
}

async function organizationExists(db: Db, slug: string): Promise<boolean> {
  const [row] = await db.select({ id: organizations.id }).from(organizations).where(eq(organizations.slug, slug)).limit(1);
  return Boolean(row);
}

/** localhost and <slug>.localhost resolve without a row; only real host names become domains. */
async function addCustomDomains(tx: Tx, organizationId: string, hosts: string[], log: Log) {
  // The demo domains (*.test) resolve only where /etc/hosts says so: they stay alternates, and links
  // in e-mail use <slug>.localhost, which every browser reaches (docs/decisions/020).
  const primary = false;
  for (const value of hosts) {
    const host = normalizeHost(value);
    if (!host || classifyHost(host).kind !== 'domain') continue;
    const [taken] = await tx
      .select({ id: organizationDomains.id })
      .from(organizationDomains)
      .where(eq(organizationDomains.host, host))
      .limit(1);
    if (taken) {
      // A host someone attached to another organisation stays theirs; the demo site still answers by slug.
      log(`  ${host} already belongs to another organisation; not attached.`);
      continue;
    }
    await tx.insert(organizationDomains).values({ organizationId, host, isPrimary: primary });
  }
}

/** Adds the demo logins' accounts and profiles; answers the demo customer and the admin's account id. */
async function addPeople(tx: Tx, organizationId: string, slug: string, content: OrganizationSeed): Promise<{ customer: DemoCustomer | null; adminId: string | null }> {
  let customer: DemoCustomer | null = null;
  let adminId: string | null = null;
  for (const login of DEMO_LOGINS.filter((l) => l.slug === slug)) {
    const person = content.people[login.role];
    const { userId } = await ensureAccount(tx, { email: login.email, password: login.password, name: person.fullName });
    await saveProfile(tx, {
      organizationId,
      userId,
      username: person.username,
      email: login.email,
      fullName: person.fullName,
      role: login.role,
    });
    if (login.role === 'customer') customer = { userId, email: login.email, name: person.fullName };
    if (login.role === 'admin') adminId = userId;
  }
  return { customer, adminId };
}

function isUniqueViolation(error: unknown): boolean {
  for (let current: unknown = error; current; current = (current as { cause?: unknown }).cause) {
    if ((current as { code?: unknown }).code === '23505') return true;
  }
  return false;
}
