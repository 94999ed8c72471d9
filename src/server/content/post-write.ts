import 'server-only';
// The post editor's writes (editing-layer spec §2, §3 "Post", §5, §7; docs/decisions/069): creating
// and changing posts (and pages, which are posts shown without blog furniture) through the one write
// path. Each change keeps the post as it was as a revision and raises its version (a change based on
// an older version is refused, decision 061). A slug change, the redirect it leaves, the menu entries
// and links that follow it and a new document set are one transaction, so visitors see all of it or
// none, on every instance at once.
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db, DbOrTx, Tx } from '@/server/db/client';
import { documentSets, headingSections, posts, profiles, templateSections } from '@/server/db/schema';
import { ApiError } from '@/server/http/api';
import { writeOrganization } from '@/server/write';
import { recordRevision } from '@/server/revisions/record';
import { basedOn, nextVersion, versionConflict, type Basis } from '@/server/revisions/versions';
import { optionalRichText, richTranslations, titleText, titleTranslations } from '@/server/sections/content-text';
import { lockPage } from '@/server/sections/page-order';
import { sanitizePostHtml } from '@/lib/sanitize';
import { anchorSource, DEFAULT_CONTENT, nextAnchors, type PostAnchors } from '@/lib/heading-anchors';
import { translate } from '@/lib/i18n/locales';
import { prepareBody } from '@/lib/post-toc';
import type { Translations } from '@/server/db/schema/_columns';
import {
  POST_MESSAGES, postSlugFromTitle, type CreatePostInput, type DocumentSetView, type PostView, type UpdatePostInput,
} from '@/schemas/post';
import { claimSlug, isSlugClash, RESERVED_PAGE_SLUGS } from './pages';
import { followRename } from './page-links';
import { pathOfSlug, recordMove } from './redirects';

type Scope = { organizationId: string };
type PostRow = typeof posts.$inferSelect;
type DocSetRow = typeof documentSets.$inferSelect;
type PostChanges = Partial<Omit<typeof posts.$inferInsert, 'id' | 'organizationId' | 'version' | 'createdAt' | 'updatedAt'>>;

const refuse = (status: number, field: string, message: string) => new ApiError(status, message, { [field]: [message] });
const slugTaken = () => refuse(409, 'slug', POST_MESSAGES.slugTaken);

/** A post as the editor reads it, grouped as it sends it back. */
export function postView(row: PostRow, docSet: DocSetRow | null): PostView {
  return {
    id: row.id,
    version: row.version,
    url: pathOfSlug(row.slug),
    title: row.title,
    title_translation: row.titleTranslation,
    description: row.description,
    description_translation: row.descriptionTranslation,
    content: row.content,
    content_translation: row.contentTranslation,
    slug: row.slug,
    author_name: row.authorName,
    metadescription_for_page: row.metadescriptionForPage,
    created_on: row.createdOn.toISOString(),
    updated_at: row.updatedAt.toISOString(),
    display_config: {
      display_this_post: row.displayThisPost,
      display_as_blog_post: row.displayAsBlogPost,
      is_displayed_first_page: row.isDisplayedFirstPage,
      is_help_center: row.isHelpCenter,
      help_center_order: row.helpCenterOrder,
      type: row.type,
      is_numbered: row.isNumbered,
    },
    organization_config: {
      section_id: row.sectionId,
      subsection: row.subsection,
      order: row.order,
      doc_set: docSet?.slug ?? null,
      doc_set_order: row.docSetOrder,
      doc_set_title: docSet?.title ?? null,
    },
    author_config: { is_with_author: row.isWithAuthor, is_company_author: row.isCompanyAuthor, author_id: row.authorId },
    media_config: { main_photo: row.mainPhoto },
  };
}

/** Fields of a post's view that are bookkeeping: kept out of its revisions. */
export const POST_BOOKKEEPING = ['id', 'organization_id', 'version', 'url', 'updated_at'] as const;

/** What a revision of a post keeps: the view without its bookkeeping (the payload PATCH takes back). */
export function postState(view: PostView): Record<string, unknown> {
  return Object.fromEntries(Object.entries(view).filter(([field]) => !(POST_BOOKKEEPING as readonly string[]).includes(field)));
}

