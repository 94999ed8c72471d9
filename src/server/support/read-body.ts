import 'server-only';
// Reads a JSON (or URL-encoded form) request body with a hard size limit, counting bytes as they arrive: a missing or
// lying Content-Length cannot make the server buffer more than the limit.
import { ApiError } from '@/server/http/api';

export async function readBody(request: Request, maxBytes: number): Promise<unknown> {
  const declared = Number(request.headers.get('content-length'));
  if (Number.isFinite(declared) && declared > maxBytes) throw tooLarge(maxBytes);
  const reader = request.body?.getReader();
  if (!reader) throw new ApiError(400, 'Request body is required', { body: ['Send a JSON object'] });
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > maxBytes) {
      await reader.cancel();
      throw tooLarge(maxBytes);
    }
    chunks.push(value);
  }
  const text = new TextDecoder().decode(Buffer.concat(chunks));
  // A form posted before its script loaded arrives URL-encoded; read it as the same fields.
  if ((request.headers.get('content-type') ?? '').startsWith('application/x-www-form-urlencoded')) {
    return Object.fromEntries(new URLSearchParams(text));
  }
  try {
    return JSON.parse(text);
  } catch {
    throw new ApiError(400, 'Request body must be JSON', { body: ['The body is not valid JSON'] });
  }
}

function tooLarge(maxBytes: number): ApiError {
  return new ApiError(413, 'Request body is too large', { body: [`At most ${maxBytes} bytes are accepted`] });
}
