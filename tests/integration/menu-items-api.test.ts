// The header and footer editors' menu API (editing-layer spec §3 "Menu item", "Submenu item", §7, §9;
// docs/decisions/072): staff list the menu with its stored addresses, add, change and delete items
// and sub-items, and save a new order in one bulk call. Every change raises a version and keeps the
// state it replaced, a save based on an older version is refused with the entry as it now is, a
// refused bulk order moves nothing, and visitors see a change at their next request. Run on the
// demo organisations (harbour-law as A, brightstack as B).
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { GET as menuGet, POST as menuPost, PUT as menuBulkPut } from '@/app/api/menu-items/route';
import { DELETE as menuDelete, PUT as menuPut } from '@/app/api/menu-items/[id]/route';
import { POST as subPost, PUT as subBulkPut } from '@/app/api/submenu-items/route';
import { DELETE as subDelete, PUT as subPut } from '@/app/api/submenu-items/[id]/route';
import { GET as revisionsGet } from '@/app/api/revisions/route';
import { POST as restorePost } from '@/app/api/revisions/[id]/restore/route';
import { menuItems, posts, revisions, submenuItems } from '@/server/db/schema';
import { clearAllMemo } from '@/server/cache/memo';
import { getSiteChrome } from '@/server/site/queries';
import { NO_PERMISSION_MESSAGE, NO_SESSION_MESSAGE } from '@/server/http/api';
import type { RouteHandler } from '@/server/http/route';
import { MENU_MAX_BODY_BYTES, MENU_MESSAGES, menuOrderAt, type MenuItemView, type MenuView, type SubmenuItemView } from '@/schemas/menu-items';
import { VERSION_MESSAGES } from '@/schemas/version';
import { createTestDatabase, DATABASE_KINDS, type TestDatabase } from '../support/databases';
import { headersFor, type Who } from './caller';
import { demoPeople, type Person } from './people';

const A = 'harbour-law.localhost';
const B = 'brightstack.localhost';
type Answer = { error: string; details?: Record<string, unknown>; current?: (MenuItemView | SubmenuItemView) | null };

function call(handler: RouteHandler, method: string, url: string, who: Who = {}, body?: unknown, params: Record<string, string> = {}, host = A) {
  const init = { method, headers: headersFor(host, who, body !== undefined), body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body) };
  return handler(new Request(`http://${host}${url}`, init), { params: Promise.resolve(params) });
}

