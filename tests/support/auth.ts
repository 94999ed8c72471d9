// Signs a person in through the real auth endpoint, as a browser on that host would.
import { expect } from 'vitest';
import { POST as authPost } from '@/app/api/auth/[...all]/route';

export async function signIn(host: string, email: string, password: string): Promise<{ cookie: string; bearer: string | null }> {
  const response = await authPost(
    // Next.js builds the handler's URL from its own listening address; the browser's host arrives
    // only in the Host header, as here.
    new Request('http://localhost:3000/api/auth/sign-in/email', {
      method: 'POST',
      headers: { 'content-type': 'application/json', host, origin: `http://${host}` },
      body: JSON.stringify({ email, password }),
    }),
  );
  expect(response.status, await response.clone().text()).toBe(200);
  const cookie = response.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ');
  return { cookie, bearer: response.headers.get('set-auth-token') };
}
