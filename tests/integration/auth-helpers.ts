// Calls the auth endpoints and POST /api/profile the way a browser on an organisation's host does.
import { POST as authPost, GET as authGet } from '@/app/api/auth/[...all]/route';
import { POST as profilePost } from '@/app/api/profile/route';

export function authCall(host: string, path: string, body: unknown, headers: Record<string, string> = {}, scheme: 'http' | 'https' = 'http'): Promise<Response> {
  // Next.js builds the handler's URL from its own listening address; the browser's host is in Host.
  return authPost(
    new Request(`${scheme}://localhost:3000/api/auth${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', host, origin: `http://${host}`, ...headers },
      body: JSON.stringify(body),
    }),
  );
}

export async function sessionOf(host: string, cookie: string): Promise<{ user: { id: string; email: string } } | null> {
  const response = await authGet(new Request('http://localhost:3000/api/auth/get-session', { headers: { host, cookie } }));
  return (await response.json()) as { user: { id: string; email: string } } | null;
}

export function cookieOf(response: Response): string {
  return response.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ');
}

export async function signUp(host: string, input: { email: string; password: string; name: string }) {
  const response = await authCall(host, '/sign-up/email', input);
  return { response, cookie: cookieOf(response), bearer: response.headers.get('set-auth-token') };
}

export function postProfile(host: string, body: unknown, headers: Record<string, string> = {}): Promise<Response> {
  const text = typeof body === 'string' ? body : JSON.stringify(body);
  return profilePost(
    new Request(`http://${host}/api/profile`, { method: 'POST', headers: { host, 'content-type': 'application/json', ...headers }, body: text }),
    { params: Promise.resolve({}) },
  );
}
