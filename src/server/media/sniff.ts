import 'server-only';
// What an uploaded file is, read from its bytes: the name and the type the browser declared are
// never asked. Only the images we can turn into variants and the video containers the spec lists
// are accepted; everything else, SVG included (it can carry scripts), is refused with a 400.
import { fileTypeFromBuffer } from 'file-type/core';
import { MEDIA_MESSAGES, type MediaKind } from '@/schemas/media';
import { fieldError } from './errors';

export type SniffedType = { kind: MediaKind; mime: string; ext: string };

const image = (mime: string, ext: string): SniffedType => ({ kind: 'image', mime, ext });
const video = (mime: string, ext: string): SniffedType => ({ kind: 'video', mime, ext });

/** file-type's answer (by extension) → what we store and serve it as. */
const ACCEPTED: Record<string, SniffedType> = {
  jpg: image('image/jpeg', 'jpg'),
  png: image('image/png', 'png'),
  apng: image('image/png', 'png'),
  gif: image('image/gif', 'gif'),
  webp: image('image/webp', 'webp'),
  avif: image('image/avif', 'avif'),
  mp4: video('video/mp4', 'mp4'),
  m4v: video('video/mp4', 'mp4'),
  mov: video('video/quicktime', 'mov'),
  webm: video('video/webm', 'webm'),
  mkv: video('video/x-matroska', 'mkv'),
  // Ogg with a Theora (or OGM) video stream; Vorbis, Opus and FLAC Ogg files are audio and refused.
  ogv: video('video/ogg', 'ogg'),
  ogm: video('video/ogg', 'ogg'),
  avi: video('video/x-msvideo', 'avi'),
  flv: video('video/x-flv', 'flv'),
};

/** ASF is Windows Media audio or video; file-type tells them apart by the stream it finds. */
const WMV = video('video/x-ms-wmv', 'wmv');

/** SVG is XML text: a `<svg` element near the start, after any prolog, comments or doctype. */
function looksLikeSvg(bytes: Uint8Array): boolean {
  const head = Buffer.from(bytes.subarray(0, 4096)).toString('latin1');
  return /<svg[\s>/]/i.test(head);
}

export async function sniffMedia(bytes: Uint8Array): Promise<SniffedType> {
  const found = await fileTypeFromBuffer(bytes);
  if (found) {
    if (found.ext === 'asf' && found.mime === 'video/x-ms-asf') return WMV;
    const accepted = ACCEPTED[found.ext];
    if (accepted) return accepted;
  }
  if (looksLikeSvg(bytes)) throw fieldError(400, 'file', MEDIA_MESSAGES.svgRefused);
  throw fieldError(400, 'file', MEDIA_MESSAGES.unsupportedType, { detected: found?.mime ?? null });
}
