import 'server-only';
// Posts (and pages) in the revision history (docs/decisions/061, 069): read as the editor loads
// them, and a kept state written back through the post's own change, so a restore is a save like
// any other, and one that brings back an older slug leaves a redirect from the address it leaves.
import { viewHistory } from '@/server/revisions/entity';
import { POST_MESSAGES, updatePostSchema } from '@/schemas/post';
import { changePost, isPersonOf, POST_BOOKKEEPING, postState, readPostById } from './post-write';

export const postHistory = viewHistory({
  type: 'post',
  permission: 'posts.write',
  notFound: POST_MESSAGES.notFound,
  bookkeeping: POST_BOOKKEEPING,
  read: (db, { organizationId, id }) => readPostById(db, { organizationId, id }),
  state: postState,
  schema: updatePostSchema,
  // An author who has left the organisation since is left out, as their leaving did.
  prepare: async (tx, organizationId, input) => {
    const authorId = input.author_config?.author_id;
    return authorId && !(await isPersonOf(tx, organizationId, authorId)) ? { ...input, author_config: { ...input.author_config, author_id: null } } : input;
  },
  change: changePost,
});
