import 'server-only';
import { asc, eq } from 'drizzle-orm';
import { unstable_cache } from 'next/cache';
import { config } from '@/server/config';
import { getDatabase } from '@/server/db';
import type { Db } from '@/server/db/client';
import { roomTypes } from '@/server/db/schema';
import { freeApartmentsByRoomType } from '@/server/db/queries/availability';
import { publicReadDeadlineMs, raceDeadline, recordError, withDeadline } from '@/server/resilience';
import { expirePendingReservations } from '@/server/reservations';
import { getSection } from '@/server/site-content';
import { addDays, todayIn } from '@/lib/dates';
import type { RoomAvailability } from '@/lib/guest-requests';
import { showsPrices } from '@/lib/site-content-schema';

export interface AvailabilitySummary {
  /** Free apartments tonight per room type id. */
  byRoomType: Record<string, number>;
  /** Free apartments tonight, all types together. */
  available: number;
}

const cachedTonight = unstable_cache(
  async (_instanceId: string, tonight: string): Promise<AvailabilitySummary> => {
    const { db } = await getDatabase();
    const rows = await freeApartmentsByRoomType(db, tonight, addDays(tonight, 1));
    return { byRoomType: Object.fromEntries(rows.map((r) => [r.roomTypeId, r.free])), available: rows.reduce((sum, r) => sum + r.free, 0) };
  },
  ['availability:tonight'],
  // Holds expire with time, not only with writes: recompute at least once a minute.
  { tags: ['availability', 'rooms'], revalidate: 60 },
);

/** Free apartments tonight (hotel time zone), for the cards and the contact card; null when unknown. */
export async function getAvailabilityTonight(): Promise<AvailabilitySummary | null> {
  try {
    return await withDeadline(publicReadDeadlineMs(), async () => {
      const { instanceId } = await getDatabase();
      return raceDeadline(cachedTonight(instanceId, todayIn(config().HOTEL_TIMEZONE)));
    });
  } catch (err) {
    recordError(err, 'availability tonight');
    return null;
  }
}

/**
 * Free apartments per active room type for a stay (the dialog and GET /api/availability), with
 * name and price per night (null when prices are hidden). Runs the lazy expiry first; `expired`
 * tells the caller to invalidate 'availability'. Throws when the database fails.
 */
export async function availabilityForRange(checkIn: string, checkOut: string): Promise<{ rooms: RoomAvailability[]; expired: number }> {
  const [{ db }, showPrices] = await Promise.all([getDatabase(), pricesShown()]);
  return roomAvailability(db, checkIn, checkOut, showPrices);
}

/** Site content reservation-settings.show_prices, read through the content cache. */
export async function pricesShown(): Promise<boolean> {
  return showsPrices(await getSection('reservation-settings'));
}

/** Free apartments per active room type for a stay (the cards' order), with name and price (null when prices are hidden). */
export async function roomAvailability(db: Db, checkIn: string, checkOut: string, showPrices: boolean) {
  const expired = await expirePendingReservations(db);
  const [free, types] = await Promise.all([
    freeApartmentsByRoomType(db, checkIn, checkOut),
    db.select({ id: roomTypes.id, name: roomTypes.name, basePrice: roomTypes.basePrice }).from(roomTypes).where(eq(roomTypes.isActive, true)).orderBy(asc(roomTypes.category), asc(roomTypes.createdAt), asc(roomTypes.basePrice)),
  ]);
  const freeById = new Map(free.map((f) => [f.roomTypeId, f.free]));
  const rooms = types.flatMap((t) => {
    const available = freeById.get(t.id);
    return available === undefined ? [] : [{ roomTypeId: t.id, name: t.name, available, basePrice: showPrices ? t.basePrice : null }];
  });
  return { rooms, expired };
}

