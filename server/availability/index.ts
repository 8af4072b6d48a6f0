import 'server-only';
import { unstable_cache } from 'next/cache';
import { config } from '@/server/config';
import { getDatabase } from '@/server/db';
import { freeApartmentsByRoomType } from '@/server/db/queries/availability';
import { addDays, todayIn } from '@/lib/dates';
import { log } from '@/server/log';
import { roomAvailability } from '@/server/reservations';
import { getSection } from '@/server/site-content';
import type { RoomAvailability } from '@/lib/guest-requests';

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
    const { instanceId } = await getDatabase();
    return await cachedTonight(instanceId, todayIn(config().HOTEL_TIMEZONE));
  } catch (err) {
    log.warn('availability read failed', { error: err instanceof Error ? err.message : String(err) });
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

/** Site content reservation-settings.show_prices: prices are shown unless it is 'false'. */
export async function pricesShown(): Promise<boolean> {
  return (await getSection('reservation-settings')).show_prices !== 'false';
}
