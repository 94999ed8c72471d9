// GET /api/health: the process is up and its database answers (for load balancers and tests, which
// call it by address, so it needs no organisation).
import { sql } from 'drizzle-orm';
import { getDb } from '@/server/db/client';
import { route } from '@/server/http/route';

export const dynamic = 'force-dynamic';

export const GET = route({ access: 'any-host' }, async () => {
  try {
    const db = await getDb();
    await db.execute(sql`select 1`);
    return Response.json({ status: 'ok' });
  } catch {
    return Response.json({ status: 'unavailable' }, { status: 503 });
  }
});
