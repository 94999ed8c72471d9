// The two text shapes the product checks in many places, written once: an id (a UUID, as the
// database generates them) and an e-mail address. Forms, schemas, route parameters and the
// breadcrumbs all test against these, so a value one of them accepts is never refused by another.

/** The 8-4-4-4-12 hex groups of a UUID, without anchors, for building other patterns. */
export const UUID_SOURCE = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}';

/** A whole UUID, any case (PostgreSQL accepts both and answers in lower case). */
export const UUID_PATTERN = new RegExp(`^${UUID_SOURCE}$`, 'i');

/**
 * An e-mail address as a form can judge it: something, an @, a domain with a dot, no spaces and
 * no second @. Whether the mailbox exists is for the mail server to say.
 */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function isUuid(value: unknown): value is string {
  return typeof value === 'string' && UUID_PATTERN.test(value);
}

export function isEmailAddress(value: unknown): value is string {
  return typeof value === 'string' && EMAIL_PATTERN.test(value);
}
