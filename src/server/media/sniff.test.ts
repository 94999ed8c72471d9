// The smallest headers of each video container the spec lists, and of their audio-only cousins:
// the sniffer accepts exactly the videos, whatever a file is called.
import { describe, expect, it } from 'vitest';
import { sniffMedia } from './sniff';

const bytes = (...parts: (string | number[])[]) => Buffer.concat(parts.map((p) => (typeof p === 'string' ? Buffer.from(p, 'latin1') : Buffer.from(p))));
const ebml = (docType: string) => bytes([0x1a, 0x45, 0xdf, 0xa3, 0x80 + 3 + docType.length, 0x42, 0x82, 0x80 + docType.length], docType, Array(32).fill(0));
const ogg = (codec: number[]) => bytes('OggS', Array(24).fill(0), codec, Array(32).fill(0));
const ftyp = (brand: string) => bytes([0, 0, 0, 0x14], 'ftyp', brand, [0, 0, 0, 0], brand, [0, 0, 0, 8], 'mdat');
const ASF = [0x30, 0x26, 0xb2, 0x75, 0x8e, 0x66, 0xcf, 0x11, 0xa6, 0xd9, 0x00, 0xaa, 0x00, 0x62, 0xce, 0x6c];
const STREAM_PROPERTIES = [0x91, 0x07, 0xdc, 0xb7, 0xb7, 0xa9, 0xcf, 0x11, 0x8e, 0xe6, 0x00, 0xc0, 0x0c, 0x20, 0x53, 0x65];
const asf = (streamType: number[]) => bytes(ASF, [70, 0, 0, 0, 0, 0, 0, 0, 1, 0, 0, 0, 1, 2], STREAM_PROPERTIES, [40, 0, 0, 0, 0, 0, 0, 0], streamType, Array(32).fill(0));
const VIDEO_STREAM = [0xc0, 0xef, 0x19, 0xbc, 0x4d, 0x5b, 0xcf, 0x11, 0xa8, 0xfd, 0x00, 0x80, 0x5f, 0x5c, 0x44, 0x2b];
const AUDIO_STREAM = [0x40, 0x9e, 0x69, 0xf8, 0x4d, 0x5b, 0xcf, 0x11, 0xa8, 0xfd, 0x00, 0x80, 0x5f, 0x5c, 0x44, 0x2b];

describe('sniffMedia', () => {
  it.each([
    ['mp4', ftyp('isom'), 'video/mp4'],
    ['mov', ftyp('qt  '), 'video/quicktime'],
    ['webm', ebml('webm'), 'video/webm'],
    ['mkv', ebml('matroska'), 'video/x-matroska'],
    ['ogg', ogg([0x80, ...Buffer.from('theora')]), 'video/ogg'],
    ['avi', bytes('RIFF', [0, 0, 0, 0], 'AVI LIST', Array(16).fill(0)), 'video/x-msvideo'],
    ['wmv', asf(VIDEO_STREAM), 'video/x-ms-wmv'],
    ['flv', bytes('FLV', [1, 5, 0, 0, 0, 9], Array(16).fill(0)), 'video/x-flv'],
  ])('accepts %s as a video', async (ext, file, mime) => {
    expect(await sniffMedia(file)).toEqual({ kind: 'video', mime, ext });
  });

  it.each([
    ['m4a', ftyp('M4A ')],
    ['vorbis', ogg([0x01, ...Buffer.from('vorbis')])],
    ['wma', asf(AUDIO_STREAM)],
    ['pdf', bytes('%PDF-1.7\n', Array(32).fill(0))],
    ['html', bytes('<html><body>hi</body></html>')],
  ])('refuses %s', async (_name, file) => {
    await expect(sniffMedia(file)).rejects.toMatchObject({ status: 400 });
  });
});