/** One post of the organisation, by slug or id, with its document set; `lock` holds it until commit. */
async function findPost(db: DbOrTx, { organizationId, slug, id, lock }: Scope & { slug?: string; id?: string; lock?: boolean }) {
  const where = and(eq(posts.organizationId, organizationId), slug !== undefined ? eq(posts.slug, slug) : eq(posts.id, id!));
  const query = db.select().from(posts).where(where).limit(1);
  const [row] = lock ? await query.for('update') : await query;
  if (!row) return null;
  const [set] = row.docSetId
    ? await db.select().from(documentSets).where(and(eq(documentSets.organizationId, organizationId), eq(documentSets.id, row.docSetId)))
    : [];
  return { row, docSet: set ?? null };
}

/** GET /api/posts/{slug}: the post as the editor loads it. */
export async function readPost(db: DbOrTx, { organizationId, slug }: Scope & { slug: string }): Promise<PostView> {
  const found = await findPost(db, { organizationId, slug });
  if (!found) throw new ApiError(404, POST_MESSAGES.notFound);
  return postView(found.row, found.docSet);
}

/** The post with this id as the editor loads it; null when it does not exist. */
export async function readPostById(db: DbOrTx, { organizationId, id }: Scope & { id: string }): Promise<{ row: PostRow; view: PostView } | null> {
  const found = await findPost(db, { organizationId, id });
  return found ? { row: found.row, view: postView(found.row, found.docSet) } : null;
}

/** The organisation's document sets, by title, for the editor's picker. */
export async function listDocumentSets(db: DbOrTx, { organizationId }: Scope): Promise<DocumentSetView[]> {
  return db
    .select({ slug: documentSets.slug, title: documentSets.title })
    .from(documentSets)
    .where(eq(documentSets.organizationId, organizationId))
    .orderBy(asc(documentSets.title), asc(documentSets.slug));
}

function postHtmlTranslations(map: Translations | undefined): Translations | undefined {
  if (map === undefined) return undefined;
  return Object.fromEntries(Object.entries(map).map(([locale, text]) => [locale, sanitizePostHtml(text ?? '').trim()]));
}

/** The columns a payload sets, sanitised as stored: absent stays as it is. */
function postColumns(input: UpdatePostInput): PostChanges {
  const out: PostChanges = {};
  const set = <K extends keyof PostChanges>(key: K, value: PostChanges[K] | undefined) => {
    if (value !== undefined) out[key] = value;
  };
  if (input.title !== undefined) {
    // A title of nothing but markup is no title (spec §5 applies to what is stored).
    const title = titleText(input.title);
    if (!title) throw refuse(400, 'title', POST_MESSAGES.titleRequired);
    out.title = title;
  }
  set('titleTranslation', titleTranslations(input.title_translation));
  set('description', optionalRichText(input.description));
  set('descriptionTranslation', richTranslations(input.description_translation));
  set('content', input.content === undefined ? undefined : sanitizePostHtml(input.content).trim() || null);
  set('contentTranslation', postHtmlTranslations(input.content_translation));
  set('slug', input.slug);
  set('authorName', input.author_name === undefined ? undefined : input.author_name || null);
  set('metadescriptionForPage', input.metadescription_for_page === undefined ? undefined : titleText(input.metadescription_for_page ?? '') || null);
  // No date is no change: every post has one (its creation by default).
  set('createdOn', input.created_on ? new Date(input.created_on) : undefined);
  const display = input.display_config ?? {};
  set('displayThisPost', display.display_this_post);
  set('displayAsBlogPost', display.display_as_blog_post);
  set('isDisplayedFirstPage', display.is_displayed_first_page);
  set('isHelpCenter', display.is_help_center);
  set('helpCenterOrder', display.help_center_order);
  set('type', display.type);
  set('isNumbered', display.is_numbered);
  const organization = input.organization_config ?? {};
  set('sectionId', organization.section_id);
  set('subsection', organization.subsection === undefined ? undefined : organization.subsection || null);
  set('order', organization.order);
  set('docSetOrder', organization.doc_set_order);
  const author = input.author_config ?? {};
  set('isWithAuthor', author.is_with_author);
  set('isCompanyAuthor', author.is_company_author);
  set('authorId', author.author_id);
  set('mainPhoto', input.media_config?.main_photo);
  return out;
}

/**
 * The document set a payload names: an existing set's slug, or, with doc_set_title and no such set,
 * a new set (its slug made from the name; a set already called that is the same set). Undefined when
 * the payload says nothing of it, null when it clears it.
 */
