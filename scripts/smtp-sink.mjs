#!/usr/bin/env node
// A local mail sink for development and end-to-end tests. It accepts every message on an SMTP port
// (no authentication, no TLS), keeps the decoded messages in memory and lists them over HTTP:
//
//   GET    http://127.0.0.1:2526/messages?to=someone@example.com  → [{ to, from, subject, text, html, date }]
//   DELETE http://127.0.0.1:2526/messages                         → forget every message
//
// Point the product at it with SMTP_URL=smtp://127.0.0.1:2525. Ports can be moved with
// SINK_SMTP_PORT and SINK_HTTP_PORT. Nothing leaves this machine.
//
// Like a greylisting mail server, it turns away the first delivery to an address whose local part
// starts with "greylist" (451, try again later) and accepts the next one: a realistic way to see
// a failed message in the outbox and retry it.
import http from 'node:http';
import { SMTPServer } from 'smtp-server';

const SMTP_PORT = Number(process.env.SINK_SMTP_PORT ?? 2525);
const HTTP_PORT = Number(process.env.SINK_HTTP_PORT ?? 2526);
const HOST = '127.0.0.1';
const KEEP_AT_MOST = 1000;

/** @type {{ to: string[], from: string, subject: string, text: string, html: string, date: string }[]} */
let messages = [];
/** Greylisted addresses already seen once. */
const greylisted = new Set();

// ---- a small MIME reader: enough for what nodemailer and ordinary clients produce ----

function splitHead(raw) {
  const match = /\r?\n\r?\n/.exec(raw);
  if (!match) return { head: raw, body: '' };
  return { head: raw.slice(0, match.index), body: raw.slice(match.index + match[0].length) };
}

function parseHeaders(head) {
  const unfolded = head.replace(/\r?\n[ \t]+/g, ' ');
  const headers = new Map();
  for (const line of unfolded.split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (colon <= 0) continue;
    const name = line.slice(0, colon).trim().toLowerCase();
    if (!headers.has(name)) headers.set(name, line.slice(colon + 1).trim());
  }
  return headers;
}

function headerParam(value, param) {
  const match = new RegExp(`;\\s*${param}\\s*=\\s*(?:"([^"]*)"|([^;\\s]+))`, 'i').exec(value ?? '');
  return match ? (match[1] ?? match[2]) : undefined;
}

function decodeCharset(bytes, charset) {
  try {
    return new TextDecoder((charset || 'utf-8').toLowerCase()).decode(bytes);
  } catch {
    return new TextDecoder('utf-8').decode(bytes);
  }
}

function quotedPrintableBytes(input) {
  const soft = input.replace(/=\r?\n/g, '');
  const bytes = [];
  for (let i = 0; i < soft.length; i += 1) {
    const ch = soft[i];
    if (ch === '=' && /^[0-9A-Fa-f]{2}$/.test(soft.slice(i + 1, i + 3))) {
      bytes.push(parseInt(soft.slice(i + 1, i + 3), 16));
      i += 2;
    } else {
      for (const b of Buffer.from(ch, 'utf8')) bytes.push(b);
    }
  }
  return Uint8Array.from(bytes);
}

function decodeBody(body, encoding, charset) {
  const kind = (encoding ?? '7bit').toLowerCase();
  if (kind === 'base64') return decodeCharset(Buffer.from(body.replace(/\s+/g, ''), 'base64'), charset);
  if (kind === 'quoted-printable') return decodeCharset(quotedPrintableBytes(body), charset);
  return decodeCharset(Buffer.from(body, 'binary'), charset);
}

/** Decodes RFC 2047 encoded words ("=?UTF-8?Q?...?=" and "=?UTF-8?B?...?="). */
function decodeWords(value) {
  if (!value) return '';
  return value
    .replace(/(=\?[^?]+\?[BbQq]\?[^?]*\?=)\s+(?==\?)/g, '$1')
    .replace(/=\?([^?]+)\?([BbQq])\?([^?]*)\?=/g, (_all, charset, kind, text) => {
      if (kind.toUpperCase() === 'B') return decodeCharset(Buffer.from(text, 'base64'), charset);
      return decodeCharset(quotedPrintableBytes(text.replace(/_/g, ' ')), charset);
    });
}

