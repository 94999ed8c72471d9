import 'server-only';
// How many uploads one organisation may have running at once in this process. Streaming keeps each
// upload's memory small whatever its size; what a burst still costs is temporary disk (up to 100 MB
// an upload), image conversions (two at a time per process, src/server/media/images.ts) and the
// connections themselves, and one site should not take all of that from the others sharing the
// process. Refused uploads are answered before their body is read (docs/decisions/051).
import { ApiError } from '@/server/http/api';
import { MEDIA_MESSAGES } from '@/schemas/media';

/** Two editors each sending two files at once; the library itself sends one file at a time. */
export const UPLOADS_PER_ORGANIZATION = 4;
/** A refused upload costs nothing, so the client may come back soon. */
export const UPLOAD_RETRY_SECONDS = 5;

type Holder = { running: Map<string, number> };
// One count per process, across the module copies of `next dev`, like the storage and the database.
const holder: Holder = ((globalThis as { __sitewrightUploadSlots?: Holder }).__sitewrightUploadSlots ??= { running: new Map() });

/** Takes one of the organisation's slots or answers 429; the returned function gives it back (once). */
export function takeUploadSlot(organizationId: string): () => void {
  const running = holder.running.get(organizationId) ?? 0;
  if (running >= UPLOADS_PER_ORGANIZATION) {
    throw new ApiError(429, MEDIA_MESSAGES.tooManyUploads, { retryAfterSeconds: UPLOAD_RETRY_SECONDS });
  }
  holder.running.set(organizationId, running + 1);
  let released = false;
  return () => {
    if (released) return;
    released = true;
    const left = (holder.running.get(organizationId) ?? 1) - 1;
    if (left > 0) holder.running.set(organizationId, left);
    else holder.running.delete(organizationId);
  };
}
