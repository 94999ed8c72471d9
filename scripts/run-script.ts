// Runs a command-line task: a configuration or connection problem ends it with one clear line.
import { ConfigError } from '../src/config';

export async function runScript(task: () => Promise<void>): Promise<void> {
  try {
    await task();
  } catch (error) {
    console.error(describeStartupError(error));
    process.exit(1);
  }
}

export function describeStartupError(error: unknown): string {
  if (error instanceof ConfigError) return error.message;
  const err = error as { code?: string; message?: string };
  if (err?.code === 'ECONNREFUSED' || err?.code === 'ENOTFOUND' || err?.code === 'EAI_AGAIN')
    return `Cannot reach the database at DATABASE_URL (${err.code}). Is PostgreSQL running there?`;
  if (err?.code === '3D000' || err?.code === '28P01' || err?.code === '28000')
    return `Cannot open the database at DATABASE_URL: ${err.message}`;
  return `Start-up failed: ${err?.message ?? String(error)}`;
}
