import fs from 'node:fs';
import path from 'node:path';
import { startSmtpServer } from '../helpers/smtp-server';
import { decodeMessage, E2E_MAIL_DIR, E2E_SMTP_PORT, type SavedMail } from './mail';

/**
 * Playwright global setup: a loopback SMTP server (tests/helpers/smtp-server.ts) on E2E_SMTP_PORT
 * that saves every message as JSON in E2E_MAIL_DIR, where the tests read the links of the e-mails
 * the real server sent (scripts/e2e-server.mjs sets SMTP_URL to it). Returns the teardown.
 */
export default async function startMailSink(): Promise<() => Promise<void>> {
  fs.mkdirSync(E2E_MAIL_DIR, { recursive: true });
  let sequence = 0;
  try {
    const server = await startSmtpServer({
      port: E2E_SMTP_PORT,
      onMessage: (mail) => {
        const saved: SavedMail = { to: mail.to, text: decodeMessage(mail.data) };
        const name = `${Date.now()}-${String(++sequence).padStart(4, '0')}.json`;
        fs.writeFileSync(path.join(E2E_MAIL_DIR, name), JSON.stringify(saved));
      },
    });
    // The port is ours: earlier runs' messages go (not before, while another run's sink may be writing).
    for (const file of fs.readdirSync(E2E_MAIL_DIR)) fs.rmSync(path.join(E2E_MAIL_DIR, file), { force: true });
    return () => server.close();
  } catch (err) {
    // Port taken by another run's sink: it writes to the same directory, the tests read it there.
    console.warn(`e2e mail sink not started on port ${E2E_SMTP_PORT}: ${err instanceof Error ? err.message : String(err)}`);
    return async () => {};
  }
}
