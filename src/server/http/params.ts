import 'server-only';
// Ids in a path. Anything that is not a UUID cannot name a row, so it is answered like a missing
// one (never a database error about the id's syntax, which would be a 500).
import { ApiError } from './api';
import { isUuid } from '@/lib/patterns';

export function uuidParam(value: string | string[] | undefined, notFoundMessage: string): string {
  if (typeof value !== 'string' || !isUuid(value)) throw new ApiError(404, notFoundMessage);
  return value;
}
