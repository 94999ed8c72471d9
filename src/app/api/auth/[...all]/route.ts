// /api/auth/*: the auth library's endpoints (sign-up, sign-in, sign-out, session, password reset).
import { getAuth } from '@/server/auth/auth';

async function handle(request: Request): Promise<Response> {
  const auth = await getAuth();
  return auth.handler(request);
}

export { handle as GET, handle as POST };
