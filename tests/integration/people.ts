// The people most API tests act as: organisation A's admin, editor and customer, and organisation
// B's admin (who must be refused on A's records). Either two fresh organisations, or the demo ones
// (harbour-law as A, brightstack as B) with their seeded logins.
import { sql } from 'drizzle-orm';
import { DEMO_LOGINS } from '@/server/seed/demo-logins';
import { saveProfile } from '@/server/account/profiles';
import { createOrganization } from '@/server/organizations/service';
import { ensureAccount } from '@/server/people/accounts';
import type { Db } from '@/server/db/client';
import { signIn } from '../support/auth';
import type { Who } from './caller';

export type Person = 'admin' | 'editor' | 'customer' | 'adminB';
export type People = { orgA: string; orgB: string; who: Record<Person, Who>; userIds: Record<Person, string> };

const ROLES: Record<Person, { role: 'admin' | 'editor' | 'customer'; of: 'A' | 'B' }> = {
  admin: { role: 'admin', of: 'A' },
  editor: { role: 'editor', of: 'A' },
  customer: { role: 'customer', of: 'A' },
  adminB: { role: 'admin', of: 'B' },
};

/** Two new organisations on the hosts `{slug}.localhost`, with the four people signed in. */
export async function freshPeople(db: Db, slugs: { a: string; b: string }): Promise<People> {
  const orgA = (await createOrganization(db, { slug: slugs.a, name: slugs.a })).id;
  const orgB = (await createOrganization(db, { slug: slugs.b, name: slugs.b })).id;
  const who = {} as Record<Person, Who>;
  const userIds = {} as Record<Person, string>;
  for (const [person, { role, of }] of Object.entries(ROLES) as [Person, (typeof ROLES)[Person]][]) {
    const email = `${person.toLowerCase()}@${of.toLowerCase()}.example`;
    const { userId } = await ensureAccount(db, { email, password: 'Passw0rdOK', name: person });
    await saveProfile(db, { organizationId: of === 'A' ? orgA : orgB, userId, username: person.toLowerCase(), email, role });
    userIds[person] = userId;
    who[person] = await signIn(`${of === 'A' ? slugs.a : slugs.b}.localhost`, email, 'Passw0rdOK');
  }
  return { orgA, orgB, who, userIds };
}

/** The demo organisations (seeded): harbour-law as A, brightstack as B, signed in with their demo logins. */
export async function demoPeople(db: Db): Promise<Omit<People, 'userIds'>> {
  const orgs = (await db.execute<{ slug: string; id: string }>(sql`select slug, id from organizations`)).rows;
  const slugOf = { A: 'harbour-law', B: 'brightstack' } as const;
  const who = {} as Record<Person, Who>;
  for (const [person, { role, of }] of Object.entries(ROLES) as [Person, (typeof ROLES)[Person]][]) {
    const { host, email, password } = DEMO_LOGINS.find((login) => login.slug === slugOf[of] && login.role === role)!;
    who[person] = await signIn(host, email, password);
  }
  return { orgA: orgs.find((row) => row.slug === slugOf.A)!.id, orgB: orgs.find((row) => row.slug === slugOf.B)!.id, who };
}
