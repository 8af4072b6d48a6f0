import 'server-only';
import nodemailer from 'nodemailer';
import { config } from '@/server/config';
import { EmailSendError, type EmailProvider, type EmailToSend } from './types';

const RESEND_ENDPOINT = 'https://api.resend.com/emails';
const SEND_TIMEOUT_MS = 15_000;

/** Resend's HTTP API. */
export function resendProvider(apiKey: string, endpoint = RESEND_ENDPOINT): EmailProvider {
  return {
    name: 'resend',
    enabled: true,
    async send(message: EmailToSend) {
      let response: Response;
      try {
        response = await fetch(endpoint, {
          method: 'POST',
          headers: { Authorization: `Bearer ${apiKey}`, 'Content-Type': 'application/json' },
          body: JSON.stringify({
            from: message.from,
            to: [message.to],
            subject: message.subject,
            text: message.text,
            ...(message.html ? { html: message.html } : {}),
            ...(message.replyTo ? { reply_to: message.replyTo } : {}),
            ...(message.attachments.length
              ? { attachments: message.attachments.map((a) => ({ filename: a.filename, content: a.contentBase64, content_type: a.contentType })) }
              : {}),
          }),
          signal: AbortSignal.timeout(SEND_TIMEOUT_MS),
        });
      } catch (err) {
        throw new EmailSendError(err instanceof Error ? err.message : String(err));
      }
      const body = (await response.json().catch(() => null)) as { id?: string; message?: string } | null;
      if (!response.ok) throw new EmailSendError(body?.message ?? response.statusText ?? 'request failed', response.status);
      return { id: body?.id ?? null };
    },
  };
}

/** Any SMTP server (nodemailer), from a smtp:// or smtps:// URL. */
export function smtpProvider(url: string): EmailProvider {
  const transport = nodemailer.createTransport({ url, connectionTimeout: SEND_TIMEOUT_MS, greetingTimeout: SEND_TIMEOUT_MS, socketTimeout: SEND_TIMEOUT_MS });
  return {
    name: 'smtp',
    enabled: true,
    async send(message: EmailToSend) {
      try {
        const info = await transport.sendMail({
          from: message.from,
          to: message.to,
          replyTo: message.replyTo ?? undefined,
          subject: message.subject,
          text: message.text,
          html: message.html ?? undefined,
          attachments: message.attachments.map((a) => ({ filename: a.filename, contentType: a.contentType, content: Buffer.from(a.contentBase64, 'base64') })),
        });
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
