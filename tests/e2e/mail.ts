import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

// Where the end-to-end tests read the e-mails the server sent: scripts/e2e-server.mjs points SMTP_URL
// at the loopback SMTP sink that tests/e2e/smtp-sink.ts (Playwright's global setup) starts on this port.

export const E2E_SMTP_PORT = Number(process.env.E2E_SMTP_PORT ?? 3125);
export const E2E_MAIL_DIR = process.env.E2E_MAIL_DIR ?? path.join(os.tmpdir(), `hotel-e2e-mail-${E2E_SMTP_PORT}`);

/**
 * Whether the server under test sends its e-mails to the sink: the e2e production server does; a
 * server given with E2E_BASE_URL only when E2E_MAIL=1 says it was started with that SMTP_URL.
 */
export const mailAvailable = !process.env.E2E_BASE_URL || process.env.E2E_MAIL === '1';

export interface SavedMail {
  to: string[];
  /** The decoded text of every MIME part. */
  text: string;
}

function decodeQuotedPrintable(body: string): string {
  const bytes = body.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
  return Buffer.from(bytes, 'latin1').toString('utf8');
}

/** The text of a raw message: each leaf part decoded from quoted-printable or base64. */
export function decodeMessage(raw: string): string {
  const parts = raw.split(/\r?\n--[^\r\n]+/);
  const decoded = parts.map((part) => {
    const split = part.search(/\r?\n\r?\n/);
    if (split < 0) return '';
    const headers = part.slice(0, split);
    const body = part.slice(split).trim();
    const encoding = /content-transfer-encoding:\s*([\w-]+)/i.exec(headers)?.[1]?.toLowerCase();
    if (encoding === 'base64') return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
    if (encoding === 'quoted-printable') return decodeQuotedPrintable(body);
    return body;
  });
  return decoded.join('\n');
}

/** Waits for a message to `to` whose text matches `pattern`; returns the first capture group (or the match). */
export async function waitForMail(to: string, pattern: RegExp, { timeoutMs = 20_000, after = 0 } = {}): Promise<string> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const files = fs.existsSync(E2E_MAIL_DIR) ? fs.readdirSync(E2E_MAIL_DIR).sort().reverse() : [];
    for (const file of files) {
      const full = path.join(E2E_MAIL_DIR, file);
      if (fs.statSync(full).mtimeMs < after) continue;
      const mail = JSON.parse(fs.readFileSync(full, 'utf8')) as SavedMail;
      if (!mail.to.some((address) => address.toLowerCase() === to.toLowerCase())) continue;
      const match = pattern.exec(mail.text);
      if (match) return match[1] ?? match[0];
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`no e-mail to ${to} matching ${pattern} within ${timeoutMs} ms (sink: ${E2E_MAIL_DIR})`);
}
