import 'server-only';
import { isUnavailable } from '@/server/resilience';
import { and, eq } from 'drizzle-orm';
import type { Db } from '@/server/db/client';
import { notifications, reservations, roomTypes, type ReservationRow } from '@/server/db/schema';
import { freeApartmentsByRoomType } from '@/server/db/queries/availability';
import { expirePendingReservationsQuery, findRecentDuplicate } from '@/server/db/queries/reservations';
import { createSession, type NewSession } from '@/server/auth/sessions';
import { checkPasswordAttempt } from '@/server/auth/attempts';
import { isStaffEmail, profileRole } from '@/server/auth/staff';
import { findUserByEmail, signIn, signUp } from '@/server/auth/users';
import type { AuthUser } from '@/server/auth/types';
import { enqueueEmail } from '@/server/email/outbox';
import { hit, RATE_LIMIT_RULES } from '@/server/rate-limit';
import { log } from '@/server/log';
import { POLICIES_ANCHOR } from '@/lib/page-anchors';
import { saveGuestProfile, storedGuestProfile } from '@/server/guests';
import { createReservationRequestSchema, RESERVATION_FIELDS, type ReservationRequest } from '@/lib/reservation-schema';
import { fieldErrors } from '@/lib/form-errors';
import { stayNights, stayTotal } from '@/lib/pricing';
import { depositAmount } from '@/lib/pix-settings';
import { pixCharge, pixQrPng } from '@/server/pix';
import { formatDateBr, todayIn } from '@/lib/dates';
import {
  GUEST_REQUEST_TOASTS as T,
  reservationSuccessMessage,
  type AccountOutcome,
  type CreateReservationResult,
  type ReservationSummary,
  type Toast,
} from '@/lib/guest-requests';
import { guestReservationEmail, hotelReservationEmail } from './emails';
import type { CreateReservationOutcome, GuestRequestContext } from './types';
import { translator } from '@/lib/messages';

const notice = translator('notifications');

export type { CreateReservationOutcome, GuestRequestContext } from './types';
export { EXPIRY_REASON, DUPLICATE_WINDOW_MINUTES } from '@/server/db/queries/reservations';

/** Notification lifetime (spec §9). */
export const NOTIFICATION_TTL_DAYS = 7;

/** Cancels pending reservations past the 24 h hold; returns how many. Invalidate 'availability' when > 0. */
export async function expirePendingReservations(db: Db): Promise<number> {
  return (await expirePendingReservationsQuery(db)).length;
}

class BookingRefused extends Error {
  constructor(readonly code: 'duplicate' | 'unavailable') {
    super(code);
  }
}

const fail = (code: Exclude<CreateReservationResult, { ok: true }>['code'], toast: Toast, errors?: Record<string, string>): CreateReservationResult => ({
  ok: false,
  code,
  title: toast.title,
  message: toast.message,
  ...(errors ? { errors } : {}),
});

interface AccountStep {
  account: AccountOutcome;
  user: AuthUser | null;
  session?: NewSession;
  notice?: Toast;
}

/**
 * The spec's steps 1–2: sign in with the form's email and password, else create the account.
 * A wrong password for an existing account ('Email já cadastrado') or any other failure ('Aviso')
 * lets the reservation go on without login. The password is checked behind the sign-in limiter of
 * /auth (a refused attempt answers like a wrong password), and a staff account or address is never
 * signed in or created here: the staff sign in on /auth.
 */
async function accountStep(db: Db, input: ReservationRequest, ctx: GuestRequestContext): Promise<AccountStep> {
  const credentials = { email: input.email, password: input.password };
  const withoutLogin: AccountStep = { account: 'email_taken', user: null, notice: T.emailTaken };
  const attemptOptions = { enabled: ctx.rateLimits, sleep: ctx.sleep };
  const checkExisting = async (): Promise<AuthUser | null> => {
    const checked = await checkPasswordAttempt(db, input.email, ctx.ip, attemptOptions, async () => {
      const signedIn = await signIn(db, credentials);
      return signedIn.ok ? signedIn.user : null;
    });
    return checked.ok ? checked.value : null;
  };
  try {
    let account: AccountOutcome = 'signed_in';
    let user: AuthUser | null = null;
    if (isStaffEmail(input.email, ctx.staffEmails)) return withoutLogin;
    const existing = await findUserByEmail(db, input.email);
    if (existing) {
      if ((await profileRole(db, existing.id)) === 'admin') return withoutLogin;
      user = await checkExisting();
      if (!user) return withoutLogin;
    } else {
      const signedUp = await signUp(db, { ...credentials, fullName: input.fullName });
      if (signedUp.ok) {
        account = 'created';
        user = signedUp.user;
      } else if (signedUp.reason === 'already_registered') {
        // Created by a concurrent request between the lookup and the insert.
        user = await checkExisting();
        if (!user) return withoutLogin;
      } else {
        return { account: 'failed', user: null, notice: T.signUpFailed };
      }
    }
    const session = await createSession(db, user.id, { ip: ctx.ip, userAgent: ctx.userAgent });
    return { account, user, session };
  } catch (err) {
    log.warn('reservation account step failed', { error: err instanceof Error ? err.message : String(err) });
    return { account: 'failed', user: null, notice: T.signUpFailed };
  }
}

