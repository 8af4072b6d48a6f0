import 'server-only';
import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '@/server/db/client';
import { reservations, roomTypes, type ReservationRow } from '@/server/db/schema';
import { freeApartmentsByRoomType } from '@/server/db/queries/availability';
import { expirePendingReservationsQuery, EXPIRY_REASON } from '@/server/db/queries/reservations';
import { enqueueEmail } from '@/server/email/outbox';
import type { CacheTag } from '@/server/cache';
import { log } from '@/server/log';
import { DESK_RESULTS as R, type CancelReservationInput } from '@/lib/admin-desk';
import { HOLD_MS } from '@/lib/reservation-hold';
import { guestCancellationEmail, guestConfirmationEmail } from './emails';
import { POLICIES_ANCHOR } from '@/lib/page-anchors';
import type { HotelContact } from '@/server/hotel-info';

/** What the desk's e-mails need besides the reservation. */
export interface DeskContext {
  hotel: HotelContact;
  showPrices: boolean;
  siteUrl: string;
  /** An e-mail provider is configured: the outbox's e-mails go out (else they wait in the queue). */
  emailsGoOut: boolean;
}

export type DeskFailureCode =
  | 'not_found'
  | 'no_deposit'
  | 'deposit_already_paid'
  | 'already_confirmed'
  | 'already_cancelled'
  | 'stale'
  | 'expired'
  | 'overbooked'
  | 'room_type_gone'
  | 'failed';

export type DeskResult = { ok: true; message: string } | { ok: false; code: DeskFailureCode; message: string };

export interface DeskOutcome {
  result: DeskResult;
  /** Tags to invalidate after commit. */
  invalidate: CacheTag[];
  /** An e-mail was written to the outbox: the caller dispatches after the response. */
  emailsQueued: boolean;
}

const MESSAGES: Record<DeskFailureCode, string> = {
  not_found: R.notFound,
  no_deposit: R.noDeposit,
  deposit_already_paid: R.depositAlreadyPaid,
  already_confirmed: R.alreadyConfirmed,
  already_cancelled: R.alreadyCancelled,
  stale: R.stale,
  expired: R.expired,
  overbooked: R.overbooked,
  room_type_gone: R.roomTypeGone,
  failed: R.failed,
};

class Refused extends Error {
  constructor(readonly code: DeskFailureCode) {
    super(code);
  }
}

const holdOver = (row: ReservationRow, now: Date) => new Date(row.createdAt).getTime() + HOLD_MS <= now.getTime();

/** The refusal for a reservation that is no longer in the status the staff member saw. */
function notInStatus(row: ReservationRow): DeskFailureCode {
  if (row.status === 'confirmed') return 'already_confirmed';
  if (row.status === 'cancelled') return row.cancellationReason === EXPIRY_REASON ? 'expired' : 'already_cancelled';
  return 'stale';
}

async function runDeskWrite(label: string, id: string, write: () => Promise<void>): Promise<DeskOutcome> {
  try {
    await write();
    return { result: { ok: true, message: label }, invalidate: ['availability'], emailsQueued: true };
  } catch (err) {
    if (err instanceof Refused) return { result: { ok: false, code: err.code, message: MESSAGES[err.code] }, invalidate: ['availability'], emailsQueued: false };
    log.error('reservation desk write failed', { id, error: err instanceof Error ? err.message : String(err) });
    return { result: { ok: false, code: 'failed', message: R.failed }, invalidate: [], emailsQueued: false };
  }
}

const policiesUrl = (ctx: DeskContext) => `${ctx.siteUrl.replace(/\/+$/, '')}/#${POLICIES_ANCHOR}`;

/**
 * Confirms a pending request: lazy expiry first (committed on its own), then one transaction that
 * locks the reservation (a concurrent confirm or cancel waits here and then finds it changed), refuses
 * a request past its 24 h hold, locks the room type (as bookings do) and refuses when the stay would
 * not fit without this reservation: on some night the OTHER reservations holding an apartment of the
 * type (confirmed, or pending within the hold) already take every one of available_count. A request
 * within its hold was counted when it was booked, so this only happens when the count was lowered,
 * the type deactivated or an OTA's imported calendar took the nights (ical_blocks) since. The status moves with a conditional UPDATE (… where status =
 * 'pending'), and the guest's e-mail goes to the outbox in the same transaction.
 */
