// POST /api/posts { post fields }: an admin or editor creates a post at /{slug} (the slug made from the
// title when none is sent). The fields are the spec's: title, description, content, slug, author_name,
// metadescription_for_page, created_on, display_config, organization_config, author_config, media_config.
// A slug already used by a page or post is a 409 on the slug field; a new document set named in
// organization_config is created with the post.
import { route } from '@/server/http/route';
import { createPost } from '@/server/content/post-write';
import { createPostSchema, POST_MAX_BODY_BYTES } from '@/schemas/post';
import { can } from '@/lib/permissions';

export const POST = route({ access: can('posts.write'), body: createPostSchema, maxBytes: POST_MAX_BODY_BYTES }, async ({ db, tenant, user, body }) => {
  const post = await createPost(db, { organizationId: tenant.id, authorId: user.id, input: body });
  return Response.json(post, { status: 201 });
});
