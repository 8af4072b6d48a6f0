import 'server-only';
import type { Db } from '@/server/db/client';
import { notifications, reviews } from '@/server/db/schema';
import { enqueueEmail } from '@/server/email/outbox';
import { hit, RATE_LIMIT_RULES } from '@/server/rate-limit';
import { log } from '@/server/log';
import type { HotelContact } from '@/server/hotel-info';
import { isHoneypotFilled } from '@/lib/contact-schema';
import { fieldErrors } from '@/lib/form-errors';
import { GUEST_REQUEST_TOASTS as T } from '@/lib/guest-requests';
import { formatDateBr } from '@/lib/dates';
import { QUOTE_FIELDS, quoteSchema, qrReviewSchema, REVIEW_FIELDS, type QrFormResult } from '@/lib/qr';
import { translator } from '@/lib/messages';

// The two forms of the QR pages, on the contact form's path (server/contact): honeypot first (a bot
// gets the success answer and nothing is stored), the shared schema, the per-client rate limit, then
// one transaction.

const t = translator('qr');
const mail = translator('emails');
const notice = translator('notifications');
/** Notification lifetime (spec §9, as the contact form's). */
const NOTIFICATION_TTL_DAYS = 7;

export interface QrFormContext {
  ip: string;
  hotel: HotelContact;
  rateLimits?: boolean;
}

export interface QrFormOutcome {
  result: QrFormResult;
  emailsQueued: boolean;
  retryAfterSeconds?: number;
}

const errorText = (err: unknown) => (err instanceof Error ? err.message : String(err));

function invalid(errors: Record<string, string>, failure: string): QrFormOutcome {
  return { result: { ok: false, title: T.invalid.title, message: Object.values(errors)[0] ?? failure, errors }, emailsQueued: false };
}

/** A review from /avaliacao-qr: stored pending (source 'qr') for the moderation of /admin/avaliacoes. */
export async function submitQrReview(db: Db, input: unknown, ctx: QrFormContext): Promise<QrFormOutcome> {
  const success: QrFormResult = { ok: true, title: t('review.sent'), message: t('review.sentText') };
  if (isHoneypotFilled(input)) return { result: success, emailsQueued: false };
  const parsed = qrReviewSchema.safeParse(input);
  if (!parsed.success) return invalid(fieldErrors(parsed.error, REVIEW_FIELDS) as Record<string, string>, t('review.failed'));
  const review = parsed.data;
  try {
    const limit = await hit(db, `review:${ctx.ip}`, RATE_LIMIT_RULES.review.limit, RATE_LIMIT_RULES.review.windowSeconds, ctx.rateLimits);
    if (!limit.allowed) return { result: { ok: false, ...T.rateLimited }, emailsQueued: false, retryAfterSeconds: limit.retryAfterSeconds };
    await db.insert(reviews).values({
      authorName: review.name,
      authorCity: review.city || null,
      rating: review.rating,
      text: review.comment,
      // The month of the stay is stored as its first day (reviews.stay_date).
      stayDate: review.stayMonth ? `${review.stayMonth}-01` : null,
      source: 'qr',
      status: 'pending',
    });
    return { result: success, emailsQueued: false };
  } catch (err) {
    log.error('qr review failed', { error: errorText(err) });
    return { result: { ok: false, title: t('review.failed'), message: T.unexpected.message }, emailsQueued: false };
  }
}

/** A quote request from /centro-eventos: an event_quote notification and an e-mail to the hotel through the outbox. */
export async function requestEventQuote(db: Db, input: unknown, ctx: QrFormContext): Promise<QrFormOutcome> {
  const success: QrFormResult = { ok: true, title: t('quote.sent'), message: t('quote.sentText') };
  if (isHoneypotFilled(input)) return { result: success, emailsQueued: false };
  const parsed = quoteSchema.safeParse(input);
  if (!parsed.success) return invalid(fieldErrors(parsed.error, QUOTE_FIELDS) as Record<string, string>, t('quote.failed'));
  const q = parsed.data;
  try {
    const limit = await hit(db, `quote:${ctx.ip}`, RATE_LIMIT_RULES.quote.limit, RATE_LIMIT_RULES.quote.windowSeconds, ctx.rateLimits);
    if (!limit.allowed) return { result: { ok: false, ...T.rateLimited }, emailsQueued: false, retryAfterSeconds: limit.retryAfterSeconds };
    const none = mail('quote.notInformed');
    const text =
      `${mail('quote.intro')}\n\n${mail('fields.name')}: ${q.name}\n${mail('fields.email')}: ${q.email}\n${mail('fields.phone')}: ${q.phone}\n` +
      `${mail('quote.eventDate')}: ${q.eventDate ? formatDateBr(q.eventDate) : none}\n${mail('quote.guests')}: ${q.guests || none}\n\n` +
      `${mail('fields.message')}:\n${q.message}\n`;
    await db.transaction(async (tx) => {
      await tx.insert(notifications).values({
        type: 'event_quote',
        title: notice('eventQuote.title'),
        message: notice('eventQuote.message', { name: q.name }),
        data: { to: ctx.hotel.email, from: q.email, name: q.name, phone: q.phone, event_date: q.eventDate || null, guests: q.guests || null, message: q.message },
        isRead: false,
        expiresAt: new Date(Date.now() + NOTIFICATION_TTL_DAYS * 86_400_000),
      });
      await enqueueEmail(tx, { kind: 'event_quote', to: ctx.hotel.email, replyTo: q.email, subject: mail('quote.subject', { name: q.name }), text });
    });
    return { result: success, emailsQueued: true };
  } catch (err) {
    log.error('event quote failed', { error: errorText(err) });
    return { result: { ok: false, title: t('quote.failed'), message: T.unexpected.message }, emailsQueued: false };
  }
}
