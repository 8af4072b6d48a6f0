import 'server-only';
import nodemailer from 'nodemailer';
import { Resend } from 'resend';
import { callExternal, isRetryable, isUnavailable, RETRYABLE_STATUSES, type RetryOptions } from '@/server/resilience';
import { config } from '@/server/config';
import { EmailSendError, type EmailProvider, type EmailToSend } from './types';

const SEND_TIMEOUT_MS = 15_000;

/** A failure of Resend's API: network (no status) or a retryable status is worth another attempt. */
const resendRetryable = (err: unknown) => (err instanceof EmailSendError ? err.status === undefined || RETRYABLE_STATUSES.has(err.status) : isRetryable(err));

/**
 * Resend through its official SDK (`resend`), with the spec's retry policy and the e-mail breaker.
 * Each message carries an idempotency key (its outbox row), so a retried send after an answer
 * that got lost is not delivered twice. `baseUrl` is the SDK's own option (tests: a local server).
 */
export function resendProvider(apiKey: string, { baseUrl, retry }: { baseUrl?: string; retry?: RetryOptions } = {}): EmailProvider {
  const client = new Resend(apiKey, baseUrl ? { baseUrl } : undefined);
  return {
    name: 'resend',
    enabled: true,
    async send(message: EmailToSend) {
      const data = await callExternal(
        'email',
        async (signal) => {
          const { data, error } = await client.emails.send(
            {
              from: message.from,
              to: [message.to],
              subject: message.subject,
              text: message.text,
              ...(message.html ? { html: message.html } : {}),
              ...(message.replyTo ? { replyTo: message.replyTo } : {}),
              ...(message.attachments.length
                ? { attachments: message.attachments.map((a) => ({ filename: a.filename, content: a.contentBase64, contentType: a.contentType, ...(a.contentId ? { contentId: a.contentId } : {}) })) }
                : {}),
            },
            { ...(message.idempotencyKey ? { idempotencyKey: message.idempotencyKey } : {}), signal } as { idempotencyKey?: string },
          );
          if (error) throw new EmailSendError(error.message, error.statusCode ?? undefined);
          return data;
        },
        { ...retry, idempotent: true, retryOn: resendRetryable, countsAsFailure: resendRetryable },
      );
      return { id: data?.id ?? null };
    },
  };
}

/** Any SMTP server (nodemailer), from a smtp:// or smtps:// URL; through the e-mail breaker, never retried (a send is not idempotent). */
export function smtpProvider(url: string): EmailProvider {
  const transport = nodemailer.createTransport({ url, connectionTimeout: SEND_TIMEOUT_MS, greetingTimeout: SEND_TIMEOUT_MS, socketTimeout: SEND_TIMEOUT_MS });
  return {
    name: 'smtp',
    enabled: true,
    async send(message: EmailToSend) {
      try {
        const info = await callExternal(
          'email',
          () =>
            transport.sendMail({
              from: message.from,
              to: message.to,
              replyTo: message.replyTo ?? undefined,
              subject: message.subject,
              text: message.text,
              html: message.html ?? undefined,
              attachments: message.attachments.map((a) => ({
                filename: a.filename,
                contentType: a.contentType,
                content: Buffer.from(a.contentBase64, 'base64'),
                ...(a.contentId ? { cid: a.contentId } : {}),
              })),
            }),
          // A refused recipient (5xx reply) is the server working: only the network counts against it.
          { countsAsFailure: (err) => isUnavailable(err) },
        );
        return { id: info.messageId ?? null };
      } catch (err) {
        const e = err as { message?: string; responseCode?: number };
        throw new EmailSendError(e.message ?? String(err), e.responseCode);
      }
    },
  };
}

/** No provider configured: messages stay pending in the outbox (visible in the admin). */
export const outboxOnlyProvider: EmailProvider = {
  name: 'none',
  enabled: false,
  send: () => Promise.reject(new EmailSendError('no e-mail provider configured')),
};

/** Resend when RESEND_API_KEY is set, otherwise SMTP when SMTP_URL is set, otherwise the outbox only. */
export function configuredEmailProvider(): EmailProvider {
  const cfg = config();
  if (cfg.RESEND_API_KEY) return resendProvider(cfg.RESEND_API_KEY);
  if (cfg.SMTP_URL) return smtpProvider(cfg.SMTP_URL);
  return outboxOnlyProvider;
}
