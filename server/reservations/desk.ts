import 'server-only';
import { and, asc, desc, eq, gt, inArray, ne } from 'drizzle-orm';
import type { Db } from '@/server/db/client';
import { emailOutbox, reservations, roomTypes, type ReservationRow } from '@/server/db/schema';
import { freeApartmentsByRoomType } from '@/server/db/queries/availability';
import { expirePendingReservationsQuery, EXPIRY_REASON } from '@/server/db/queries/reservations';
import { listReservationsQuery, occupancyByNight } from '@/server/db/queries/desk';
import { enqueueEmail } from '@/server/email/outbox';
import type { CacheTag } from '@/server/cache';
import { log } from '@/server/log';
import { addDays, formatDateBr } from '@/lib/dates';
import {
  CSV_MAX_ROWS,
  DESK_RESULTS as R,
  HOLD_MS,
  RESERVATIONS_PAGE_SIZE,
  toCsv,
  type CancelReservationInput,
  type ReservationFilters,
} from '@/lib/admin-desk';
import { guestCancellationEmail, guestConfirmationEmail } from './emails';
import { POLICIES_ANCHOR } from '@/lib/page-anchors';
import type { HotelContact } from '@/server/hotel-info';

/** What the desk's e-mails need besides the reservation. */
export interface DeskContext {
  hotel: HotelContact;
  showPrices: boolean;
  siteUrl: string;
}

export type DeskFailureCode =
  | 'not_found'
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
 * within its hold was counted when it was booked, so this only happens when the count was lowered
 * or the type deactivated since. The status moves with a conditional UPDATE (… where status =
 * 'pending'), and the guest's e-mail goes to the outbox in the same transaction.
 */
