import 'server-only';
import { headers } from 'next/headers';
import { config } from '@/server/config';
import { getDb } from '@/server/db';
import { invalidate } from '@/server/cache';
import { hotelContact } from '@/server/hotel-info';
import { availabilityForRange, pricesShown } from '@/server/availability';
import { pixSettings } from '@/server/pix';
import { createReservation, validateReservationRequest, type CreateReservationOutcome, type GuestRequestContext } from '@/server/reservations';
import { sendContactMessage, type ContactOutcome } from '@/server/contact';
import { lookupViewer, setSessionCookie } from '@/server/auth/current-user';
import { clientIp } from '@/server/rate-limit';
import { dispatchEmailsAfterResponse } from '@/server/email/after-response';
import { stayDatesSchema } from '@/lib/reservation-schema';
import { fieldErrors } from '@/lib/form-errors';
import { CONTACT_FIELDS, contactSchema, isHoneypotFilled } from '@/lib/contact-schema';
import { GUEST_REQUEST_TOASTS as T, type AvailabilityResult } from '@/lib/guest-requests';
import { NETWORK_ERROR_MESSAGE } from '@/lib/errors';
import { DB_DEADLINES, isUnavailable, recordError, withDeadline } from '@/server/resilience';

// The Next.js side of the guest requests, shared by the server actions (server/actions/guest-requests.ts)
// and the route handlers: request headers, cookies, after(), cache invalidation. The domain functions
// it calls take plain arguments and are tested without Next.


// Deadlines (server/resilience): a write sends nothing to the database once DB_DEADLINES.writeMs has
// passed or the client has gone (`signal`: request.signal of the route handler), so an abandoned
// request never commits later; with the database unreachable it fails at the first call, with the
// spec's network message and HTTP 503, never falling back.

export async function guestRequestContext(): Promise<GuestRequestContext> {
  const h = await headers();
  const cfg = config();
  const [hotel, showPrices, pix, lookup] = await Promise.all([hotelContact(), pricesShown(), pixSettings(), lookupViewer()]);
  // A signed-in guest books with the session; staff book for others, as anybody does.
  const viewer = lookup.status === 'signed-in' && !lookup.viewer.isStaff ? lookup.viewer : null;
  return {
    viewer,
    ip: clientIp(h),
    userAgent: h.get('user-agent'),
    showPrices,
    pix,
    siteUrl: cfg.SITE_URL,
    hotel,
    timeZone: cfg.HOTEL_TIMEZONE,
    rateLimits: cfg.RATE_LIMITS === 'on',
    staffEmails: cfg.STAFF_EMAILS,
  };
}

/** A reservation request from the dialog or the JSON API: domain call, then cookie, cache and e-mail. */
export async function submitReservation(input: unknown, { signal }: { signal?: AbortSignal } = {}): Promise<CreateReservationOutcome> {
  let outcome: CreateReservationOutcome;
  const ctx = await guestRequestContext();
  try {
    outcome = await withDeadline(DB_DEADLINES.writeMs, async () => createReservation(await getDb(), input, ctx), { signal });
  } catch (err) {
    // The database could not be reached: bad input still gets its field errors.
    recordError(err, 'reservation request');
    const invalid = validateReservationRequest(input, ctx);
    if (!invalid.ok) return { result: invalid.result, invalidate: [], emailsQueued: false };
    const toast = isUnavailable(err) ? { title: T.reservationFailed.title, message: NETWORK_ERROR_MESSAGE } : T.unexpected;
    return { result: { ok: false, code: 'unexpected', ...toast }, invalidate: [], emailsQueued: false };
  }
  if (outcome.session) await setSessionCookie(outcome.session);
  if (outcome.invalidate.length > 0) invalidate(...outcome.invalidate);
  if (outcome.emailsQueued) dispatchEmailsAfterResponse();
  return outcome;
}

/** Free apartments per room type for a stay; never throws (the database failing gives the spec's load error). */
export async function readAvailability(input: { checkIn?: unknown; checkOut?: unknown }, { signal }: { signal?: AbortSignal } = {}): Promise<AvailabilityResult> {
  const parsed = stayDatesSchema.safeParse(input);
  if (!parsed.success) {
    const errors = fieldErrors(parsed.error, ['checkIn', 'checkOut'] as const);
    return { ok: false, title: T.invalid.title, message: Object.values(errors)[0] ?? T.roomsFailed.message, errors };
  }
  let result: Awaited<ReturnType<typeof availabilityForRange>>;
  try {
    const { checkIn, checkOut } = parsed.data;
    result = await withDeadline(DB_DEADLINES.readMs, () => availabilityForRange(checkIn, checkOut), { signal });
  } catch (err) {
    recordError(err, 'availability');
    return { ok: false, ...T.roomsFailed };
  }
  if (result.expired > 0) invalidate('availability');
  return { ok: true, rooms: result.rooms };
}

/** A contact message from the form or the JSON API. */
export async function submitContact(input: unknown, { signal }: { signal?: AbortSignal } = {}): Promise<ContactOutcome> {
  let outcome: ContactOutcome;
  try {
    const [h, hotel] = await Promise.all([headers(), hotelContact()]);
    outcome = await withDeadline(DB_DEADLINES.writeMs, async () => sendContactMessage(await getDb(), input, { ip: clientIp(h), hotel }), { signal });
  } catch (err) {
    recordError(err, 'contact request');
    const parsed = contactSchema.safeParse(input);
    if (!parsed.success && !isHoneypotFilled(input)) {
      const errors = fieldErrors(parsed.error, CONTACT_FIELDS);
      return { result: { ok: false, code: 'validation', title: T.invalid.title, message: Object.values(errors)[0] ?? '', errors }, emailsQueued: false };
    }
    const toast = isUnavailable(err) ? { title: T.contactFailed.title, message: NETWORK_ERROR_MESSAGE } : T.contactFailed;
    return { result: { ok: false, code: isUnavailable(err) ? 'unexpected' : 'failed', ...toast }, emailsQueued: false };
  }
  if (outcome.emailsQueued) dispatchEmailsAfterResponse();
  return outcome;
}
