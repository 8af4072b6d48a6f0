import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '@/server/db/client';
import type { EmailAttachment } from '@/server/db/schema';

export interface ClaimedEmail {
  id: string;
  kind: string;
  toAddress: string;
  replyTo: string | null;
  subject: string;
  textBody: string;
  htmlBody: string | null;
  attachments: EmailAttachment[];
  attempts: number;
}

/** A 'sending' row older than this was left by a process that died mid-send: it is due again. */
export const STALE_SENDING_MINUTES = 10;

type ClaimedRow = {
  id: string;
  kind: string;
  to_address: string;
  reply_to: string | null;
  subject: string;
  text_body: string;
  html_body: string | null;
  attachments: EmailAttachment[] | string;
  attempts: number;
};

const claimed = (r: ClaimedRow): ClaimedEmail => ({
  id: r.id,
  kind: r.kind,
  toAddress: r.to_address,
  replyTo: r.reply_to,
  subject: r.subject,
  textBody: r.text_body,
  htmlBody: r.html_body,
  attachments: typeof r.attachments === 'string' ? (JSON.parse(r.attachments) as EmailAttachment[]) : r.attachments,
  attempts: Number(r.attempts),
});

/**
 * Claims up to `limit` due messages (pending and due, or stuck in 'sending'): marks them 'sending'
 * and counts the attempt, in one statement. SKIP LOCKED lets several dispatchers run at once
 * without sending a message twice.
 */
export async function claimDueEmails(db: Db, limit: number): Promise<ClaimedEmail[]> {
  const rows = await queryRows<ClaimedRow>(
    db,
    sql`
    update email_outbox set status = 'sending', attempts = attempts + 1, updated_at = now()
     where id in (
       select id from email_outbox
        where (status = 'pending' and coalesce(next_attempt_at, now()) <= now())
           or (status = 'sending' and updated_at < now() - make_interval(mins => ${STALE_SENDING_MINUTES}))
        order by next_attempt_at nulls first, created_at
        limit ${limit}
        for update skip locked)
    returning id, kind, to_address, reply_to, subject, text_body, html_body, attachments, attempts`,
  );
  return rows.map(claimed);
}

/** Claims one pending message by id to send it now, whatever its next attempt time; null when it is not pending. */
export async function claimEmailById(db: Db, id: string): Promise<ClaimedEmail | null> {
  const [row] = await queryRows<ClaimedRow>(
    db,
    sql`
    update email_outbox set status = 'sending', attempts = attempts + 1, updated_at = now()
     where id = ${id} and status = 'pending'
    returning id, kind, to_address, reply_to, subject, text_body, html_body, attachments, attempts`,
  );
  return row ? claimed(row) : null;
}
