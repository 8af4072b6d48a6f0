import type { EmailAttachment } from '@/server/db/schema';

export type { EmailAttachment };

/** What kind of message an outbox row is (admin filters, tests). */
export type EmailKind = 'reservation_hotel' | 'reservation_guest' | 'contact' | (string & {});

/** A message to write to the outbox. */
export interface OutboxMessage {
  kind: EmailKind;
  to: string;
  replyTo?: string | null;
  subject: string;
  text: string;
  html?: string | null;
  attachments?: EmailAttachment[];
  reservationId?: string | null;
}

/** A message as a provider sends it. */
export interface EmailToSend {
  from: string;
  to: string;
  replyTo?: string | null;
  subject: string;
  text: string;
  html?: string | null;
  attachments: EmailAttachment[];
  /** The same for every attempt at one message (its outbox row): a provider that supports it delivers it once. */
  idempotencyKey?: string;
}

/** One e-mail provider behind the port. `send` throws EmailSendError (or any error) on failure. */
export interface EmailProvider {
  name: 'resend' | 'smtp' | 'none' | (string & {});
  /** false: messages stay in the outbox as pending (no provider configured). */
  enabled: boolean;
  send(message: EmailToSend): Promise<{ id?: string | null }>;
}

/** A provider failure with the HTTP (or SMTP) status when known. */
export class EmailSendError extends Error {
  override name = 'EmailSendError';
  constructor(
    message: string,
    readonly status?: number,
  ) {
    super(message);
  }
}
