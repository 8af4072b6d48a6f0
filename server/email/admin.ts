import 'server-only';
import { and, count, desc, eq } from 'drizzle-orm';
import type { Db } from '@/server/db/client';
import { emailOutbox } from '@/server/db/schema';
import { DESK_RESULTS as R, EMAILS_PAGE_SIZE, type DeskEmailStatus } from '@/lib/admin-desk';
import { dispatchEmailNow, type SendOutcome } from './dispatch';
import { enqueueEmail } from './outbox';
import type { EmailProvider } from './types';
import { translator } from '@/lib/messages';

/** One row of the admin's outbox list (no bodies). */
export interface OutboxEntry {
  id: string;
  kind: string;
  toAddress: string;
  subject: string;
  status: DeskEmailStatus;
  attempts: number;
  lastError: string | null;
  createdAt: Date;
  sentAt: Date | null;
  reservationId: string | null;
}

/** A page of the outbox, newest first, optionally of one status. */
export async function listOutbox(db: Db, { status, page }: { status?: DeskEmailStatus; page: number }) {
  const where = status ? eq(emailOutbox.status, status) : undefined;
  const [items, [total]] = await Promise.all([
    db
      .select({
        id: emailOutbox.id,
        kind: emailOutbox.kind,
        toAddress: emailOutbox.toAddress,
        subject: emailOutbox.subject,
        status: emailOutbox.status,
        attempts: emailOutbox.attempts,
        lastError: emailOutbox.lastError,
        createdAt: emailOutbox.createdAt,
        sentAt: emailOutbox.sentAt,
        reservationId: emailOutbox.reservationId,
      })
      .from(emailOutbox)
      .where(where)
      .orderBy(desc(emailOutbox.createdAt), desc(emailOutbox.id))
      .limit(EMAILS_PAGE_SIZE)
      .offset((page - 1) * EMAILS_PAGE_SIZE),
    db.select({ n: count() }).from(emailOutbox).where(where),
  ]);
  const n = total?.n ?? 0;
  return { items: items as OutboxEntry[], total: n, page, pageCount: Math.max(1, Math.ceil(n / EMAILS_PAGE_SIZE)) };
}

export type SendNowResult =
  | { ok: true; outcome: 'sent'; provider: string; providerMessageId: string | null }
  | { ok: true; outcome: 'queued'; provider: string }
  | { ok: false; outcome: 'error'; provider: string; message: string };

function answer(provider: EmailProvider, sent: SendOutcome | null): SendNowResult {
  if (!sent) return { ok: true, outcome: 'queued', provider: provider.name };
  if (sent.status === 'sent') return { ok: true, outcome: 'sent', provider: provider.name, providerMessageId: sent.providerMessageId };
  return { ok: false, outcome: 'error', provider: provider.name, message: sent.error };
}

/**
 * Puts a failed message back in the queue for a new round of attempts (status pending, attempts 0,
 * due now), once: only a 'failed' row moves. Then sends it at once through the provider.
 */
export async function resendEmail(
  db: Db,
  provider: EmailProvider,
  id: string,
  from: string,
): Promise<{ ok: false; message: string } | SendNowResult> {
  const [row] = await db
    .update(emailOutbox)
    .set({ status: 'pending', attempts: 0, nextAttemptAt: new Date(), updatedAt: new Date() })
    .where(and(eq(emailOutbox.id, id), eq(emailOutbox.status, 'failed')))
    .returning({ id: emailOutbox.id });
  if (!row) {
    const [exists] = await db.select({ id: emailOutbox.id }).from(emailOutbox).where(eq(emailOutbox.id, id));
    return { ok: false, message: exists ? R.emailNotFailed : R.emailNotFound };
  }
  return answer(provider, await dispatchEmailNow(db, provider, id, { from }));
}

/** A test message to `to`, written to the outbox and sent at once; the provider's answer. */
export async function sendTestEmail(db: Db, provider: EmailProvider, to: string, { from, hotelName }: { from: string; hotelName: string }): Promise<SendNowResult> {
  const sentAt = new Intl.DateTimeFormat('pt-BR', { dateStyle: 'short', timeStyle: 'medium', timeZone: 'UTC' }).format(new Date());
  const id = await enqueueEmail(db, {
    kind: 'test',
    to,
    subject: translator('emails')('test.subject', { hotel: hotelName }),
    text: `${translator('emails')('test.body', { sentAt })}\n`,
  });
  return answer(provider, await dispatchEmailNow(db, provider, id, { from }));
}
