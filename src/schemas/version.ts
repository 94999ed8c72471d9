// The version a write is based on (docs/decisions/061). Every editable record answers with its
// `version`; an editor sends it back with the change, in the body (`version`) or, for a DELETE,
// in the query (`?version=`). A write without one is accepted as the spec's clients send it; a
// write naming an older version is a 409 carrying the record as it now is.
// Pure: the editors bundle this file.
import { z } from 'zod';

/** Versions are counted in a PostgreSQL integer. */
export const MAX_VERSION = 2_147_483_647;

export const VERSION_MESSAGES = {
  invalid: 'version must be the whole number the record was loaded with (1 or more)',
  required: 'Send the version of the record you are replacing',
  conflict: 'Someone else saved this in the meantime. Compare the two versions before saving again.',
} as const;

/** `version` in a JSON body: a whole number, never a string or null. */
export const versionSchema = z
  .number(VERSION_MESSAGES.invalid)
  .int(VERSION_MESSAGES.invalid)
  .min(1, VERSION_MESSAGES.invalid)
  .max(MAX_VERSION, VERSION_MESSAGES.invalid);

/** `?version=` on a DELETE: digits only, read as the same whole number. */
export const versionParamSchema = z
  .string()
  .regex(/^[1-9][0-9]{0,9}$/, VERSION_MESSAGES.invalid)
  .transform(Number)
  .pipe(versionSchema);

/** A body field or query parameter a client may leave out (spec clients) but never send malformed. */
export const optionalVersion = { version: versionSchema.optional() };
export const optionalVersionParam = { version: versionParamSchema.optional() };

/** The body of a call of our own with nothing else to say (a restore): there the version is required. */
export const versionBodySchema = z.object({
  version: z
    .number({ error: (issue) => (issue.input === undefined ? VERSION_MESSAGES.required : VERSION_MESSAGES.invalid) })
    .pipe(versionSchema),
});

/** DELETE of a versioned record: `?version=` only. */
export const versionQuerySchema = z.object(optionalVersionParam);
