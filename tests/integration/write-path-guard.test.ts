// Keeps the one write path (docs/decisions/019-one-write-path.md) the only way to drop caches, and
// makes every endpoint that writes say whether it changes public pages: a new write endpoint fails
// here until it writes through src/server/write.ts or is listed below with the reason it cannot
// change what an anonymous visitor sees.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.resolve(__dirname, '../..');
const WRITE_PATH = 'src/server/write.ts';

/** Writing endpoints whose data never reaches an anonymous page (those pages are the same for everyone). */
const NO_PUBLIC_CHANGE: Record<string, string> = {
  'src/app/api/[...path]/route.ts': 'the JSON 404 of unknown API paths: writes nothing',
  'src/app/api/account/profile/route.ts': "a person's own profile: shown only in their signed-in account area",
  'src/app/api/admin/outbox/[id]/retry/route.ts': 'the outbox: an admin page, never public',
  'src/app/api/admin/orders/[id]/route.ts': "an order's status: shown only to its customer and the organisation's admins",
  'src/app/api/orders/route.ts': "a customer's order: shown only in their account area and to the organisation's admins",
  'src/app/api/banners/[id]/dismissals/route.ts': "a signed-in person's banner dismissal: public pages fill banners in on the client",
  'src/app/api/cookies/consent/route.ts': "a visitor's consent decision: read back only by that visitor and, in the ledger, by admins; public pages fill consent in on the client",
  'src/app/api/auth/[...all]/route.ts': 'accounts, sessions, reset tokens and sign-in limits: private',
  'src/app/api/profile/route.ts': "a person's own profile on the site: private",
  'src/app/api/register-user-free-trial/route.ts': "a person's trial dates: private",
  'src/app/api/send-email/route.ts': 'an outgoing e-mail in the outbox: private',
  'src/app/api/support-tickets/route.ts': 'a visitor message to staff: private',
  'src/app/api/help/assistant/route.ts': "a visitor's question, logged for the admin's question list: private",
  'src/app/api/help/conversations/route.ts': 'a live-support conversation (a support ticket): private',
  'src/app/api/help/conversations/[id]/messages/route.ts': "a visitor's message in a live-support conversation: private",
  'src/app/api/tickets/route.ts': 'a support ticket: private',
  'src/app/api/tickets/[id]/route.ts': "a ticket's status: private",
  'src/app/api/tickets/[id]/messages/route.ts': 'a reply on a ticket: private',
  // Free slots are read by the API on each request, never from a cached page (decision 079).
  'src/app/api/meetings/bookings/route.ts': "a booking and the host's held time: private",
  'src/app/api/meetings/bookings/[id]/route.ts': "a booking's status: private",
  'src/app/api/meetings/waiting-room/leave/route.ts': "a booking's status: private",
  'src/app/api/meetings/launch-video/route.ts': "a booking's status when the host starts the call: private",
  'src/app/api/meetings/rooms/[room]/signal/route.ts': "a call's signalling message on the realtime bus, read only by the call's participants: private",
  'src/app/api/translations/reviews/route.ts': "a translator's \"still right\" on a translation: read only by the editors' translation status, never by a page",
};

/** Invalidation internals and the only modules allowed to import them (tests are free to). */
const INTERNAL_MODULES: Record<string, string[]> = {
  'src/server/cache/invalidate.ts': ['src/server/cache/channel.ts', 'src/server/cache/html-cache-bridge.ts', WRITE_PATH],
  'src/server/cache/announce.ts': ['src/server/cache/channel.ts', WRITE_PATH],
  'src/server/cache/channel.ts': ['src/instrumentation.ts'],
  'src/server/cache/html-cache-bridge.ts': ['src/instrumentation.ts'],
};

/** Cache-dropping functions of modules whose other exports are for everyone. */
const INTERNAL_NAMES: Record<string, { names: string[]; allowed: string[] }> = {
  'src/server/tenancy/resolve.ts': { names: ['invalidateTenantCache'], allowed: ['src/server/cache/invalidate.ts'] },
  'src/server/cache/memo.ts': { names: ['invalidateOrganization', 'clearAllMemo'], allowed: ['src/server/cache/invalidate.ts'] },
};

type Import = { target: string; names: string[] | 'all' };

function walk(dir: string, out: string[] = []): string[] {
  if (!existsSync(dir)) return out;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      if (entry.name !== 'node_modules' && !entry.name.startsWith('.')) walk(full, out);
    } else if (/\.(ts|tsx|mts|mjs|js)$/.test(entry.name) && !/\.test\.[a-z]+$/.test(entry.name) && !entry.name.endsWith('.d.ts') && !entry.name.endsWith('.d.mts')) {
      out.push(path.relative(root, full).split(path.sep).join('/'));
    }
  }
  return out;
}

