// GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS /api/*: any API path no other route answers gets a
// JSON 404 (not the site's HTML page), so API clients always read { error, details }.
import { ApiError } from '@/server/http/api';
import { route } from '@/server/http/route';

const notFound = route({ access: 'any-host', maxBytes: 64 * 1024 }, async ({ request }) => {
  throw new ApiError(404, 'Not found', { path: new URL(request.url).pathname });
});

export { notFound as GET, notFound as HEAD, notFound as POST, notFound as PUT, notFound as PATCH, notFound as DELETE, notFound as OPTIONS };