export async function confirmReservation(db: Db, id: string, ctx: DeskContext, now: () => Date = () => new Date()): Promise<DeskOutcome> {
  return runDeskWrite(ctx.emailsGoOut ? R.confirmed : R.confirmedNoProvider, id, async () => {
    await expirePendingReservationsQuery(db);
    await db.transaction(async (tx) => {
      const [row] = await tx.select().from(reservations).where(eq(reservations.id, id)).for('update');
      if (!row) throw new Refused('not_found');
      if (row.status !== 'pending') throw new Refused(notInStatus(row));
      if (holdOver(row, now())) throw new Refused('expired');
      if (!row.roomTypeId) throw new Refused('room_type_gone');
      await tx.select({ id: roomTypes.id }).from(roomTypes).where(eq(roomTypes.id, row.roomTypeId)).for('update');
      const [free] = await freeApartmentsByRoomType(tx, row.checkInDate, row.checkOutDate, row.roomTypeId, row.id);
      if (!free) throw new Refused('room_type_gone');
      if (free.free < 1) throw new Refused('overbooked');
      const at = now();
      const [updated] = await tx
        .update(reservations)
        .set({ status: 'confirmed', confirmedAt: at, updatedAt: at })
        .where(and(eq(reservations.id, id), eq(reservations.status, 'pending')))
        .returning();
      if (!updated) throw new Refused('stale');
      await enqueueEmail(tx, guestConfirmationEmail(updated, ctx.hotel, ctx.showPrices, policiesUrl(ctx)));
    });
  });
}

/**
 * Cancels a pending or confirmed reservation with the staff's reason, once: the row is locked and
 * must still be in the status the page showed (`expectedStatus`), else the answer says what
 * changed. The guest's e-mail goes to the outbox in the same transaction.
 */
export async function cancelReservation(db: Db, input: CancelReservationInput, ctx: DeskContext, now: () => Date = () => new Date()): Promise<DeskOutcome> {
  return runDeskWrite(ctx.emailsGoOut ? R.cancelled : R.cancelledNoProvider, input.id, async () => {
    await expirePendingReservationsQuery(db);
    await db.transaction(async (tx) => {
      const [row] = await tx.select().from(reservations).where(eq(reservations.id, input.id)).for('update');
      if (!row) throw new Refused('not_found');
      if (row.status !== input.expectedStatus) throw new Refused(notInStatus(row));
      const at = now();
      const [updated] = await tx
        .update(reservations)
        .set({ status: 'cancelled', cancellationReason: input.reason, cancelledAt: at, updatedAt: at })
        .where(and(eq(reservations.id, input.id), eq(reservations.status, input.expectedStatus)))
        .returning();
      if (!updated) throw new Refused('stale');
      await enqueueEmail(tx, guestCancellationEmail(updated, ctx.hotel, input.reason));
    });
  });
}

/**
 * Marks a reservation's PIX deposit received (the staff saw it in the bank): once, on a pending or
 * confirmed reservation that asked for one. No e-mail: the confirmation that follows tells the guest.
 */
export async function markDepositPaid(db: Db, id: string, now: () => Date = () => new Date()): Promise<DeskOutcome> {
  try {
    await expirePendingReservationsQuery(db);
    await db.transaction(async (tx) => {
      const [row] = await tx.select().from(reservations).where(eq(reservations.id, id)).for('update');
      if (!row) throw new Refused('not_found');
      if (row.status === 'cancelled') throw new Refused(notInStatus(row));
      if (row.depositAmount === null) throw new Refused('no_deposit');
      if (row.depositPaidAt) throw new Refused('deposit_already_paid');
      const at = now();
      await tx.update(reservations).set({ depositPaidAt: at, updatedAt: at }).where(and(eq(reservations.id, id), isNull(reservations.depositPaidAt)));
    });
    return { result: { ok: true, message: R.depositMarked }, invalidate: [], emailsQueued: false };
  } catch (err) {
    if (err instanceof Refused) return { result: { ok: false, code: err.code, message: MESSAGES[err.code] }, invalidate: [], emailsQueued: false };
    log.error('deposit mark failed', { id, error: err instanceof Error ? err.message : String(err) });
    return { result: { ok: false, code: 'failed', message: R.failed }, invalidate: [], emailsQueued: false };
  }
}

// ---------------------------------------------------------------------------------------------
// Reads
// ---------------------------------------------------------------------------------------------
