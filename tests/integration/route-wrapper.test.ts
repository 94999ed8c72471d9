// Every API route goes through the one route wrapper: this walks src/app/api, imports each route
// file and fails when an exported HTTP method is not a handler the wrapper made, when a file reads
// a request body or a session itself, or when a handler has no header line saying what it does.
// The checks that need no database (a NUL or a bad escape in the query, a declared body over the
// route's limit) run here against every method of every route.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { routeDeclaration } from '@/server/http/route';

const API = path.resolve('src/app/api');
const METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'] as const;

function routeFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return routeFiles(full);
    return /^route\.(ts|tsx|js|mjs)$/.test(entry.name) ? [full] : [];
  });
}

/** The path a route file answers, as its header writes it: [id] is {id}, a catch-all is *. */
function apiPath(file: string): string {
  const segments = path.relative(API, path.dirname(file)).split(path.sep).filter(Boolean);
  const shown = segments.map((segment) => (segment.startsWith('[...') || segment.startsWith('[[...') ? '*' : segment.replace(/^\[(.+)\]$/, '{$1}')));
  return `/api${shown.length ? `/${shown.join('/')}` : ''}`;
}

/** Methods named by the file's header lines (`// GET, POST /api/x: ...`) for its own path. */
function documentedMethods(source: string, ownPath: string): Set<string> {
  const named = new Set<string>();
  for (const line of source.split('\n')) {
    if (!line.startsWith('//')) break;
    const match = /^\/\/ ((?:[A-Z]+, )*[A-Z]+) (\/api\S*?)(?:\?\S*)?(?: \{.*\})?:/.exec(line);
    if (match && match[2] === ownPath) for (const method of match[1].split(', ')) named.add(method);
  }
  return named;
}

function concrete(file: string): string {
  return apiPath(file).replace(/\{[^}]+\}/g, '00000000-0000-4000-8000-000000000000').replace('*', 'anything');
}

const files = routeFiles(API);

describe('the route wrapper', () => {
  it('finds the API routes (a walk that finds nothing proves nothing)', () => {
    expect(files.length).toBeGreaterThanOrEqual(14);
    expect(files.map(apiPath)).toEqual(expect.arrayContaining(['/api/health', '/api/auth/*', '/api/*', '/api/tickets/{id}/messages']));
  });

  it('tells a wrapped handler from a bare function', () => {
    expect(routeDeclaration(async () => new Response(null))).toBeUndefined();
    expect(routeDeclaration(undefined)).toBeUndefined();
  });

  describe.each(files.map((file) => [path.relative(process.cwd(), file), file]))('%s', (_name, file) => {
    const source = readFileSync(file, 'utf8');

    it('exports only handlers the wrapper made, each with a header line', async () => {
      const routeModule = (await import(file)) as Record<string, unknown>;
      const exported = METHODS.filter((method) => method in routeModule);
      expect(exported.length, 'a route file exports at least one method').toBeGreaterThan(0);
      const documented = documentedMethods(source, apiPath(file));
      for (const method of exported) {
        expect(routeDeclaration(routeModule[method]), `${method} goes through route() from @/server/http/route`).toBeDefined();
        expect(documented.has(method), `a header line "// ${method} ${apiPath(file)}: what it does"`).toBe(true);
      }
    });

    it('leaves the body, the session and the origin check to the wrapper', () => {
      expect(source).not.toMatch(/request\.(json|text|formData|arrayBuffer|blob)\(|request\.body\b/);
      expect(source).not.toMatch(/getSession\(|assertSameOrigin|isSameOrigin|resolveOrganizationByHost/);
      expect(source).not.toMatch(/export (async )?function (GET|HEAD|POST|PUT|PATCH|DELETE|OPTIONS)\b/);
    });

    it('answers 400 to a NUL or a malformed escape in the query and 413 to a declared oversized body, on every method', async () => {
      const routeModule = (await import(file)) as Record<string, (request: Request, context?: unknown) => Promise<Response>>;
      const context = { params: Promise.resolve({}) };
      for (const method of METHODS.filter((m) => m in routeModule)) {
        const url = `http://firm-a.localhost${concrete(file)}`;
        for (const query of ['?q=%00', '?q=%FF', '?q=%E0%A4']) {
          const response = await routeModule[method](new Request(`${url}${query}`, { method, headers: { host: 'firm-a.localhost' } }), context);
          expect(response.status, `${method} ${query}`).toBe(400);
          expect(await response.json()).toMatchObject({ error: expect.any(String), details: expect.any(Object) });
        }
        if (method === 'GET' || method === 'HEAD') continue;
        const limit = routeDeclaration(routeModule[method])!.maxBytes ?? 0;
        const headers = { host: 'firm-a.localhost', 'content-type': 'application/json', 'content-length': String(limit + 1) };
        const huge = await routeModule[method](new Request(url, { method, headers, body: 'x'.repeat(limit + 1) }), context);
        expect(huge.status, `${method} with ${limit + 1} bytes declared`).toBe(413);
        expect(await huge.json()).toMatchObject({ error: 'Request body is too large' });
      }
    });
  });
});
