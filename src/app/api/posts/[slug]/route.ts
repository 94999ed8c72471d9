// GET /api/posts/{slug}: the post (or page) at /{slug} as the post editor loads it, with its version.
// PATCH /api/posts/{slug} { post fields, version? }: an admin or editor changes it. A version older than
// the post's is a 409 with the post as it now is (docs/decisions/061); a published post whose slug
// changes answers its old address with a permanent redirect (docs/decisions/069).
import { route } from '@/server/http/route';
import { ApiError } from '@/server/http/api';
import { PRIVATE_HEADERS } from '@/server/sections/access';
import { readPost, updatePost } from '@/server/content/post-write';
import { POST_MAX_BODY_BYTES, POST_MESSAGES, updatePostSchema } from '@/schemas/post';
import { PAGE_SLUG_PATTERN } from '@/schemas/page';
import { can } from '@/lib/permissions';

/** A path segment that is no slug names no post. */
function slugParam(value: string | string[] | undefined): string {
  if (typeof value !== 'string' || value.length > 200 || !PAGE_SLUG_PATTERN.test(value)) throw new ApiError(404, POST_MESSAGES.notFound);
  return value;
}

export const GET = route({ access: can('posts.write') }, async ({ db, tenant, params }) => {
  const post = await readPost(db, { organizationId: tenant.id, slug: slugParam(params.slug) });
  return Response.json(post, { headers: PRIVATE_HEADERS });
});

export const PATCH = route({ access: can('posts.write'), body: updatePostSchema, maxBytes: POST_MAX_BODY_BYTES }, async ({ db, tenant, user, params, body }) => {
  const post = await updatePost(db, { organizationId: tenant.id, slug: slugParam(params.slug), authorId: user.id, version: body.version, input: body });
  return Response.json(post);
});
