// Runs once when a server process starts: apply pending migrations before the first request, so
// `next start` on its own is as safe as `npm start`.
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  const { getDatabase } = await import('./server/db/client');
  await getDatabase();
}
