import 'server-only';
// Where e-mail goes. SMTP_URL (smtp:// or smtps://) turns on real delivery through nodemailer;
// without it every message stays in the outbox table. Tests point the module at their own SMTP
// server with setMailTransportUrl instead of changing the process configuration.
import nodemailer, { type Transporter } from 'nodemailer';
import { config } from '@/config';

type Override = { url: string | null };

const state: { override?: Override; transports: Map<string, Transporter> } = ((globalThis as { __sitewrightMail?: typeof state }).__sitewrightMail ??= {
  transports: new Map(),
});

/** For tests: use this SMTP URL (null: no delivery, the outbox only); undefined goes back to SMTP_URL. */
export function setMailTransportUrl(url: string | null | undefined): void {
  state.override = url === undefined ? undefined : { url };
  for (const transport of state.transports.values()) transport.close();
  state.transports.clear();
}

/** The SMTP URL in force, or null when mail stays in the outbox. */
export function mailTransportUrl(): string | null {
  if (state.override) return state.override.url;
  return config().SMTP_URL ?? null;
}

export function isDeliveryConfigured(): boolean {
  return mailTransportUrl() !== null;
}

function transportFor(url: string): Transporter {
  let transport = state.transports.get(url);
  if (!transport) {
    // Short timeouts: a request that sends mail waits for the answer, and a dead server must turn
    // into a recorded failure quickly rather than a hanging page.
    transport = nodemailer.createTransport(url, { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 20_000 } as never);
    state.transports.set(url, transport);
  }
  return transport;
}

/** MAIL_FROM's address with the site's name in front, so each organisation's mail says who it is from. */
export function senderFor(siteName: string): { name: string; address: string } {
  const from = config().MAIL_FROM;
  const match = /<([^>]+)>\s*$/.exec(from);
  const address = (match ? match[1] : from).trim();
  return { name: siteName, address };
}

/** A file sent with a message: its name, MIME type (parameters included) and text content. */
export type OutgoingAttachment = { filename: string; contentType: string; content: string };

export type OutgoingMessage = {
  from: { name: string; address: string };
  to: string;
  subject: string;
  html: string;
  text: string;
  attachments?: OutgoingAttachment[];
};

/** Hands one message to the SMTP server; rejects with the server's reason when it is refused. */
export async function transmit(url: string, message: OutgoingMessage): Promise<void> {
  const { attachments, ...rest } = message;
  // A calendar invitation goes as a plain attachment with its method in the content type, which mail
  // clients read as an invitation; nodemailer's icalEvent (an inline alternative) is not needed.
  const files = attachments?.length ? attachments.map(({ filename, content, contentType }) => ({ filename, content, contentType })) : undefined;
  await transportFor(url).sendMail({ ...rest, ...(files ? { attachments: files } : {}), textEncoding: 'base64' } as never);
}
