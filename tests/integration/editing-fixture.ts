// Two organisations with the people who edit them, for the tests of versions and revisions: A's
// admin, editor and customer, and B's admin (who has no role on A). Each person has a full name on
// their organisation, which the revision history shows.
import type { RouteHandler } from '@/server/http/route';
import { createOrganization } from '@/server/organizations/service';
import { ensureAccount } from '@/server/people/accounts';
import { saveProfile } from '@/server/account/profiles';
import type { Db } from '@/server/db/client';
import { signIn } from '../support/auth';
import { headersFor, type Who } from './caller';

export const HOST_A = 'firm-a.localhost';
export const HOST_B = 'firm-b.localhost';

export type Person = 'admin' | 'editor' | 'customer' | 'adminB';
export type Json = Record<string, unknown> & { id: string };

export const FULL_NAMES: Record<Person, string> = { admin: 'Ada Lindqvist', editor: 'Samir Okafor', customer: 'Rory Maguire', adminB: 'Bea Brandt' };

export type EditingFixture = { orgA: string; orgB: string; who: Record<Person, Who>; userIds: Record<Person, string> };

export async function editingFixture(db: Db): Promise<EditingFixture> {
  const orgA = (await createOrganization(db, { slug: 'firm-a', name: 'Firm A' })).id;
  const orgB = (await createOrganization(db, { slug: 'firm-b', name: 'Firm B' })).id;
  const people = [
    ['admin', 'admin@a.example', orgA, 'admin', HOST_A],
    ['editor', 'editor@a.example', orgA, 'editor', HOST_A],
    ['customer', 'customer@a.example', orgA, 'customer', HOST_A],
    ['adminB', 'admin@b.example', orgB, 'admin', HOST_B],
  ] as const;
  const who = {} as Record<Person, Who>;
  const userIds = {} as Record<Person, string>;
  for (const [key, email, org, role, host] of people) {
    const { userId } = await ensureAccount(db, { email, password: 'Passw0rdOK', name: key });
    await saveProfile(db, { organizationId: org, userId, username: key.toLowerCase(), email, role, fullName: FULL_NAMES[key] });
    who[key] = await signIn(host, email, 'Passw0rdOK');
    userIds[key] = userId;
  }
  return { orgA, orgB, who, userIds };
}

/** Calls a route handler as `who` on `host` (A's unless said), with a JSON body when one is given. */
export function call(
  handler: RouteHandler,
  method: string,
  url: string,
  who: Who = {},
  body?: unknown,
  params: Record<string, string> = {},
  host: string = HOST_A,
): Promise<Response> {
  const init = { method, headers: headersFor(host, who, body !== undefined), body: body === undefined ? undefined : JSON.stringify(body) };
  return handler(new Request(`http://${host}${url}`, init), { params: Promise.resolve(params) });
}

/** The answer's status and JSON body, with the body in the message when the status is not the one expected. */
export async function answer(response: Response): Promise<{ status: number; body: Json }> {
  return { status: response.status, body: (await response.json()) as Json };
}
