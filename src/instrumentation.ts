// Runs once when a server process starts: apply pending migrations before the first request, so
// `next start` on its own is as safe as `npm start`, connect the caches to the change channel and
// start the job queue.
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  // Areas listening to members' activity register before the first request.
  await import('./server/support/presence');
  const { getDatabase } = await import('./server/db/client');
  await getDatabase();
  const { connectHtmlCache } = await import('./server/cache/html-cache-bridge');
  connectHtmlCache();
  const { startInvalidationChannel } = await import('./server/cache/channel');
  await startInvalidationChannel();
  // Reminders, no-show checks and e-mail retries (docs/decisions/083): pg-boss or the embedded queue.
  const { startJobs } = await import('./server/jobs/start');
  await startJobs();
}
