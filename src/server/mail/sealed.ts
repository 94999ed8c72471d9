import 'server-only';
// Sealing what the organisation's staff must never read (a reset link) inside an outbox row: the
// row shows a redacted copy, and delivery opens the sealed one. AES-256-GCM with a key derived
// from the server's secret, so a copy of the database alone does not reveal the links either.
import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { derivedKey } from '@/server/auth/secret';

const PURPOSE = 'outbox-secrets';
const VERSION = 'v1';

export type SealedBodies = { html: string; text: string };

export function seal(bodies: SealedBodies): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', derivedKey(PURPOSE), iv);
  const data = Buffer.concat([cipher.update(JSON.stringify(bodies), 'utf8'), cipher.final()]);
  return [VERSION, iv.toString('base64url'), cipher.getAuthTag().toString('base64url'), data.toString('base64url')].join('.');
}

/** The sealed bodies, or null when they cannot be opened (another secret, or tampered with). */
export function open(sealed: string): SealedBodies | null {
  const [version, iv, tag, data] = sealed.split('.');
  if (version !== VERSION || !iv || !tag || !data) return null;
  try {
    const decipher = createDecipheriv('aes-256-gcm', derivedKey(PURPOSE), Buffer.from(iv, 'base64url'));
    decipher.setAuthTag(Buffer.from(tag, 'base64url'));
    const plain = Buffer.concat([decipher.update(Buffer.from(data, 'base64url')), decipher.final()]).toString('utf8');
    const parsed = JSON.parse(plain) as Partial<SealedBodies>;
    return typeof parsed.html === 'string' && typeof parsed.text === 'string' ? { html: parsed.html, text: parsed.text } : null;
  } catch {
    return null;
  }
}
