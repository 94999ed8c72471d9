// Where each Playwright worker finds its own site server and mail sink. Every worker has a server
// of its own, with its own embedded database seeded with the demo organisations, so tests in two
// workers never see each other's edits, sign-ins, rate limits or e-mails. Worker n (its parallel
// index, 0-based) uses the base ports plus 10·n; E2E_PORT and E2E_SMTP_PORT move the bases (so two
// checkouts can run at once), E2E_WORKERS sets how many workers there are.
import { availableParallelism } from 'node:os';

const BASE_PORT = Number(process.env.E2E_PORT ?? 3100);
const BASE_SMTP_PORT = Number(process.env.E2E_SMTP_PORT ?? 2525);

/** How many workers, hence servers: one per core, at most 2 (the servers and browsers share them). */
export const WORKERS = Number(process.env.E2E_WORKERS ?? Math.min(2, availableParallelism()));

export function portsOf(index: number) {
  const smtp = BASE_SMTP_PORT + 10 * index;
  return { site: BASE_PORT + 10 * index, smtp, mail: smtp + 1 };
}

/** This worker's ports; in the runner process (no worker yet), worker 0's. */
export function workerPorts() {
  return portsOf(Number(process.env.TEST_PARALLEL_INDEX ?? 0));
}
