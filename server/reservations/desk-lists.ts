import 'server-only';
import { asc, desc, eq, inArray } from 'drizzle-orm';
import type { Db } from '@/server/db/client';
import { emailOutbox, reservations, roomTypes, type ReservationRow } from '@/server/db/schema';
import { expirePendingReservationsQuery } from '@/server/db/queries/reservations';
import { listReservationsQuery } from '@/server/db/queries/desk';
import { RESERVATIONS_PAGE_SIZE, type ReservationFilters } from '@/lib/admin-desk';

// The desk's reads: the filtered list, one reservation with its e-mails, the room types of the filter.

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

/** Reservations by id (the notifications' links), for names and statuses. */
export async function reservationStatuses(db: Db, ids: string[]): Promise<Map<string, ReservationRow['status']>> {
  if (ids.length === 0) return new Map();
  const rows = await db.select({ id: reservations.id, status: reservations.status }).from(reservations).where(inArray(reservations.id, ids));
  return new Map(rows.map((r) => [r.id, r.status]));
}