describe.each(DATABASE_KINDS)('the menu API on %s', (kind) => {
  let database: TestDatabase;
  let orgA = '';
  let orgB = '';
  const who = {} as Record<Person, Who>;
  /** A page of A's and one of B's, by id and slug. */
  let pageA = { id: '', slug: '' };
  let pageB = { id: '', slug: '' };

  const list = (as: Who = who.editor, query = '', host = A) => call(menuGet, 'GET', `/api/menu-items${query}`, as, undefined, {}, host);
  const addItem = (body: unknown, as: Who = who.editor, host = A) => call(menuPost, 'POST', '/api/menu-items', as, body, {}, host);
  const putItem = (id: string, body: unknown, as: Who = who.editor, host = A) => call(menuPut, 'PUT', `/api/menu-items/${id}`, as, body, { id }, host);
  const deleteItem = (id: string, query = '', as: Who = who.editor, host = A) => call(menuDelete, 'DELETE', `/api/menu-items/${id}${query}`, as, undefined, { id }, host);
  const orderItems = (body: unknown, as: Who = who.editor, host = A) => call(menuBulkPut, 'PUT', '/api/menu-items', as, body, {}, host);
  const addSub = (body: unknown, as: Who = who.editor, host = A) => call(subPost, 'POST', '/api/submenu-items', as, body, {}, host);
  const putSub = (id: string, body: unknown, as: Who = who.editor, host = A) => call(subPut, 'PUT', `/api/submenu-items/${id}`, as, body, { id }, host);
  const deleteSub = (id: string, query = '', as: Who = who.editor, host = A) => call(subDelete, 'DELETE', `/api/submenu-items/${id}${query}`, as, undefined, { id }, host);
  const orderSubs = (body: unknown, as: Who = who.editor) => call(subBulkPut, 'PUT', '/api/submenu-items', as, body);

  async function ok<T = MenuItemView>(pending: Promise<Response>, status = 200): Promise<T> {
    const response = await pending;
    expect(response.status, await response.clone().text()).toBe(status);
    return (await response.json()) as T;
  }

  async function refused(pending: Promise<Response>, status: number, error?: string): Promise<Answer> {
    const response = await pending;
    const body = (await response.json()) as Answer;
    expect(response.status, JSON.stringify(body)).toBe(status);
    if (error !== undefined) expect(body.error).toBe(error);
    return body;
  }

  /** Every menu row of an organisation, items and sub-items, as stored. */
  async function rowsOf(organizationId: string) {
    return {
      items: await database.db.select().from(menuItems).where(eq(menuItems.organizationId, organizationId)).orderBy(menuItems.id),
      subs: await database.db.select().from(submenuItems).where(eq(submenuItems.organizationId, organizationId)).orderBy(submenuItems.id),
    };
  }

  /** An item of A with two sub-items, made through the API. */
  async function itemWithSubs(name = 'Services'): Promise<MenuItemView> {
    const item = await ok(addItem({ display_name: name, url_name: '/services' }), 201);
    await ok(addSub({ menu_item_id: item.id, name: 'Wills', url_name: 'wills' }), 201);
    await ok(addSub({ menu_item_id: item.id, name: 'Probate', url_name: '/probate' }), 201);
    return (await ok<MenuView>(list())).menu_items.find((entry) => entry.id === item.id)!;
  }

  beforeAll(async () => {
    database = await createTestDatabase(kind, { seed: 'demo' });
    const people = await demoPeople(database.db);
    ({ orgA, orgB } = people);
    Object.assign(who, people.who);
    const pageOf = async (organizationId: string) =>
      (await database.db.select({ id: posts.id, slug: posts.slug }).from(posts).where(eq(posts.organizationId, organizationId)).orderBy(posts.slug).limit(1))[0];
    pageA = await pageOf(orgA);
    pageB = await pageOf(orgB);
    expect(pageA && pageB).toBeTruthy();
  }, 600_000);
  afterAll(() => database?.dispose());
  beforeEach(async () => {
    // Rows are cleared behind the write path's back here, so the cached public reads go with them.
    clearAllMemo();
    await database.db.delete(menuItems).where(eq(menuItems.organizationId, orgA));
    await database.db.delete(revisions).where(inArray(revisions.entityType, ['menu_item', 'submenu_item']));
  });

  it('lets an editor add items and sub-items with the spec’s defaults, and lists them in order with their stored addresses', async () => {
    const first = await ok(addItem({ display_name: '  About us ', url_name: `/${pageA.slug}`, organization_id: orgA }), 201);
    expect(first).toMatchObject({
      organization_id: orgA, display_name: 'About us', url_name: `/${pageA.slug}`, description: null, order: 0,
      is_displayed: true, is_displayed_on_footer: false, page_id: pageA.id, version: 1, website_submenuitem: [],
    });
    const second = await ok(addItem({ display_name: 'Call us', url_name: 'tel:+441234567', description: 'Weekdays', is_displayed_on_footer: true }, who.admin), 201);
    expect(second).toMatchObject({ order: 10, page_id: null, description: 'Weekdays', is_displayed_on_footer: true });
    // An item naming a page by id and no address keeps the page's path as its fallback.
    const byId = await ok(addItem({ display_name: 'Home', page_id: pageA.id, order: 5 }), 201);
    expect(byId).toMatchObject({ url_name: `/${pageA.slug}`, page_id: pageA.id, order: 5 });

    const sub = await ok<SubmenuItemView>(addSub({ menu_item_id: first.id, name: 'Team', url_name: 'https://example.com/team', image: 'https://images.example/t.png' }, who.admin), 201);
    expect(sub).toMatchObject({ menu_item_id: first.id, organization_id: orgA, name: 'Team', description: '', order: 0, is_displayed: true, page_id: null, version: 1 });
    const next = await ok<SubmenuItemView>(addSub({ menu_item_id: first.id, name: 'History', url_name: pageA.slug }), 201);
    expect(next).toMatchObject({ order: 10, page_id: pageA.id });

    const response = await list(who.admin, `?organization_id=${orgA}`);
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    const { menu_items } = (await response.json()) as MenuView;
    expect(menu_items.map((item) => item.display_name)).toEqual(['About us', 'Home', 'Call us']);
    expect(menu_items[0].website_submenuitem.map((entry) => entry.name)).toEqual(['Team', 'History']);
    expect(menu_items[0].website_submenuitem[0]).toEqual(sub);
    expect((await rowsOf(orgB)).items.every((item) => item.displayName !== 'About us')).toBe(true);
  });

  it('changes, re-links and deletes entries as admin and as editor, each save one version on', async () => {
    const item = await itemWithSubs();
    const renamed = await ok(putItem(item.id, { display_name: 'What we do', version: 1 }, who.admin));
    expect(renamed).toMatchObject({ display_name: 'What we do', url_name: '/services', version: 2 });
    // A new address is read again for the page it leads to; one elsewhere names none.
    expect(await ok(putItem(item.id, { url_name: pageA.slug, version: 2 }))).toMatchObject({ url_name: pageA.slug, page_id: pageA.id, version: 3 });
    expect(await ok(putItem(item.id, { url_name: 'mailto:office@harbour-law.example' }))).toMatchObject({ page_id: null, version: 4 });
    expect(await ok(putItem(item.id, { page_id: pageA.id, is_displayed: false, description: 'All of it' }))).toMatchObject({
      page_id: pageA.id, url_name: 'mailto:office@harbour-law.example', is_displayed: false, description: 'All of it', version: 5,
    });

    const [wills, probate] = item.website_submenuitem;
    expect(await ok(putSub(wills.id, { name: 'Last wills', is_displayed: false, version: 1 }, who.admin))).toMatchObject({ name: 'Last wills', is_displayed: false, version: 2 });
    expect(await ok(deleteSub(probate.id, '?version=1', who.admin))).toEqual({ success: true, id: probate.id });
    expect((await rowsOf(orgA)).subs.map((sub) => sub.id)).toEqual([wills.id]);
    // Changing a sub-item leaves its item's version alone.
    expect((await ok<MenuView>(list())).menu_items[0]).toMatchObject({ version: 5, website_submenuitem: [{ id: wills.id, name: 'Last wills' }] });
  });

  it('deletes an item together with its sub-items', async () => {
    const item = await itemWithSubs();
    const other = await itemWithSubs('Contact');
    expect(await ok(deleteItem(item.id, `?version=1&organization_id=${orgA}`))).toEqual({ success: true, id: item.id });
    const { items, subs } = await rowsOf(orgA);
    expect(items.map((row) => row.id)).toEqual([other.id]);
    expect(subs.map((row) => row.menuItemId)).toEqual([other.id, other.id]);
    await refused(deleteItem(item.id), 404, MENU_MESSAGES.menuItemNotFound);
  });

  it('refuses the customer, visitors, another organisation’s admin and a foreign organization_id, changing nothing', async () => {
    const item = await itemWithSubs();
    const sub = item.website_submenuitem[0];
    const before = await rowsOf(orgA);
    const wall: [Person | null, number, string][] = [[null, 401, NO_SESSION_MESSAGE], ['customer', 403, NO_PERMISSION_MESSAGE], ['adminB', 403, NO_PERMISSION_MESSAGE]];
    for (const [person, status, error] of wall) {
      const as = person ? who[person] : {};
      for (const pending of [
        list(as), addItem({ display_name: 'X' }, as), putItem(item.id, { display_name: 'X' }, as), deleteItem(item.id, '', as),
        orderItems({ items: [{ id: item.id, order: 50 }] }, as), addSub({ menu_item_id: item.id, name: 'X' }, as),
        putSub(sub.id, { name: 'X' }, as), deleteSub(sub.id, '', as), orderSubs({ menu_item_id: item.id, items: [{ id: sub.id, order: 50 }] }, as),
      ]) await refused(pending, status, error);
    }
    // B's admin on B's own site: A's ids name nothing there.
    await refused(putItem(item.id, { display_name: 'Taken' }, who.adminB, B), 404, MENU_MESSAGES.menuItemNotFound);
    await refused(deleteItem(item.id, '', who.adminB, B), 404, MENU_MESSAGES.menuItemNotFound);
    await refused(putSub(sub.id, { name: 'Taken' }, who.adminB, B), 404, MENU_MESSAGES.submenuItemNotFound);
    await refused(deleteSub(sub.id, '', who.adminB, B), 404, MENU_MESSAGES.submenuItemNotFound);
    await refused(addSub({ menu_item_id: item.id, name: 'Into A' }, who.adminB, B), 400, MENU_MESSAGES.menuItemNotFound);
    await refused(orderItems({ items: [{ id: item.id, order: 70 }] }, who.adminB, B), 400, MENU_MESSAGES.notMenuItems);
    // Naming another organisation than the Host's.
    const other = MENU_MESSAGES.otherOrganization;
    await refused(list(who.admin, `?organization_id=${orgB}`), 403, other);
    await refused(addItem({ display_name: 'X', organization_id: orgB }, who.admin), 403, other);
    await refused(putItem(item.id, { display_name: 'X', organization_id: orgB }, who.admin), 403, other);
    await refused(deleteItem(item.id, `?organization_id=${orgB}`, who.admin), 403, other);
    await refused(orderItems({ organization_id: orgB, items: [{ id: item.id, order: 70 }] }, who.admin), 403, other);
    await refused(addSub({ organization_id: orgB, menu_item_id: item.id, name: 'X' }, who.admin), 403, other);
    await refused(putSub(sub.id, { organization_id: orgB, name: 'X' }, who.admin), 403, other);
    await refused(deleteSub(sub.id, `?organization_id=${orgB}`, who.admin), 403, other);
    expect(await rowsOf(orgA)).toEqual(before);
  });

  it('refuses bad input with details, never a server error, and writes nothing', async () => {
    const item = await itemWithSubs();
    const sub = item.website_submenuitem[0];
    const before = await rowsOf(orgA);
    const cases: [Promise<Response>, string?][] = [
      [addItem({ display_name: '   ' }), MENU_MESSAGES.nameRequired],
      [addItem({}), MENU_MESSAGES.nameRequired],
      [addItem({ display_name: 'x'.repeat(101) }), MENU_MESSAGES.nameTooLong],
      [addItem({ display_name: '<b>Hi</b>' })],
      [addItem({ display_name: 'Evil', url_name: 'javascript:alert(1)' }), MENU_MESSAGES.urlInvalid],
      [addItem({ display_name: 'Evil', url_name: 'JavaScript:alert(1)' }), MENU_MESSAGES.urlInvalid],
      [addItem({ display_name: 'Away', url_name: '//evil.example/x' }), MENU_MESSAGES.urlInvalid],
      [addItem({ display_name: 'Data', url_name: 'data:text/html,hi' }), MENU_MESSAGES.urlInvalid],
      [addItem({ display_name: 'Long', url_name: `/${'a'.repeat(500)}` }), MENU_MESSAGES.urlTooLong],
      [addItem({ display_name: 'Neg', order: -1 }), MENU_MESSAGES.orderInvalid],
      [addItem({ display_name: 'Half', order: 1.5 }), MENU_MESSAGES.orderInvalid],
      [addItem({ display_name: 'Page', page_id: pageB.id }), MENU_MESSAGES.pageNotFound],
      [addItem({ display_name: 'Page', page_id: 'not-an-id' }), MENU_MESSAGES.pageInvalid],
      [addItem({ display_name: 'Type', is_displayed: 'yes' }), MENU_MESSAGES.flagInvalid],
      [addItem({ display_name: 123 }), MENU_MESSAGES.nameRequired],
      [addItem({ display_name: 'Nul\u0000byte' })],
      [addItem({ display_name: 'Desc', description: 'd'.repeat(501) }), MENU_MESSAGES.descriptionTooLong],
      [addItem('{"display_name": ')],
      [putItem(item.id, { display_name: '' }), MENU_MESSAGES.nameRequired],
      [putItem(item.id, { page_id: pageB.id }), MENU_MESSAGES.pageNotFound],
      [putItem(item.id, { version: 0 }), VERSION_MESSAGES.invalid],
      [putItem(item.id, { version: '1' }), VERSION_MESSAGES.invalid],
      [deleteItem(item.id, '?version=abc'), VERSION_MESSAGES.invalid],
      [addSub({ name: 'Orphan' }), MENU_MESSAGES.menuItemInvalid],
      [addSub({ menu_item_id: crypto.randomUUID(), name: 'Orphan' }), MENU_MESSAGES.menuItemNotFound],
      [addSub({ menu_item_id: item.id, name: ' ' }), MENU_MESSAGES.nameRequired],
      [addSub({ menu_item_id: item.id, name: 'Img', image: 'javascript:alert(1)' })],
      [addSub({ menu_item_id: item.id, name: 'Page', page_id: pageB.id }), MENU_MESSAGES.pageNotFound],
      [putSub(sub.id, { order: -1 }), MENU_MESSAGES.orderInvalid],
      [putSub(sub.id, { menu_item_id: crypto.randomUUID() }), MENU_MESSAGES.menuItemNotFound],
      [orderItems({ items: [] }), MENU_MESSAGES.itemsRequired],
      [orderItems({ items: [{ id: item.id, order: 0 }, { id: item.id, order: 10 }] }), MENU_MESSAGES.repeated],
      [orderItems({ items: Array.from({ length: 201 }, (_, i) => ({ id: crypto.randomUUID(), order: i })) }), MENU_MESSAGES.itemsRequired],
      [list(who.editor, '?organization_id=nope'), MENU_MESSAGES.organizationInvalid],
    ];
    for (const [pending, message] of cases) {
      const response = await pending;
      const body = (await response.json()) as Answer;
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect(body.details, JSON.stringify(body)).toBeDefined();
      if (message) expect(body.error).toBe(message);
    }
    // A body past the limit is refused before it is read (the wrapper's 413, as for every write).
    const huge = await addItem(JSON.stringify({ display_name: 'Big', description: 'x'.repeat(2 * 1024 * 1024) }));
    expect(huge.status).toBe(413);
    expect(MENU_MAX_BODY_BYTES).toBeLessThan(2 * 1024 * 1024);
    expect(((await huge.json()) as Answer).error).toBeTruthy();
    await refused(putItem('not-a-uuid', { display_name: 'X' }), 404, MENU_MESSAGES.menuItemNotFound);
    expect(await rowsOf(orgA)).toEqual(before);
  });

  it('refuses a save or delete based on an older version with the entry as it now is', async () => {
    const item = await itemWithSubs();
    const sub = item.website_submenuitem[0];
    await ok(putItem(item.id, { display_name: 'Theirs', version: 1 }, who.admin));
    const stale = await refused(putItem(item.id, { description: 'Mine', version: 1 }), 409, VERSION_MESSAGES.conflict);
    expect(stale.details).toEqual({ sent_version: 1, current_version: 2 });
    expect(stale.current).toEqual((await ok<MenuView>(list())).menu_items[0]);
    expect((await refused(deleteItem(item.id, '?version=1'), 409)).current).toMatchObject({ display_name: 'Theirs', version: 2 });

    await ok(putSub(sub.id, { name: 'Theirs', version: 1 }, who.admin));
    const staleSub = await refused(putSub(sub.id, { name: 'Mine', version: 1 }), 409, VERSION_MESSAGES.conflict);
    expect(staleSub.current).toMatchObject({ id: sub.id, name: 'Theirs', version: 2 });
    await refused(deleteSub(sub.id, '?version=1'), 409);
    const { items, subs } = await rowsOf(orgA);
    expect(items[0]).toMatchObject({ displayName: 'Theirs', description: null, version: 2 });
    expect(subs.find((row) => row.id === sub.id)).toMatchObject({ name: 'Theirs', version: 2 });
  });

  it('saves the top-level order in one call, and a list naming a stranger moves nothing', async () => {
    const names = ['One', 'Two', 'Three'];
    const made: MenuItemView[] = [];
    for (const name of names) made.push(await ok(addItem({ display_name: name }), 201));
    const [foreign] = await database.db.select({ id: menuItems.id }).from(menuItems).where(eq(menuItems.organizationId, orgB)).limit(1);
    const before = await rowsOf(orgA);
    const bad = await refused(orderItems({ items: [{ id: made[2].id, order: 0 }, { id: foreign.id, order: 10 }] }), 400, MENU_MESSAGES.notMenuItems);
    expect(bad.details).toMatchObject({ unknown: [foreign.id] });
    expect(await rowsOf(orgA)).toEqual(before);

    // Three, One, Two: each of them changes place, so each moves to version 2.
    const reordered = [made[2], made[0], made[1]].map((item, position) => ({ id: item.id, order: menuOrderAt(position) }));
    const view = await ok<MenuView>(orderItems({ items: reordered, organization_id: orgA }));
    expect(view.menu_items.map((item) => [item.display_name, item.order, item.version])).toEqual([['Three', 0, 2], ['One', 10, 2], ['Two', 20, 2]]);
    // Saving the same order again moves nothing and raises no version.
    const again = await ok<MenuView>(orderItems({ items: reordered }));
    expect(again.menu_items.map((item) => item.version)).toEqual([2, 2, 2]);
  });

  it('renumbers one item’s sub-items, refusing an id of another item', async () => {
    const item = await itemWithSubs();
    const other = await itemWithSubs('Contact');
    const [wills, probate] = item.website_submenuitem;
    const before = await rowsOf(orgA);
    const bad = await refused(
      orderSubs({ menu_item_id: item.id, items: [{ id: probate.id, order: 0 }, { id: other.website_submenuitem[0].id, order: 10 }] }),
      400,
      MENU_MESSAGES.notSubmenuItems,
    );
    expect(bad.details).toMatchObject({ unknown: [other.website_submenuitem[0].id] });
    await refused(orderSubs({ menu_item_id: crypto.randomUUID(), items: [{ id: wills.id, order: 0 }] }), 400, MENU_MESSAGES.menuItemNotFound);
    expect(await rowsOf(orgA)).toEqual(before);
    const view = await ok<MenuView>(orderSubs({ menu_item_id: item.id, items: [{ id: probate.id, order: 0 }, { id: wills.id, order: 10 }] }));
    expect(view.menu_items.find((entry) => entry.id === item.id)!.website_submenuitem.map((sub) => [sub.name, sub.order, sub.version])).toEqual([['Probate', 0, 2], ['Wills', 10, 2]]);
  });

  it('shows a rename and a hidden item to the next visitor at once', async () => {
    const shown = await itemWithSubs('Our firm');
    const hidden = await ok(addItem({ display_name: 'Careers', url_name: '/careers' }), 201);
    // A visitor's request fills the cache first.
    const names = async () => (await getSiteChrome(database.db, { organizationId: orgA })).menu.filter((item) => item.isDisplayed).map((item) => item.displayName);
    expect(await names()).toEqual(['Our firm', 'Careers']);
    await ok(putItem(shown.id, { display_name: 'The firm' }));
    await ok(putItem(hidden.id, { is_displayed: false }));
    expect(await names()).toEqual(['The firm']);
    await ok(putSub(shown.website_submenuitem[0].id, { name: 'Estate planning' }));
    expect((await getSiteChrome(database.db, { organizationId: orgA })).menu[0].submenu.map((sub) => sub.name)).toEqual(['Estate planning', 'Probate']);
  });

  it('lists the revisions of items and sub-items and restores one', async () => {
    const item = await itemWithSubs();
    const sub = item.website_submenuitem[0];
    await ok(putItem(item.id, { display_name: 'Practice areas', version: 1 }, who.admin));
    await ok(putItem(item.id, { description: 'What we do', version: 2 }));
    const history = await ok<{ revisions: { id: string; version: number; changed: string[] }[] }>(
      call(revisionsGet, 'GET', `/api/revisions?entity=menu-item&id=${item.id}`, who.editor),
    );
    expect(history.revisions.map((revision) => [revision.version, revision.changed])).toEqual([[2, ['description']], [1, ['display_name']]]);
    const oldest = history.revisions[1];
    const restored = await ok(call(restorePost, 'POST', `/api/revisions/${oldest.id}/restore`, who.editor, { version: 3 }, { id: oldest.id }));
    expect(restored).toMatchObject({ id: item.id, display_name: 'Services', description: null, version: 4 });
    await refused(call(restorePost, 'POST', `/api/revisions/${oldest.id}/restore`, who.editor, { version: 3 }, { id: oldest.id }), 409);

    await ok(putSub(sub.id, { name: 'Testaments' }));
    const subHistory = await ok<{ revisions: { id: string }[] }>(call(revisionsGet, 'GET', `/api/revisions?entity=submenu-item&id=${sub.id}`, who.admin));
    expect(subHistory.revisions).toHaveLength(1);
    const back = await ok<SubmenuItemView>(call(restorePost, 'POST', `/api/revisions/${subHistory.revisions[0].id}/restore`, who.admin, { version: 2 }, { id: subHistory.revisions[0].id }));
    expect(back).toMatchObject({ name: 'Wills', version: 3 });
    // The customer has no history of menus.
    await refused(call(revisionsGet, 'GET', `/api/revisions?entity=menu-item&id=${item.id}`, who.customer), 403);
    const kept = await database.db.select().from(revisions).where(and(eq(revisions.organizationId, orgA), eq(revisions.entityId, item.id)));
    expect(kept.length).toBe(3);
  });
});
