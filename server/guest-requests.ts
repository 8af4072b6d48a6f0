import 'server-only';
import { headers } from 'next/headers';
import { config } from '@/server/config';
import { getDb } from '@/server/db';
import { invalidate } from '@/server/cache';
import { log } from '@/server/log';
import { hotelContact } from '@/server/hotel-info';
import { availabilityForRange, pricesShown } from '@/server/availability';
import { createReservation, validateReservationRequest, type CreateReservationOutcome, type GuestRequestContext } from '@/server/reservations';
import { sendContactMessage, type ContactOutcome } from '@/server/contact';
import { setSessionCookie } from '@/server/auth/current-user';
import { clientIp } from '@/server/rate-limit';
import { dispatchEmailsAfterResponse } from '@/server/email/after-response';
import { stayDatesSchema } from '@/lib/reservation-schema';
import { fieldErrors } from '@/lib/form-errors';
import { CONTACT_FIELDS, contactSchema, isHoneypotFilled } from '@/lib/contact-schema';
import { GUEST_REQUEST_TOASTS as T, type AvailabilityResult } from '@/lib/guest-requests';

// The Next.js side of the guest requests, shared by the server actions (server/actions/guest-requests.ts)
// and the route handlers: request headers, cookies, after(), cache invalidation. The domain functions
// it calls take plain arguments and are tested without Next.

const errorText = (err: unknown) => (err instanceof Error ? err.message : String(err));

export async function guestRequestContext(): Promise<GuestRequestContext> {
  const h = await headers();
  const cfg = config();
  const [hotel, showPrices] = await Promise.all([hotelContact(), pricesShown()]);
  return {
    ip: clientIp(h),
    userAgent: h.get('user-agent'),
    showPrices,
    siteUrl: cfg.SITE_URL,
    hotel,
    timeZone: cfg.HOTEL_TIMEZONE,
    rateLimits: cfg.RATE_LIMITS === 'on',
    staffEmails: cfg.STAFF_EMAILS,
  };
}

/** A reservation request from the dialog or the JSON API: domain call, then cookie, cache and e-mail. */
export async function submitReservation(input: unknown): Promise<CreateReservationOutcome> {
  let outcome: CreateReservationOutcome;
  const ctx = await guestRequestContext();
  try {
    outcome = await createReservation(await getDb(), input, ctx);
  } catch (err) {
    // The database could not be opened: bad input still gets its field errors.
    log.error('reservation request failed', { error: errorText(err) });
    const invalid = validateReservationRequest(input, ctx);
    const result = invalid.ok ? ({ ok: false, code: 'unexpected', ...T.unexpected } as const) : invalid.result;
    return { result, invalidate: [], emailsQueued: false };
  }
  if (outcome.session) await setSessionCookie(outcome.session);
  if (outcome.invalidate.length > 0) invalidate(...outcome.invalidate);
  if (outcome.emailsQueued) dispatchEmailsAfterResponse();
  return outcome;
}

/** Free apartments per room type for a stay; never throws (the database failing gives the spec's load error). */
export async function readAvailability(input: { checkIn?: unknown; checkOut?: unknown }): Promise<AvailabilityResult> {
  const parsed = stayDatesSchema.safeParse(input);
  if (!parsed.success) {
    const errors = fieldErrors(parsed.error, ['checkIn', 'checkOut'] as const);
    return { ok: false, title: T.invalid.title, message: Object.values(errors)[0] ?? T.roomsFailed.message, errors };
  }
  let result: Awaited<ReturnType<typeof availabilityForRange>>;
  try {
    result = await availabilityForRange(parsed.data.checkIn, parsed.data.checkOut);
  } catch (err) {
    log.warn('availability read failed', { error: errorText(err) });
    return { ok: false, ...T.roomsFailed };
  }
  if (result.expired > 0) invalidate('availability');
  return { ok: true, rooms: result.rooms };
}

/** A contact message from the form or the JSON API. */
export async function submitContact(input: unknown): Promise<ContactOutcome> {
  let outcome: ContactOutcome;
  try {
    const [db, h, hotel] = await Promise.all([getDb(), headers(), hotelContact()]);
    outcome = await sendContactMessage(db, input, { ip: clientIp(h), hotel });
  } catch (err) {
    log.error('contact request failed', { error: errorText(err) });
    const parsed = contactSchema.safeParse(input);
    if (!parsed.success && !isHoneypotFilled(input)) {
      const errors = fieldErrors(parsed.error, CONTACT_FIELDS);
      return { result: { ok: false, code: 'validation', title: T.invalid.title, message: Object.values(errors)[0] ?? '', errors }, emailsQueued: false };
    }
    return { result: { ok: false, code: 'failed', ...T.contactFailed }, emailsQueued: false };
  }
  if (outcome.emailsQueued) dispatchEmailsAfterResponse();
  return outcome;
}
