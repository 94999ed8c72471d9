import 'server-only';
// Small pieces the account and ticket route handlers share: reading a bounded JSON body through a
// zod/mini schema (bad input is a 400 with the schema's messages), and the id in the path.
import * as z from 'zod/mini';
import { ApiError } from '@/server/http/api';
import { readBody } from '@/server/support/read-body';
import { TICKET_MESSAGES } from '@/schemas/tickets';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function parseWith<T>(schema: z.ZodMiniType<T>, input: unknown): T {
  const result = z.safeParse(schema, input);
  if (!result.success) throw new ApiError(400, result.error.issues[0]?.message ?? 'Invalid request', z.flattenError(result.error));
  return result.data;
}

export async function readInput<T>(request: Request, schema: z.ZodMiniType<T>, maxBytes: number): Promise<T> {
  return parseWith(schema, await readBody(request, maxBytes));
}

/** A ticket id from the path; anything that is not a UUID cannot be a ticket. */
export function ticketIdParam(value: string | string[] | undefined): string {
  if (typeof value !== 'string' || !UUID.test(value)) throw new ApiError(404, TICKET_MESSAGES.ticketNotFound);
  return value;
}
