// The slug a post's title suggests, and the post payload's own rules (spec §5).
import { describe, expect, it } from 'vitest';
import { createPostSchema, POST_LIMITS, POST_MESSAGES, postSlugFromTitle, updatePostSchema } from './post';

describe('postSlugFromTitle', () => {
  it('lowercases, strips punctuation and turns spaces and underscores into hyphens', () => {
    expect(postSlugFromTitle('Hello World')).toBe('hello-world');
    expect(postSlugFromTitle("Don't Panic!")).toBe('dont-panic');
    expect(postSlugFromTitle('snake_case_title')).toBe('snake-case-title');
    expect(postSlugFromTitle('  Q&A:  What is new?  ')).toBe('qa-what-is-new');
    expect(postSlugFromTitle('Crème brûlée 2026')).toBe('creme-brulee-2026');
    expect(postSlugFromTitle('a -- b __ c')).toBe('a-b-c');
  });

  it('gives nothing for a title with no letter or digit, and stays within the slug limit', () => {
    expect(postSlugFromTitle('!!! ???')).toBe('');
    expect(postSlugFromTitle('日本語')).toBe('');
    const long = postSlugFromTitle(`${'a'.repeat(99)} b`);
    expect(long.length).toBeLessThanOrEqual(POST_LIMITS.slug);
    expect(long.endsWith('-')).toBe(false);
  });
});

describe('the post payload', () => {
  const message = (result: { success: boolean; error?: { issues: { message: string }[] } }) => result.error?.issues[0]?.message;

  it('trims and requires the title', () => {
    expect(createPostSchema.parse({ title: '  Hi  ' }).title).toBe('Hi');
    expect(message(createPostSchema.safeParse({ title: '  ' }))).toBe(POST_MESSAGES.titleRequired);
    expect(message(createPostSchema.safeParse({}))).toBe(POST_MESSAGES.titleRequired);
  });

  it('limits the meta description to 160 characters and orders to whole numbers from 0', () => {
    expect(message(createPostSchema.safeParse({ title: 'x', metadescription_for_page: 'm'.repeat(161) }))).toBe(POST_MESSAGES.metaDescriptionTooLong);
    expect(createPostSchema.safeParse({ title: 'x', metadescription_for_page: 'm'.repeat(160) }).success).toBe(true);
    expect(message(updatePostSchema.safeParse({ organization_config: { doc_set_order: -1 } }))).toBe(POST_MESSAGES.orderInvalid);
    expect(updatePostSchema.parse({ organization_config: { order: 0 } }).organization_config?.order).toBe(0);
  });

  it('takes a partial change with its version on PATCH', () => {
    expect(updatePostSchema.parse({ version: 3 })).toEqual({ version: 3 });
    expect(updatePostSchema.safeParse({ version: 0 }).success).toBe(false);
  });
});