/** The form's guest data as a reservation stores it: the profile's rules, the address lower-cased. */
function guestFields(input: ReservationRequest, today: string) {
  const p = storedGuestProfile(input, today);
  return {
    guestName: p.fullName,
    guestEmail: input.email.toLowerCase(),
    guestPhone: p.phone,
    guestCpf: p.cpf,
    guestBirthDate: p.birthDate,
    guestAddress: p.address,
    guestCity: p.city,
    guestState: p.state,
    guestCep: p.cep,
    emergencyContactName: p.emergencyContactName,
    emergencyContactPhone: p.emergencyContactPhone,
  };
}

function summary(r: ReservationRow, showPrices: boolean): ReservationSummary {
  return {
    id: r.id,
    roomTypeId: r.roomTypeId!,
    roomType: r.roomType,
    checkIn: r.checkInDate,
    checkOut: r.checkOutDate,
    nights: r.nights,
    totalPrice: showPrices ? r.totalPrice : null,
    status: 'pending',
    guestName: r.guestName,
    guestEmail: r.guestEmail,
    createdAt: new Date(r.createdAt).toISOString(),
  };
}

/**
 * Whether the request books with the session: a signed-in guest who sent no password. A request with
 * a password still takes the spec's "sign in, else sign up" step (the JSON API, another account).
 */
function booksWithSession(input: unknown, ctx: Pick<GuestRequestContext, 'viewer'>): boolean {
  if (!ctx.viewer) return false;
  const body = typeof input === 'object' && input !== null ? (input as Record<string, unknown>) : {};
  const given = (key: string) => typeof body[key] === 'string' && body[key] !== '';
  return !given('password') && !given('confirmPassword');
}

/**
 * Parses a request with the form's schema (hotel zone; no password fields when booking with the
 * session); the failure is the 422 result. `sessionUser`: the signed-in guest it books with, if so.
 */
export function validateReservationRequest(
  input: unknown,
  ctx: Pick<GuestRequestContext, 'timeZone' | 'now' | 'viewer'>,
): { ok: true; data: ReservationRequest; sessionUser: AuthUser | null } | { ok: false; result: CreateReservationResult } {
  const sessionUser = booksWithSession(input, ctx) ? (ctx.viewer ?? null) : null;
  const parsed = createReservationRequestSchema({ timeZone: ctx.timeZone, now: ctx.now, signedIn: sessionUser !== null }).safeParse(input);
  if (parsed.success) return { ok: true, data: parsed.data, sessionUser };
  const errors = fieldErrors(parsed.error, ['roomTypeId', ...RESERVATION_FIELDS]);
  const first = Object.values(errors)[0] ?? T.reservationFailed.message;
  return { ok: false, result: fail('validation', { title: T.invalid.title, message: first }, errors as Record<string, string>) };
}

/**
 * Books an apartment: validation (the form's schema), rate limit per client, the account step,
 * then ONE transaction: lazy expiry, lock of the room type row (concurrent bookings of a type queue
 * here), duplicate check, availability check (the cards' query), the reservation, its notification
 * and its two outbox e-mails. Never throws: every outcome is a CreateReservationResult.
 */
