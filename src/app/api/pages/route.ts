// POST /api/pages { title, slug, description? }: an admin or editor creates a page at /{slug}, at the end
// of the organisation's pages (order = highest + 1). A slug already used by a page or post is a 409 with
// the message on the slug field; a slug the site answers itself (blog, account, a language) is a 400.
import { route } from '@/server/http/route';
import { createPage, PAGE_MAX_BODY_BYTES } from '@/server/content/pages';
import { createPageSchema } from '@/schemas/page';
import { can } from '@/lib/permissions';

export const POST = route({ access: can('pages.write'), body: createPageSchema, maxBytes: PAGE_MAX_BODY_BYTES }, async ({ db, tenant, user, body }) => {
  const page = await createPage(db, { organizationId: tenant.id, authorId: user.id, input: body });
  return Response.json(page, { status: 201 });
});
