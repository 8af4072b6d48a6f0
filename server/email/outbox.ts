import 'server-only';
import type { Db } from '@/server/db/client';
import { emailOutbox } from '@/server/db/schema';
import type { OutboxMessage } from './types';

/**
 * Writes a message to email_outbox with the caller's transaction (`tx`), so it exists if and only
 * if the business write commits. dispatchPendingEmails sends it afterwards.
 */
export async function enqueueEmail(tx: Db, message: OutboxMessage): Promise<string> {
  const [row] = await tx
    .insert(emailOutbox)
    .values({
      kind: message.kind,
      toAddress: message.to,
      replyTo: message.replyTo ?? null,
      subject: message.subject,
      textBody: message.text,
      htmlBody: message.html ?? null,
      attachments: message.attachments ?? [],
      reservationId: message.reservationId ?? null,
    })
    .returning({ id: emailOutbox.id });
  return row!.id;
}