async function resolveDocSet(tx: Tx, organizationId: string, config: UpdatePostInput['organization_config']): Promise<string | null | undefined> {
  if (!config || (config.doc_set === undefined && config.doc_set_title === undefined)) return undefined;
  const slug = config.doc_set?.trim() || null;
  const title = config.doc_set_title?.trim() || null;
  const bySlug = async (value: string) =>
    (await tx.select({ id: documentSets.id }).from(documentSets).where(and(eq(documentSets.organizationId, organizationId), eq(documentSets.slug, value))))[0]?.id;
  if (slug) {
    const id = await bySlug(slug);
    if (id) return id;
    if (!title) throw refuse(400, 'doc_set', POST_MESSAGES.docSetNotFound);
  }
  if (!title) return null;
  const setSlug = postSlugFromTitle(title);
  if (!setSlug) throw refuse(400, 'doc_set_title', POST_MESSAGES.docSetRequired);
  await tx.insert(documentSets).values({ organizationId, slug: setSlug, title }).onConflictDoNothing();
  return (await bySlug(setSlug))!;
}

async function assertAuthor(tx: Tx, organizationId: string, authorId: string | null | undefined): Promise<void> {
  if (authorId && !(await isPersonOf(tx, organizationId, authorId))) throw refuse(400, 'author_id', POST_MESSAGES.authorNotFound);
}

/** Whether `userId` is a person of the organisation (a restore drops an author who left since). */
export async function isPersonOf(db: DbOrTx, organizationId: string, userId: string): Promise<boolean> {
  const [row] = await db.select({ id: profiles.id }).from(profiles).where(and(eq(profiles.organizationId, organizationId), eq(profiles.userId, userId)));
  return Boolean(row);
}

/** A slug is free when no other record of the organisation uses it and the site does not answer it itself. */
async function claimPostSlug(tx: Tx, organizationId: string, slug: string, exceptId?: string): Promise<void> {
  if (RESERVED_PAGE_SLUGS.has(slug)) throw refuse(400, 'slug', POST_MESSAGES.slugReserved);
  await claimSlug(tx, { organizationId, slug, exceptId, taken: slugTaken });
}

/**
 * The sections stored under a page's old address are its content: they follow it to the new one,
 * after anything already there, keeping their order, and their versions move on (their page changed).
 */
async function moveSections(tx: Tx, organizationId: string, from: string, to: string): Promise<void> {
  await lockPage(tx, organizationId, from);
  await lockPage(tx, organizationId, to);
  const parts = (urlPage: string) => sql`(
    select layout_order from template_sections where organization_id = ${organizationId} and url_page = ${urlPage}
    union all select layout_order from heading_sections where organization_id = ${organizationId} and url_page = ${urlPage}) as parts`;
  const { rows } = await tx.execute<{ last: number | null; first: number | null }>(
    sql`select (select max(layout_order) from ${parts(to)}) as last, (select min(layout_order) from ${parts(from)}) as first`,
  );
  const { last, first } = rows[0] ?? { last: null, first: null };
  if (first == null) return;
  const shift = last == null ? 0 : Number(last) + 10 - Number(first);
  for (const table of [templateSections, headingSections]) {
    await tx
      .update(table)
      .set({ urlPage: to, layoutOrder: sql`${table.layoutOrder} + ${shift}`, version: sql`${table.version} + 1`, updatedAt: new Date() })
      .where(and(eq(table.organizationId, organizationId), eq(table.urlPage, from)));
  }
}

/** A blog post (or, with display_as_blog_post false, a page); without a slug one is made from the title. */
export async function createPost(db: Db, { organizationId, authorId, input }: Scope & { authorId: string; input: CreatePostInput }): Promise<PostView> {
  const columns = postColumns(input);
  const slug = input.slug ?? postSlugFromTitle(columns.title ?? '');
  if (!slug) throw refuse(400, 'slug', POST_MESSAGES.slugUnderivable);
  try {
    return await writeOrganization(db, organizationId, async (tx) => {
      await claimPostSlug(tx, organizationId, slug);
      const docSetId = await resolveDocSet(tx, organizationId, input.organization_config);
      if (columns.type === 'doc_set' && !docSetId) throw refuse(400, 'doc_set', POST_MESSAGES.docSetRequired);
      // The person who writes it is its author unless the payload names another (or none).
      const author = columns.authorId === undefined ? authorId : columns.authorId;
      await assertAuthor(tx, organizationId, author);
      const [row] = await tx
        .insert(posts)
        .values({ ...columns, title: columns.title!, slug, organizationId, docSetId: docSetId ?? null, authorId: author })
        .returning();
      return (await readPostById(tx, { organizationId, id: row.id }))!.view;
    });
  } catch (error) {
    if (isSlugClash(error)) throw slugTaken();
    throw error;
  }
}

