import 'server-only';
// The server's secret: it signs session cookies and seals the secrets kept with outgoing e-mail.
// There is no well-known default. With the embedded database a random one is made on first start
// and kept beside the data (the two live and die together); with PostgreSQL it must be configured,
// which config.ts enforces, because instances cannot agree on a secret none of them was given.
import { hkdfSync, randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { config } from '@/config';

export const SECRET_FILE = 'auth-secret';

/** Reads the kept secret, or makes it; `wx` lets only one of several starting processes write it. */
function keptSecret(dataDir: string): string {
  const file = path.resolve(dataDir, SECRET_FILE);
  mkdirSync(path.dirname(file), { recursive: true });
  try {
    writeFileSync(file, `${randomBytes(48).toString('base64url')}\n`, { flag: 'wx', mode: 0o600 });
  } catch (error) {
    if ((error as { code?: string }).code !== 'EEXIST') throw error;
  }
  const value = readFileSync(file, 'utf8').trim();
  if (value.length < 32) throw new Error(`The secret in ${file} is too short; delete the file to make a new one.`);
  return value;
}

let cached: string | undefined;

export function authSecret(): string {
  if (cached) return cached;
  const { BETTER_AUTH_SECRET, DATA_DIR, NODE_ENV } = config();
  if (BETTER_AUTH_SECRET) cached = BETTER_AUTH_SECRET;
  // Unit and integration tests use throwaway databases; a per-process random secret suits them.
  else if (NODE_ENV === 'test') cached = randomBytes(48).toString('base64url');
  else cached = keptSecret(DATA_DIR);
  return cached;
}

/** A key for one purpose, derived from the secret, so no two uses share key material. */
export function derivedKey(purpose: string): Buffer {
  return Buffer.from(hkdfSync('sha256', authSecret(), 'sitewright', purpose, 32));
}
