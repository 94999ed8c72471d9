import 'server-only';
// Proof that the assistant said it. Every answer carries an HMAC over what was said, to whom and on
// which site, keyed by the server's secret; a live-support conversation shows a transcript line
// under the assistant's name only when its proof holds. Anything else in a handed-over transcript
// was written by the visitor, whatever it claims, and is kept as theirs (docs/decisions/052).
import { createHmac, timingSafeEqual } from 'node:crypto';
import { derivedKey } from '@/server/auth/secret';

/** Who asked: the browser's visitor id when it has one (it survives signing in), else the account. */
export type Asker = { userId: string | null; visitorId: string | null };

type Said = { organizationId: string; questionId: string; answer: string };

function askerKeys(asker: Asker): string[] {
  const keys: string[] = [];
  if (asker.visitorId) keys.push(`visitor:${asker.visitorId}`);
  if (asker.userId) keys.push(`user:${asker.userId}`);
  return keys;
}

function mac(said: Said, askerKey: string): Buffer {
  // Length-prefixed fields: no choice of texts can make two different answers read the same.
  const fields = [said.organizationId, askerKey, said.questionId, said.answer];
  const hmac = createHmac('sha256', derivedKey('assistant-answer'));
  for (const field of fields) hmac.update(`${Buffer.byteLength(field)}:${field}\n`);
  return hmac.digest();
}

/** The signature sent with an answer (base64url, 43 characters); null for nobody to bind it to. */
export function signAnswer(said: Said, asker: Asker): string | null {
  const [key] = askerKeys(asker);
  return key ? mac(said, key).toString('base64url') : null;
}

/** True when `signature` is the server's own for this answer to this person or browser on this site. */
export function isGenuineAnswer(said: Said, asker: Asker, signature: string): boolean {
  const given = Buffer.from(signature, 'base64url');
  // Only the exact text the server sent: base64url's last character carries two spare bits, and a
  // decoder that ignores them would take four spellings of one signature as the same proof.
  if (given.length !== 32 || given.toString('base64url') !== signature) return false;
  return askerKeys(asker).some((key) => timingSafeEqual(mac(said, key), given));
}