export async function confirmReservation(db: Db, id: string, ctx: DeskContext, now: () => Date = () => new Date()): Promise<DeskOutcome> {
  return runDeskWrite(R.confirmed, id, async () => {
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
  return runDeskWrite(R.cancelled, input.id, async () => {
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

// ---------------------------------------------------------------------------------------------
// Reads
// ---------------------------------------------------------------------------------------------

export interface ReservationPage {
  rows: ReservationRow[];
  total: number;
  page: number;
  pageCount: number;
}

/** A page of the filtered list (newest request first). Runs the lazy expiry first, so statuses are current. */
export async function listReservations(db: Db, filters: ReservationFilters): Promise<ReservationPage> {
  await expirePendingReservationsQuery(db);
  const { rows, total } = await listReservationsQuery(db, filters, { limit: RESERVATIONS_PAGE_SIZE, offset: (filters.page - 1) * RESERVATIONS_PAGE_SIZE });
  return { rows, total, page: filters.page, pageCount: Math.max(1, Math.ceil(total / RESERVATIONS_PAGE_SIZE)) };
}

/** One reservation with the outbox messages about it (newest first); null when it does not exist. */
export async function getReservationDetail(db: Db, id: string) {
  await expirePendingReservationsQuery(db);
  const [row] = await db.select().from(reservations).where(eq(reservations.id, id));
  if (!row) return null;
  const emails = await db
    .select({ id: emailOutbox.id, kind: emailOutbox.kind, subject: emailOutbox.subject, toAddress: emailOutbox.toAddress, status: emailOutbox.status, createdAt: emailOutbox.createdAt, sentAt: emailOutbox.sentAt })
    .from(emailOutbox)
    .where(eq(emailOutbox.reservationId, id))
    .orderBy(desc(emailOutbox.createdAt));
  return { reservation: row, emails };
}

/** Every room type (active first, the cards' order) for the filters. */
export async function roomTypeOptions(db: Db): Promise<{ id: string; name: string; isActive: boolean }[]> {
  return db
    .select({ id: roomTypes.id, name: roomTypes.name, isActive: roomTypes.isActive })
    .from(roomTypes)
    .orderBy(desc(roomTypes.isActive), asc(roomTypes.category), asc(roomTypes.createdAt), asc(roomTypes.basePrice));
}

export interface CsvLabels {
  columns: Record<(typeof CSV_COLUMNS)[number], string>;
  status: Record<ReservationRow['status'], string>;
}

export const CSV_COLUMNS = [
  'id',
  'status',
  'guestName',
  'guestEmail',
  'guestPhone',
  'guestCpf',
  'guestBirthDate',
  'guestAddress',
  'guestCity',
  'guestState',
  'guestCep',
  'emergencyContactName',
  'emergencyContactPhone',
  'roomType',
  'checkIn',
  'checkOut',
  'nights',
  'guestsCount',
  'totalPrice',
  'specialRequests',
  'cancellationReason',
  'createdAt',
  'confirmedAt',
  'cancelledAt',
] as const;

const decimalBr = (value: number) => value.toFixed(2).replace('.', ',');

/** The filtered list (every page, up to CSV_MAX_ROWS) as a CSV file for Excel in Portuguese. */
export async function reservationsCsv(db: Db, filters: ReservationFilters, labels: CsvLabels, timeZone: string): Promise<string> {
  await expirePendingReservationsQuery(db);
  const { rows } = await listReservationsQuery(db, filters, { limit: CSV_MAX_ROWS, offset: 0 });
  const stamp = new Intl.DateTimeFormat('pt-BR', { timeZone, dateStyle: 'short', timeStyle: 'short' });
  const at = (d: Date | null) => (d ? stamp.format(d) : '');
  return toCsv([
    CSV_COLUMNS.map((key) => labels.columns[key]),
    ...rows.map((r) => [
      r.id,
      labels.status[r.status],
      r.guestName,
      r.guestEmail,
      r.guestPhone,
      r.guestCpf,
      formatDateBr(r.guestBirthDate),
      r.guestAddress,
      r.guestCity,
      r.guestState,
      r.guestCep,
      r.emergencyContactName,
      r.emergencyContactPhone,
      r.roomType,
      formatDateBr(r.checkInDate),
      formatDateBr(r.checkOutDate),
      r.nights,
      r.guestsCount,
      decimalBr(r.totalPrice),
      r.specialRequests,
      r.cancellationReason,
      at(r.createdAt),
      at(r.confirmedAt),
      at(r.cancelledAt),
    ]),
  ]);
}

export interface OccupancyCalendar {
  /** 'YYYY-MM'. */
  month: string;
  /** Every night of the month, 'YYYY-MM-DD'. */
  nights: string[];
  roomTypes: { id: string; name: string; total: number }[];
  /** Apartments held, by `${night}|${roomTypeId}` (missing = 0). */
  occupied: Record<string, number>;
}

/** Nights of a month × active room types, with the apartments held each night. */
export async function occupancyCalendar(db: Db, month: string): Promise<OccupancyCalendar> {
  const first = `${month}-01`;
  const nights: string[] = [];
  for (let night = first; night.startsWith(month); night = addDays(night, 1)) nights.push(night);
  const [types, counts] = await Promise.all([
    db
      .select({ id: roomTypes.id, name: roomTypes.name, total: roomTypes.availableCount })
      .from(roomTypes)
      .where(eq(roomTypes.isActive, true))
      .orderBy(asc(roomTypes.category), asc(roomTypes.createdAt), asc(roomTypes.basePrice)),
    occupancyByNight(db, first, nights.at(-1)!),
  ]);
  return { month, nights, roomTypes: types, occupied: Object.fromEntries(counts.map((c) => [`${c.night}|${c.roomTypeId}`, c.occupied])) };
}

export interface DeskDashboard {
  /** Pending requests within their hold, the one closest to expiring first. */
  pending: ReservationRow[];
  /** Today's arrivals and departures (not cancelled). */
  checkIns: ReservationRow[];
  checkOuts: ReservationRow[];
  /** Tonight per active room type: apartments, held, free (the public cards' query). */
  occupancy: { id: string; name: string; total: number; occupied: number; free: number }[];
}

/** The dashboard's reservation figures for `today` (the hotel's date). */
export async function deskDashboard(db: Db, today: string): Promise<DeskDashboard> {
  await expirePendingReservationsQuery(db);
  const holdStart = new Date(Date.now() - HOLD_MS);
  const notCancelled = ne(reservations.status, 'cancelled');
  const [pending, checkIns, checkOuts, free, types] = await Promise.all([
    db
      .select()
      .from(reservations)
      .where(and(eq(reservations.status, 'pending'), gt(reservations.createdAt, holdStart)))
      .orderBy(asc(reservations.createdAt)),
    db.select().from(reservations).where(and(eq(reservations.checkInDate, today), notCancelled)).orderBy(asc(reservations.guestName)),
    db.select().from(reservations).where(and(eq(reservations.checkOutDate, today), notCancelled)).orderBy(asc(reservations.guestName)),
    freeApartmentsByRoomType(db, today, addDays(today, 1)),
    db
      .select({ id: roomTypes.id, name: roomTypes.name, total: roomTypes.availableCount })
      .from(roomTypes)
      .where(eq(roomTypes.isActive, true))
      .orderBy(asc(roomTypes.category), asc(roomTypes.createdAt), asc(roomTypes.basePrice)),
  ]);
  const freeById = new Map(free.map((f) => [f.roomTypeId, f.free]));
  return {
    pending,
    checkIns,
    checkOuts,
    occupancy: types.map((t) => {
      const left = freeById.get(t.id) ?? 0;
      return { ...t, free: left, occupied: Math.max(0, t.total - left) };
    }),
  };
}

/** Reservations by id (the notifications' links), for names and statuses. */
export async function reservationStatuses(db: Db, ids: string[]): Promise<Map<string, ReservationRow['status']>> {
  if (ids.length === 0) return new Map();
  const rows = await db.select({ id: reservations.id, status: reservations.status }).from(reservations).where(inArray(reservations.id, ids));
  return new Map(rows.map((r) => [r.id, r.status]));
}