/** Walks a MIME entity and collects its first text/plain and text/html parts. */
function collectParts(raw, found) {
  const { head, body } = splitHead(raw);
  const headers = parseHeaders(head);
  const type = (headers.get('content-type') ?? 'text/plain').toLowerCase();
  if (type.startsWith('multipart/')) {
    const boundary = headerParam(headers.get('content-type'), 'boundary');
    if (!boundary) return headers;
    const pieces = body.split(new RegExp(`\\r?\\n?--${boundary.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?:--)?[ \\t]*\\r?\\n?`));
    for (const piece of pieces.slice(1)) if (piece.trim()) collectParts(piece, found);
    return headers;
  }
  const disposition = (headers.get('content-disposition') ?? '').toLowerCase();
  if (disposition.startsWith('attachment')) return headers;
  const decoded = decodeBody(body, headers.get('content-transfer-encoding'), headerParam(headers.get('content-type'), 'charset'));
  if (type.startsWith('text/html') && found.html === undefined) found.html = decoded;
  else if (type.startsWith('text/plain') && found.text === undefined) found.text = decoded.replace(/\r\n/g, '\n');
  return headers;
}

function parseMessage(raw, envelope) {
  const found = {};
  const headers = collectParts(raw, found);
  const headerTo = decodeWords(headers.get('to') ?? '');
  const to = envelope.rcptTo.length > 0 ? envelope.rcptTo.map((entry) => entry.address.toLowerCase()) : [headerTo];
  return {
    to,
    from: decodeWords(headers.get('from') ?? envelope.mailFrom?.address ?? ''),
    subject: decodeWords(headers.get('subject') ?? ''),
    text: found.text ?? '',
    html: found.html ?? '',
    date: new Date().toISOString(),
  };
}

// ---- SMTP side ----

const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ['AUTH', 'STARTTLS'],
  banner: 'Sitewright mail sink',
  logger: false,
  size: 10 * 1024 * 1024,
  onRcptTo(address, _session, callback) {
    const to = address.address.toLowerCase();
    if (to.startsWith('greylist') && !greylisted.has(to)) {
      greylisted.add(to);
      return callback(Object.assign(new Error('Greylisted, please try again later'), { responseCode: 451 }));
    }
    return callback();
  },
  onData(stream, session, callback) {
    const chunks = [];
    stream.on('data', (chunk) => chunks.push(chunk));
    stream.on('error', callback);
    stream.on('end', () => {
      try {
        const message = parseMessage(Buffer.concat(chunks).toString('binary'), session.envelope);
        messages.push(message);
        if (messages.length > KEEP_AT_MOST) messages = messages.slice(-KEEP_AT_MOST);
        console.log(`[sink] ${message.to.join(', ')}: ${message.subject}`);
        callback(null, 'Kept');
      } catch (error) {
        callback(error instanceof Error ? error : new Error(String(error)));
      }
    });
  },
});
smtp.on('error', (error) => console.error('[sink] smtp error:', error.message));

// ---- HTTP side ----

const api = http.createServer((request, response) => {
  const url = new URL(request.url ?? '/', `http://${HOST}:${HTTP_PORT}`);
  const reply = (status, body) => {
    response.writeHead(status, { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' });
    response.end(JSON.stringify(body));
  };
  if (url.pathname !== '/messages') return reply(404, { error: 'Not found' });
  if (request.method === 'GET') {
    const to = url.searchParams.get('to')?.trim().toLowerCase();
    const list = to ? messages.filter((message) => message.to.includes(to)) : messages;
    return reply(200, list.map((message) => ({ ...message, to: message.to.join(', ') })));
  }
  if (request.method === 'DELETE') {
    const removed = messages.length;
    messages = [];
    return reply(200, { removed });
  }
  return reply(405, { error: 'Method not allowed' });
});

smtp.listen(SMTP_PORT, HOST, () => console.log(`[sink] SMTP on smtp://${HOST}:${SMTP_PORT}`));
api.listen(HTTP_PORT, HOST, () => console.log(`[sink] messages on http://${HOST}:${HTTP_PORT}/messages`));

function stop() {
  api.close();
  smtp.close(() => process.exit(0));
  setTimeout(() => process.exit(0), 1000).unref();
}
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
