import 'server-only';
import { isUnavailable } from '@/server/resilience';
import type { Db } from '@/server/db/client';
import { notifications } from '@/server/db/schema';
import { enqueueEmail } from '@/server/email/outbox';
import { hit, RATE_LIMIT_RULES } from '@/server/rate-limit';
import { log } from '@/server/log';
import { CONTACT_FIELDS, contactSchema, isHoneypotFilled, type ContactFormValues } from '@/lib/contact-schema';
import { fieldErrors } from '@/lib/form-errors';
import { GUEST_REQUEST_TOASTS as T, type ContactResult } from '@/lib/guest-requests';
import type { HotelContact } from '@/server/hotel-info';
import { translator } from '@/lib/messages';

const t = translator('emails');
const notice = translator('notifications');

/** Notification lifetime (spec §9). */
const NOTIFICATION_TTL_DAYS = 7;

export interface ContactContext {
  ip: string;
  hotel: HotelContact;
  /** Rate limits on (default: the RATE_LIMITS configuration). */
  rateLimits?: boolean;
}

export interface ContactOutcome {
  result: ContactResult;
  emailsQueued: boolean;
  retryAfterSeconds?: number;
}

function contactEmail(m: ContactFormValues, hotel: HotelContact) {
  const text =
    `${t('contact.intro')}\n\n${t('fields.name')}: ${m.name}\n${t('fields.email')}: ${m.email}\n${t('fields.phone')}: ${m.phone}\n\n` +
    `${t('fields.message')}:\n${m.message}\n`;
  return { kind: 'contact', to: hotel.email, replyTo: m.email, subject: t('contact.subject', { name: m.name }), text };
}

/**
 * A contact message: validation, rate limit per client, then one transaction with the
 * contact_sent notification (best effort, in a savepoint) and the outbox e-mail to the hotel.
 * A filled honeypot gets the success answer and stores nothing. Never throws.
 */
export async function sendContactMessage(db: Db, input: unknown, ctx: ContactContext): Promise<ContactOutcome> {
  const success: ContactResult = { ok: true, title: T.contactSent.title, message: T.contactSent.message };
  if (isHoneypotFilled(input)) return { result: success, emailsQueued: false };

  const parsed = contactSchema.safeParse(input);
  if (!parsed.success) {
    const errors = fieldErrors(parsed.error, CONTACT_FIELDS);
    return {
      result: { ok: false, code: 'validation', title: T.invalid.title, message: Object.values(errors)[0] ?? T.contactFailed.message, errors },
      emailsQueued: false,
    };
  }
  const message = parsed.data;

  try {
    const limit = await hit(db, `contact:${ctx.ip}`, RATE_LIMIT_RULES.contact.limit, RATE_LIMIT_RULES.contact.windowSeconds, ctx.rateLimits);
    if (!limit.allowed) {
      return { result: { ok: false, code: 'rate_limited', ...T.rateLimited }, emailsQueued: false, retryAfterSeconds: limit.retryAfterSeconds };
    }
    await db.transaction(async (tx) => {
      try {
        await tx.transaction(async (sp) => {
          await sp.insert(notifications).values({
            type: 'contact_sent',
            title: notice('contact.title'),
            message: notice('contact.message', { name: message.name }),
            // The spec's to, from and name, plus what the staff need to answer from the admin's notifications.
            data: { to: ctx.hotel.email, from: message.email, name: message.name, phone: message.phone, message: message.message },
            isRead: false,
            expiresAt: new Date(Date.now() + NOTIFICATION_TTL_DAYS * 86_400_000),
          });
        });
      } catch (err) {
        log.warn('contact notification not created', { error: err instanceof Error ? err.message : String(err) });
      }
      await enqueueEmail(tx, contactEmail(message, ctx.hotel));
    });
    return { result: success, emailsQueued: true };
  } catch (err) {
    if (isUnavailable(err)) throw err;
    log.error('contact message failed', { error: err instanceof Error ? err.message : String(err) });
    return { result: { ok: false, code: 'failed', ...T.contactFailed }, emailsQueued: false };
  }
}
