import 'server-only';
import { eq } from 'drizzle-orm';
import type { Db } from '@/server/db/client';
import { emailOutbox } from '@/server/db/schema';
import { claimDueEmails, claimEmailById, type ClaimedEmail } from '@/server/db/queries/email-outbox';
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

/** What happened to one message: sent (with the provider's id), or failed with the error recorded on the row. */
export type SendOutcome = { status: 'sent'; providerMessageId: string | null } | { status: 'retry' | 'failed'; error: string };

/** Sends one claimed message and records the outcome on its row; never throws. */
async function sendClaimed(db: Db, provider: EmailProvider, message: ClaimedEmail, from: string, now: () => Date): Promise<SendOutcome> {
  try {
    const { id } = await provider.send({
      from,
      to: message.toAddress,
      replyTo: message.replyTo,
      subject: message.subject,
      text: message.textBody,
      html: message.htmlBody,
      attachments: message.attachments,
      idempotencyKey: `email-outbox/${message.id}`,
    });
    await db
      .update(emailOutbox)
      .set({ status: 'sent', sentAt: now(), providerMessageId: id ?? null, lastError: null })
      .where(eq(emailOutbox.id, message.id));
    return { status: 'sent', providerMessageId: id ?? null };
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
    return { status: final ? 'failed' : 'retry', error: lastError };
  }
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
    const outcome = await sendClaimed(db, provider, message, from, now);
    if (outcome.status === 'sent') report.sent++;
    else if (outcome.status === 'failed') report.failed++;
    else report.retried++;
  }
  return report;
}

/**
 * Sends one pending message now (the admin's resend and test message), so the caller can show the
 * provider's answer. null: no provider is configured, or the message is not pending (another
 * dispatcher has it).
 */
export async function dispatchEmailNow(
  db: Db,
  provider: EmailProvider,
  id: string,
  { from, now = () => new Date() }: { from: string; now?: () => Date },
): Promise<SendOutcome | null> {
  if (!provider.enabled) return null;
  const message = await claimEmailById(db, id);
  return message ? sendClaimed(db, provider, message, from, now) : null;
}