/** The ids the public page gives a content's headings, in order (the same code the page runs). */
function headingIds(html: string | null): string[] {
  return prepareBody(sanitizePostHtml(html ?? '')).toc.map((entry) => entry.tag_id);
}

/**
 * The aliases a change of content leaves (decision 070): for the post's own content and for each
 * language it is translated into, the headings as visitors in that language saw them before and see
 * them now. A language that loses its translation shows the post's own content, with its aliases.
 */
function anchorsAfter(current: PostRow, content: string | null, contentTranslation: Translations): PostAnchors {
  const out: PostAnchors = {};
  const previous = current.anchors ?? {};
  const defaultAnchors = nextAnchors(previous[DEFAULT_CONTENT], headingIds(current.content), headingIds(content));
  if (defaultAnchors.length > 0) out[DEFAULT_CONTENT] = defaultAnchors;
  for (const locale of Object.keys(contentTranslation)) {
    if (anchorSource(contentTranslation, locale) !== locale) continue;
    const before = translate(current.content, current.contentTranslation, locale);
    const anchors = nextAnchors(previous[anchorSource(current.contentTranslation, locale)], headingIds(before), headingIds(contentTranslation[locale]!));
    if (anchors.length > 0) out[locale] = anchors;
  }
  return out;
}

type PostChange = Scope & Basis & { input: UpdatePostInput } & ({ slug: string } | { id: string });

/**
 * Changes the fields sent, inside the write path's transaction (an edit, or a restore of a kept
 * state). A published post whose slug changes leaves a redirect from its old address.
 */
export async function changePost(tx: Tx, change: PostChange): Promise<PostView> {
  const { organizationId, input, authorId, version, restoredFrom } = change;
  const columns = postColumns(input);
  const found = await findPost(tx, { organizationId, ...('slug' in change ? { slug: change.slug } : { id: change.id }), lock: true });
  if (!found) throw new ApiError(404, POST_MESSAGES.notFound);
  const { row: current } = found;
  const before = postView(current, found.docSet);
  const moved = columns.slug !== undefined && columns.slug !== current.slug;
  if (moved) await claimPostSlug(tx, organizationId, columns.slug!, current.id);
  const docSetId = await resolveDocSet(tx, organizationId, input.organization_config);
  if ((columns.type ?? current.type) === 'doc_set' && (docSetId === undefined ? current.docSetId : docSetId) === null) {
    throw refuse(400, 'doc_set', POST_MESSAGES.docSetRequired);
  }
  await assertAuthor(tx, organizationId, columns.authorId);
  await recordRevision(tx, { organizationId, entityType: 'post', entityId: current.id, data: postState(before), version: current.version, authorId, restoredFrom });
  // Links to the headings of a post visitors could read keep working when a heading is renamed; a
  // hidden post's headings were never shared, so it records none (and keeps what it had).
  const contentChanged = columns.content !== undefined || columns.contentTranslation !== undefined;
  const anchors = contentChanged && current.displayThisPost
    ? anchorsAfter(current, columns.content === undefined ? current.content : columns.content, columns.contentTranslation ?? current.contentTranslation)
    : undefined;
  const [row] = await tx
    .update(posts)
    .set({ ...columns, ...(docSetId === undefined ? {} : { docSetId }), ...(anchors ? { anchors } : {}), ...nextVersion(posts.version), updatedAt: new Date() })
    .where(and(eq(posts.organizationId, organizationId), eq(posts.id, current.id), basedOn(posts.version, version)))
    .returning();
  if (!row) throw versionConflict(version, before);
  if (moved) {
    const from = pathOfSlug(current.slug);
    const to = pathOfSlug(row.slug);
    // Only an address visitors could reach is worth keeping alive; a hidden post's is not.
    if (current.displayThisPost) await recordMove(tx, { organizationId, from, to });
    await moveSections(tx, organizationId, from, to);
    // Menu entries and links in the site's text follow it, so nobody is sent through the redirect.
    await followRename(tx, { organizationId, id: row.id, from: current.slug, to: row.slug });
  }
  return (await readPostById(tx, { organizationId, id: row.id }))!.view;
}

export async function updatePost(db: Db, change: PostChange): Promise<PostView> {
  try {
    return await writeOrganization(db, change.organizationId, (tx) => changePost(tx, change));
  } catch (error) {
    if (isSlugClash(error)) throw slugTaken();
    throw error;
  }
}
