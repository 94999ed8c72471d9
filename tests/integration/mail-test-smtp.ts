// A real SMTP server for the mail tests, on a random local port. It keeps what it receives and
// refuses recipients whose address starts with "bounce" (550), the way a mail server turns away
// an unknown mailbox, so a delivery failure is a genuine SMTP refusal.
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export type Received = { to: string[]; raw: string };

export type TestSmtp = { url: string; received: Received[]; refuse: (on: boolean) => void; close: () => Promise<void> };

export async function startTestSmtp(): Promise<TestSmtp> {
  const received: Received[] = [];
  let refuseAll = false;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['AUTH', 'STARTTLS'],
    logger: false,
    onRcptTo(address, _session, callback) {
      if (refuseAll || address.address.toLowerCase().startsWith('bounce')) {
        return callback(Object.assign(new Error(`Mailbox ${address.address} unavailable`), { responseCode: 550 }));
      }
      callback();
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        received.push({ to: session.envelope.rcptTo.map((r) => r.address), raw: Buffer.concat(chunks).toString('utf8') });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    refuse: (on) => {
      refuseAll = on;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The message with its base64 body parts decoded (nodemailer sends them base64-encoded). */
export function decodedParts(raw: string): string {
  return raw.replace(/(?:^[A-Za-z0-9+/]{8,76}={0,2}\r?\n)+/gm, (block) => `${Buffer.from(block.replace(/\s+/g, ''), 'base64').toString('utf8')}\n`);
}
