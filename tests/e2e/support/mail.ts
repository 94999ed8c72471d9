// Reads the e-mail the product sent during an end-to-end test from the local SMTP sink
// (scripts/smtp-sink.mjs, started by playwright.config.ts next to the e2e server).
import { workerPorts } from './ports';

/** This worker's mail sink (support/ports.ts). */
const SINK_URL = `http://127.0.0.1:${workerPorts().mail}`;

export type SunkMail = { subject: string; text: string; html: string };

type StoredMail = SunkMail & { to: string; from: string; date: string };

function matches(subject: string, wanted: RegExp | string | undefined): boolean {
  if (wanted === undefined) return true;
  return typeof wanted === 'string' ? subject.includes(wanted) : wanted.test(subject);
}

/**
 * Waits until a message to `to` (whose subject matches `subjectIncludes`, when given) has reached
 * the sink and returns the newest such message. Throws with what did arrive after `timeoutMs`.
 */
export async function waitForMail(to: string, subjectIncludes?: RegExp | string, timeoutMs = 15000): Promise<SunkMail> {
  const deadline = Date.now() + timeoutMs;
  let seen: StoredMail[] = [];
  for (;;) {
    try {
      const response = await fetch(`${SINK_URL}/messages?to=${encodeURIComponent(to.toLowerCase())}`, { cache: 'no-store' });
      if (response.ok) {
        seen = (await response.json()) as StoredMail[];
        const found = seen.filter((mail) => matches(mail.subject, subjectIncludes)).at(-1);
        if (found) return { subject: found.subject, text: found.text, html: found.html };
      }
    } catch {
      // The sink may still be starting; keep polling until the deadline.
    }
    if (Date.now() >= deadline) {
      const subjects = seen.map((mail) => `"${mail.subject}"`).join(', ') || 'none';
      throw new Error(`No e-mail to ${to} matching ${String(subjectIncludes ?? 'any subject')} within ${timeoutMs} ms (received: ${subjects})`);
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}