export async function createReservation(db: Db, input: unknown, ctx: GuestRequestContext): Promise<CreateReservationOutcome> {
  const nothing: Omit<CreateReservationOutcome, 'result'> = { invalidate: [], emailsQueued: false };
  const parsed = validateReservationRequest(input, ctx);
  if (!parsed.ok) return { ...nothing, result: parsed.result };
  const data = parsed.data;

  try {
    const limit = await hit(db, `reservation:${ctx.ip}`, RATE_LIMIT_RULES.reservation.limit, RATE_LIMIT_RULES.reservation.windowSeconds, ctx.rateLimits);
    if (!limit.allowed) return { ...nothing, result: fail('rate_limited', T.rateLimited), retryAfterSeconds: limit.retryAfterSeconds };
  } catch (err) {
    log.warn('rate limit check failed', { error: err instanceof Error ? err.message : String(err) });
  }

  // The request is valid before any password is checked: a booking of a room type that does not exist is no password oracle.
  const [bookable] = await db.select({ id: roomTypes.id }).from(roomTypes).where(and(eq(roomTypes.id, data.roomTypeId), eq(roomTypes.isActive, true)));
  if (!bookable) return { ...nothing, result: fail('unavailable', T.unavailable) };

  const today = todayIn(ctx.timeZone, ctx.now?.());
  const guest = guestFields(data, today);
  // A signed-in guest without a password books with the session: no password check, no new session.
  const account: AccountStep = parsed.sessionUser ? { account: 'session', user: parsed.sessionUser } : await accountStep(db, data, ctx);
  if (account.user) {
    // The profile is a convenience for the next booking: its failure is silent, as the spec says.
    await saveGuestProfile(db, account.user, data, ctx).catch((err: unknown) =>
      log.warn('guest profile not saved', { error: err instanceof Error ? err.message : String(err) }),
    );
  }

  const nights = stayNights(data.checkIn, data.checkOut);
  let expired = 0;
  try {
    const reservation = await db.transaction(async (tx) => {
      expired = (await expirePendingReservationsQuery(tx)).length;

      const [roomType] = await tx
        .select({ id: roomTypes.id, name: roomTypes.name, basePrice: roomTypes.basePrice, isActive: roomTypes.isActive })
        .from(roomTypes)
        .where(eq(roomTypes.id, data.roomTypeId))
        .for('update');
      if (!roomType || !roomType.isActive) throw new BookingRefused('unavailable');

      const duplicate = await findRecentDuplicate(tx, { email: guest.guestEmail, roomTypeId: roomType.id, checkIn: data.checkIn, checkOut: data.checkOut });
      if (duplicate) throw new BookingRefused('duplicate');

      const [free] = await freeApartmentsByRoomType(tx, data.checkIn, data.checkOut, roomType.id);
      if (!free || free.free < 1) throw new BookingRefused('unavailable');

      const [row] = await tx
        .insert(reservations)
        .values({
          ...guest,
          guestUserId: account.user?.id ?? null,
          checkInDate: data.checkIn,
          checkOutDate: data.checkOut,
          roomType: roomType.name,
          roomTypeId: roomType.id,
          guestsCount: 1,
          specialRequests: data.specialRequests?.trim() || null,
          nights,
          totalPrice: stayTotal(nights, roomType.basePrice),
          // The deposit is fixed now: a later change of prices or settings does not move it.
          depositAmount: ctx.pix ? depositAmount(ctx.pix, { nights, pricePerNight: roomType.basePrice }) || null : null,
          status: 'pending',
        })
        .returning();
      const r = row!;

      // Best effort (spec §8): a failed notification rolls back to its savepoint only.
      try {
        await tx.transaction(async (sp) => {
          await sp
            .insert(notifications)
            .values({
              type: 'new_reservation',
              title: notice('newReservation.title'),
              message: notice('newReservation.message', { guest: r.guestName, room: r.roomType, checkIn: formatDateBr(r.checkInDate), checkOut: formatDateBr(r.checkOutDate) }),
              data: {
                reservation_id: r.id,
                guest_name: r.guestName,
                guest_phone: r.guestPhone,
                guest_email: r.guestEmail,
                check_in: r.checkInDate,
                check_out: r.checkOutDate,
                room_type: r.roomType,
                guests_count: r.guestsCount,
                total_price: r.totalPrice,
              },
              isRead: false,
              expiresAt: new Date(Date.now() + NOTIFICATION_TTL_DAYS * 86_400_000),
              reservationId: r.id,
            })
            .onConflictDoNothing();
        });
      } catch (err) {
        log.warn('reservation notification not created', { error: err instanceof Error ? err.message : String(err) });
      }

      const policiesUrl = `${ctx.siteUrl.replace(/\/+$/, '')}/#${POLICIES_ANCHOR}`;
      await enqueueEmail(tx, hotelReservationEmail(r, ctx.hotel, ctx.showPrices));
      const charge = ctx.pix && r.depositAmount ? pixCharge(ctx.pix, { id: r.id, depositAmount: r.depositAmount }) : null;
      const pix = charge ? { ...charge, png: (await pixQrPng(charge.payload)).toString('base64') } : null;
      await enqueueEmail(tx, guestReservationEmail(r, ctx.hotel, ctx.showPrices, policiesUrl, pix));
      return { ...r, charge };
    });

    const email = account.user?.email ?? reservation.guestEmail;
    return {
      result: {
        ok: true,
        title: T.reservationCreated.title,
        message: reservationSuccessMessage(account.account, email),
        reservation: summary(reservation, ctx.showPrices),
        ...(reservation.charge ? { pix: reservation.charge } : {}),
        account: account.account,
        signedInEmail: account.user?.email ?? null,
        ...(account.notice ? { notice: account.notice } : {}),
      },
      session: account.session,
      invalidate: ['availability'],
      emailsQueued: true,
    };
  } catch (err) {
    const session = account.session;
    if (err instanceof BookingRefused) {
      const toast = err.code === 'duplicate' ? T.duplicate : T.unavailable;
      return { result: fail(err.code, toast), session, invalidate: expired > 0 ? ['availability'] : [], emailsQueued: false };
    }
    // The database unreachable: the caller answers with the network message (no later commit: server/db/pg-deadline.ts).
    if (isUnavailable(err)) throw err;
    log.error('reservation failed', { error: err instanceof Error ? err.message : String(err) });
    return { result: fail('failed', T.reservationFailed), session, invalidate: [], emailsQueued: false };
  }
}
