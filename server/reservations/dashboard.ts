import 'server-only';
import { and, asc, eq, gt, ne } from 'drizzle-orm';
import type { Db } from '@/server/db/client';
import { reservations, roomTypes, type ReservationRow } from '@/server/db/schema';
import { freeApartmentsByRoomType } from '@/server/db/queries/availability';
import { expirePendingReservationsQuery } from '@/server/db/queries/reservations';
import { addDays } from '@/lib/dates';
import { HOLD_MS } from '@/lib/reservation-hold';

// The desk's dashboard: requests within their hold, today's arrivals and departures, tonight's occupancy.

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
