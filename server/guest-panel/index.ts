import 'server-only';
import { and, desc, eq, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '@/server/db/client';
import { emailOutbox, guests, notifications, reservations, users, type ReservationRow } from '@/server/db/schema';
import { anonymiseReservationNotifications } from '@/server/db/queries/guest-panel';
import { normalizeEmail } from '@/server/auth/users';
import type { AuthUser } from '@/server/auth/types';
import { enqueueEmail } from '@/server/email/outbox';
import { NOTIFICATION_TTL_DAYS } from '@/server/reservations';
import { expirePendingReservationsQuery } from '@/server/db/queries/reservations';
import { formatDateBr, todayIn } from '@/lib/dates';
import type { HotelContact } from '@/server/hotel-info';
import type { GuestReservation } from '@/lib/guest-panel';
import { hotelCancellationEmail } from './emails';
import { pixCharge } from '@/server/pix';
import type { PixSettings } from '@/lib/pix-settings';
import { translator } from '@/lib/messages';

const record = translator('records');
const notice = translator('notifications');

// The customer panel (/painel): the guest's reservations, cancelling one, the profile, and the LGPD
// rights (export, account deletion). Functions take the database and the signed-in user; the server
// actions of app/painel/actions.ts check the session and parse the input first.
//
// Which reservations are the user's: those booked while signed in (guest_user_id = user id), plus,
// once the user's address is verified (a link sent to it was opened), those without an account
// booked with that address (guest_email). Without the verification, anyone could sign up with
// someone else's address (sign-up confirmation is off by default) and read that person's bookings.

/** What replaces the personal fields of a deleted account's reservations. */
export const ANONYMISED = { name: record('anonymisedName'), email: 'removido@anonimizado.invalid' } as const;
export const GUEST_CANCELLATION_REASON = record('guestCancellationReason');

export interface PanelContext {
  hotel: HotelContact;
  /** IANA zone of the hotel: "today" for the check-in rule. */
  timeZone: string;
  showPrices: boolean;
  /** The PIX settings in force: a pending deposit shows its code only while PIX is on. */
  pix?: PixSettings | null;
  now?: () => Date;
}

/** The reservations of the user (see above). */
function ownedBy(user: AuthUser): SQL {
  const byAccount = eq(reservations.guestUserId, user.id);
  if (!user.emailVerifiedAt) return byAccount;
  return or(byAccount, and(isNull(reservations.guestUserId), eq(sql`lower(${reservations.guestEmail})`, normalizeEmail(user.email))))!;
}

function toGuestReservation(r: ReservationRow, showPrices: boolean, today: string, pix: PixSettings | null = null): GuestReservation {
  const owed = pix && r.status === 'pending' && r.depositAmount !== null && !r.depositPaidAt;
  return {
    id: r.id,
    roomType: r.roomType,
    checkIn: r.checkInDate,
    checkOut: r.checkOutDate,
    nights: r.nights,
    totalPrice: showPrices ? r.totalPrice : null,
    status: r.status,
    createdAt: new Date(r.createdAt).toISOString(),
    cancellable: r.status !== 'cancelled' && r.checkInDate > today,
    pix: owed ? pixCharge(pix, { id: r.id, depositAmount: r.depositAmount! }) : null,
    depositPaid: r.depositPaidAt !== null,
  };
}

/** The user's reservations, newest first. */
export async function listGuestReservations(db: Db, user: AuthUser, ctx: Pick<PanelContext, 'timeZone' | 'showPrices' | 'pix' | 'now'>): Promise<GuestReservation[]> {
  const today = todayIn(ctx.timeZone, ctx.now?.());
  const rows = await db.select().from(reservations).where(ownedBy(user)).orderBy(desc(reservations.createdAt), desc(reservations.id));
  return rows.map((r) => toGuestReservation(r, ctx.showPrices, today, ctx.pix));
}

export type CancelOutcome =
  | { ok: true; reservation: GuestReservation }
  | { ok: false; reason: 'not_found' | 'already_cancelled' | 'check_in_passed' };

/**
 * Cancels a pending or confirmed reservation of the user whose check-in is still ahead. One
 * transaction: the row (locked), the hotel's notification and the hotel's e-mail in the outbox.
 * The caller invalidates the 'availability' tag after success. Another user's reservation is 'not_found'.
 */
export async function cancelGuestReservation(
  db: Db,
  user: AuthUser,
  input: { reservationId: string; reason?: string },
  ctx: PanelContext,
): Promise<CancelOutcome> {
  const now = ctx.now?.() ?? new Date();
  const today = todayIn(ctx.timeZone, now);
  const reason = input.reason?.trim() || null;
  return db.transaction(async (tx) => {
    // A pending hold past its 24 h is already cancelled (the lazy expiry every booking runs).
    await expirePendingReservationsQuery(tx as unknown as Db);
    const [current] = await tx
      .select()
      .from(reservations)
      .where(and(eq(reservations.id, input.reservationId), ownedBy(user)))
      .for('update');
    if (!current) return { ok: false, reason: 'not_found' } as const;
    if (current.status === 'cancelled') return { ok: false, reason: 'already_cancelled' } as const;
    if (current.checkInDate <= today) return { ok: false, reason: 'check_in_passed' } as const;

    const [row] = await tx
      .update(reservations)
      .set({
        status: 'cancelled',
        cancellationReason: reason ? `${GUEST_CANCELLATION_REASON}: ${reason}` : GUEST_CANCELLATION_REASON,
        cancelledAt: now,
        updatedAt: now,
      })
      .where(eq(reservations.id, current.id))
      .returning();
    const r = row!;
    await tx.insert(notifications).values({
      type: 'reservation_cancelled',
      title: notice('guestCancelled.title'),
      message: notice('guestCancelled.message', { guest: r.guestName, room: r.roomType, checkIn: formatDateBr(r.checkInDate), checkOut: formatDateBr(r.checkOutDate) }),
      data: {
        reservation_id: r.id,
        guest_name: r.guestName,
        guest_email: r.guestEmail,
        guest_phone: r.guestPhone,
        check_in: r.checkInDate,
        check_out: r.checkOutDate,
        room_type: r.roomType,
        previous_status: current.status,
        reason,
      },
      isRead: false,
      expiresAt: new Date(now.getTime() + NOTIFICATION_TTL_DAYS * 86_400_000),
      reservationId: r.id,
    });
    await enqueueEmail(tx as unknown as Db, hotelCancellationEmail(r, ctx.hotel, reason));
    return { ok: true, reservation: toGuestReservation(r, ctx.showPrices, today) } as const;
  });
}

/** Everything the site keeps about the user (LGPD access right): account, guest profile, reservations. */
export async function exportGuestData(db: Db, user: AuthUser, now: Date = new Date()) {
  const [account] = await db
    .select({ id: users.id, email: users.email, fullName: users.fullName, emailVerifiedAt: users.emailVerifiedAt, createdAt: users.createdAt })
    .from(users)
    .where(eq(users.id, user.id));
  const [profile] = await db.select().from(guests).where(eq(guests.userId, user.id));
  const rows = await db.select().from(reservations).where(ownedBy(user)).orderBy(desc(reservations.createdAt));
  const iso = (d: Date | string | null) => (d ? new Date(d).toISOString() : null);
  return {
    exported_at: now.toISOString(),
    account: account
      ? { id: account.id, email: account.email, full_name: account.fullName, email_verified_at: iso(account.emailVerifiedAt), created_at: iso(account.createdAt) }
      : null,
    profile: profile
      ? {
          full_name: profile.fullName,
          email: profile.email,
          phone: profile.phone,
          cpf: profile.cpf,
          birth_date: profile.birthDate,
          address: profile.address,
          city: profile.city,
          state: profile.state,
          cep: profile.cep,
          emergency_contact_name: profile.emergencyContactName,
          emergency_contact_phone: profile.emergencyContactPhone,
          updated_at: iso(profile.updatedAt),
        }
      : null,
    reservations: rows.map((r) => ({
      id: r.id,
      room_type: r.roomType,
      check_in_date: r.checkInDate,
      check_out_date: r.checkOutDate,
      nights: r.nights,
      guests_count: r.guestsCount,
      total_price: r.totalPrice,
      deposit_amount: r.depositAmount,
      deposit_paid_at: iso(r.depositPaidAt),
      status: r.status,
      guest_name: r.guestName,
      guest_email: r.guestEmail,
      guest_phone: r.guestPhone,
      guest_cpf: r.guestCpf,
      guest_birth_date: r.guestBirthDate,
      guest_address: r.guestAddress,
      guest_city: r.guestCity,
      guest_state: r.guestState,
      guest_cep: r.guestCep,
      emergency_contact_name: r.emergencyContactName,
      emergency_contact_phone: r.emergencyContactPhone,
      special_requests: r.specialRequests,
      cancellation_reason: r.cancellationReason,
      created_at: iso(r.createdAt),
      updated_at: iso(r.updatedAt),
      confirmed_at: iso(r.confirmedAt),
      cancelled_at: iso(r.cancelledAt),
    })),
  };
}

export type GuestDataExport = Awaited<ReturnType<typeof exportGuestData>>;

export type DeleteAccountOutcome = { ok: true; anonymisedReservations: number } | { ok: false; reason: 'confirmation' };

/**
 * Deletes the account (LGPD erasure) in one transaction. The reservations stay for the hotel's
 * records with their personal fields replaced, their notifications lose the guest's data, the
 * e-mails addressed to the guest leave the outbox, and deleting the user row removes its sessions,
 * links, profile and guest profile (foreign keys cascade): the address can sign up again.
 * `confirmEmail` must be the account's address. `withinTransaction` runs in the same transaction
 * (with Supabase Auth: the owed deletion of the Supabase user, see server/auth/supabase-admin.ts).
 */
export async function deleteGuestAccount(
  db: Db,
  user: AuthUser,
  confirmEmail: string,
  { now = new Date(), withinTransaction }: { now?: Date; withinTransaction?: (tx: Db) => Promise<void> } = {},
): Promise<DeleteAccountOutcome> {
  if (normalizeEmail(confirmEmail) !== normalizeEmail(user.email)) return { ok: false, reason: 'confirmation' };
  return db.transaction(async (tx) => {
    const owned = await tx.select({ id: reservations.id, guestName: reservations.guestName }).from(reservations).where(ownedBy(user)).for('update');
    const ids = owned.map((r) => r.id);
    if (ids.length > 0) {
      await tx
        .update(reservations)
        .set({
          guestUserId: null,
          guestName: ANONYMISED.name,
          guestEmail: ANONYMISED.email,
          guestPhone: '',
          guestCpf: null,
          guestBirthDate: null,
          guestAddress: null,
          guestCity: null,
          guestState: null,
          guestCep: null,
          emergencyContactName: null,
          emergencyContactPhone: null,
          specialRequests: null,
          // A reason the guest typed is personal; the fact of the cancellation stays.
          cancellationReason: sql`case when ${reservations.cancellationReason} like ${`${GUEST_CANCELLATION_REASON}%`} then ${GUEST_CANCELLATION_REASON} else ${reservations.cancellationReason} end`,
          updatedAt: now,
        })
        .where(inArray(reservations.id, ids));
      await anonymiseReservationNotifications(tx as unknown as Db, ids, [...new Set(owned.map((r) => r.guestName))], ANONYMISED.name);
    }
    // Messages to the guest, and the hotel's copies already sent (the ones still queued go out).
    const toGuest = eq(sql`lower(${emailOutbox.toAddress})`, normalizeEmail(user.email));
    const sentAbout = ids.length > 0 ? and(inArray(emailOutbox.reservationId, ids), inArray(emailOutbox.status, ['sent', 'failed'])) : undefined;
    await tx.delete(emailOutbox).where(sentAbout ? or(toGuest, sentAbout) : toGuest);
    await tx.delete(users).where(eq(users.id, user.id));
    await withinTransaction?.(tx as unknown as Db);
    return { ok: true, anonymisedReservations: ids.length } as const;
  });
}