function resolveSpecifier(from: string, specifier: string): string | null {
  let base: string;
  if (specifier.startsWith('@/')) base = path.join(root, 'src', specifier.slice(2));
  else if (specifier.startsWith('.')) base = path.resolve(root, path.dirname(from), specifier);
  else return null;
  const candidates = [base, ...['.ts', '.tsx', '.mts', '.mjs', '.js', '/index.ts', '/index.tsx'].map((suffix) => base + suffix)];
  const file = candidates.find((candidate) => existsSync(candidate) && statSync(candidate).isFile());
  return file ? path.relative(root, file).split(path.sep).join('/') : null;
}

function importsOf(file: string): Import[] {
  const text = readFileSync(path.join(root, file), 'utf8');
  const found: Import[] = [];
  const add = (specifier: string, names: string[] | 'all') => {
    const target = resolveSpecifier(file, specifier);
    if (target) found.push({ target, names });
  };
  // import x, { a, b as c } from '…' / export { a } from '…' / import * as m from '…' / import type …
  for (const match of text.matchAll(/\b(?:import|export)\s+(?:type\s+)?([^;'"]*?)\s+from\s+['"]([^'"]+)['"]/g)) {
    const clause = match[1];
    const braces = /\{([^}]*)\}/.exec(clause);
    const names = braces ? braces[1].split(',').map((part) => part.trim().replace(/^type\s+/, '').split(/\s+as\s+/)[0]).filter(Boolean) : [];
    const whole = clause.includes('*') || /^[A-Za-z_$][\w$]*\s*(,|$)/.test(clause.trim());
    add(match[2], whole ? 'all' : names);
  }
  // import '…' and import('…')
  for (const match of text.matchAll(/\bimport\s*\(?\s*['"]([^'"]+)['"]/g)) add(match[1], 'all');
  return found;
}

const sources = ['src', 'scripts', 'server'].flatMap((dir) => walk(path.join(root, dir)));
const graph = new Map(sources.map((file) => [file, importsOf(file)]));

describe('the one write path', () => {
  it('finds the modules it guards', () => {
    for (const file of [WRITE_PATH, ...Object.keys(INTERNAL_MODULES), ...Object.keys(INTERNAL_NAMES)]) expect(graph.has(file), file).toBe(true);
    expect(graph.get('src/instrumentation.ts')?.map((i) => i.target)).toContain('src/server/cache/channel.ts');
  });

  it('is the only way into the invalidation internals', () => {
    const offences: string[] = [];
    for (const [file, imports] of graph) {
      for (const { target, names } of imports) {
        const allowed = INTERNAL_MODULES[target];
        if (allowed && !allowed.includes(file)) {
          offences.push(`${file} imports ${target}: write through ${WRITE_PATH} instead`);
        }
        const guarded = INTERNAL_NAMES[target];
        if (guarded && !guarded.allowed.includes(file) && file !== target) {
          // Through a namespace import the names are reached as m.name: look for them in the text.
          const text = names === 'all' ? readFileSync(path.join(root, file), 'utf8') : '';
          const used = names === 'all' ? guarded.names.filter((name) => text.includes(name)) : names.filter((name) => guarded.names.includes(name));
          for (const name of used) offences.push(`${file} uses ${name} from ${target}: write through ${WRITE_PATH} instead`);
        }
      }
    }
    expect(offences).toEqual([]);
  });

  it('is taken by every endpoint that writes, unless it is listed as private', () => {
    const writes = (file: string) => {
      if (!file.startsWith('src/')) return false;
      const text = readFileSync(path.join(root, file), 'utf8');
      // Server actions are writes too, wherever they live.
      if (/^\s*['"]use server['"]/m.test(text)) return true;
      if (!file.startsWith('src/app/') || !/\/route\.tsx?$/.test(file)) return false;
      return /export\s+(?:const|async\s+function|function)\s+(POST|PUT|PATCH|DELETE)\b/.test(text) || /export\s*\{[^}]*\bas\s+(POST|PUT|PATCH|DELETE)\b/.test(text);
    };
    const entersPath = (file: string) => (graph.get(file) ?? []).some((i) => i.target === WRITE_PATH);
    // A handler takes the path itself, or calls a service that does.
    const reachesWritePath = (file: string) =>
      entersPath(file) || (graph.get(file) ?? []).some(({ target }) => target.startsWith('src/server/') && entersPath(target));
    const writing = sources.filter(writes);
    expect(writing.length).toBeGreaterThan(0);
    const unaccounted = writing.filter((file) => !reachesWritePath(file) && !NO_PUBLIC_CHANGE[file]);
    expect(unaccounted, 'these endpoints write: use writeOrganization, or list them in NO_PUBLIC_CHANGE with the reason').toEqual([]);
    const stale = Object.keys(NO_PUBLIC_CHANGE).filter((file) => !writing.includes(file));
    expect(stale, 'listed as private writes but no longer write (or moved): update NO_PUBLIC_CHANGE').toEqual([]);
  });
});
