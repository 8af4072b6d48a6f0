import 'server-only';
import { eq } from 'drizzle-orm';
import type { Db } from '@/server/db/client';
import { emailOutbox } from '@/server/db/schema';
import { claimDueEmails } from '@/server/db/queries/email-outbox';
import { emailFunctionErrorMessage } from '@/lib/errors';
import { log } from '@/server/log';
import { EmailSendError, type EmailProvider } from './types';

/** After this many failed attempts a message is marked failed (an admin can retry it). */
export const MAX_EMAIL_ATTEMPTS = 5;
/** Backoff before attempt n+1: 1 min × 2^(n-1) (1, 2, 4, 8 min). */
export const EMAIL_BACKOFF_BASE_SECONDS = 60;

export function backoffSeconds(attempts: number): number {
  return EMAIL_BACKOFF_BASE_SECONDS * 2 ** Math.max(0, attempts - 1);
}

export interface DispatchReport {
  sent: number;
  /** Failed this time, will be tried again later. */
  retried: number;
  /** Failed for the last time. */
  failed: number;
}

/**
 * Sends the due outbox messages through the provider. Each message is claimed first, so parallel
 * dispatchers never send one twice; a failure is recorded on the row, never thrown.
 */
export async function dispatchPendingEmails(
  db: Db,
  provider: EmailProvider,
  { from, batchSize = 20, now = () => new Date() }: { from: string; batchSize?: number; now?: () => Date },
): Promise<DispatchReport> {
  const report: DispatchReport = { sent: 0, retried: 0, failed: 0 };
  if (!provider.enabled) return report;
  for (const message of await claimDueEmails(db, batchSize)) {
    try {
      const { id } = await provider.send({
        from,
        to: message.toAddress,
        replyTo: message.replyTo,
        subject: message.subject,
        text: message.textBody,
        html: message.htmlBody,
        attachments: message.attachments,
      });
      await db
        .update(emailOutbox)
        .set({ status: 'sent', sentAt: now(), providerMessageId: id ?? null, lastError: null })
        .where(eq(emailOutbox.id, message.id));
      report.sent++;
    } catch (err) {
      const lastError = emailFunctionErrorMessage(
        (err instanceof Error ? err.message : String(err)).slice(0, 500),
        err instanceof EmailSendError ? err.status : undefined,
      );
      const final = message.attempts >= MAX_EMAIL_ATTEMPTS;
      await db
        .update(emailOutbox)
        .set(
          final
            ? { status: 'failed', lastError }
            : { status: 'pending', lastError, nextAttemptAt: new Date(now().getTime() + backoffSeconds(message.attempts) * 1000) },
        )
        .where(eq(emailOutbox.id, message.id));
      log.warn('e-mail not sent', { id: message.id, kind: message.kind, attempts: message.attempts, final, error: lastError });
      if (final) report.failed++;
      else report.retried++;
    }
  }
  return report;
}
