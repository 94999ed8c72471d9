import 'server-only';
// Posts (and pages) in the revision history (docs/decisions/061, 069): read as the editor loads
// them, and a kept state written back through the post's own change, so a restore is a save like
// any other, and one that brings back an older slug leaves a redirect from the address it leaves.
import { restorableInput, type HistoryEntity } from '@/server/revisions/entity';
import { POST_MESSAGES, updatePostSchema } from '@/schemas/post';
import { changePost, isPersonOf, POST_BOOKKEEPING, postState, readPostById } from './post-write';

export const postHistory: HistoryEntity = {
  type: 'post',
  permission: 'posts.write',
  notFound: POST_MESSAGES.notFound,
  bookkeeping: POST_BOOKKEEPING,
  async load(db, { organizationId, id }) {
    const found = await readPostById(db, { organizationId, id });
    if (!found) return null;
    return { version: found.row.version, updatedAt: found.row.updatedAt, record: found.view, state: postState(found.view) };
  },
  async restore(tx, { organizationId, id, data, ...basis }) {
    let input = restorableInput(updatePostSchema, data, POST_BOOKKEEPING);
    // An author who has left the organisation since is left out, as their leaving did.
    const authorId = input.author_config?.author_id;
    if (authorId && !(await isPersonOf(tx, organizationId, authorId))) input = { ...input, author_config: { ...input.author_config, author_id: null } };
    return changePost(tx, { organizationId, id, input, ...basis });
  },
};
