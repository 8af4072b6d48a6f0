import 'server-only';
import { asc, eq } from 'drizzle-orm';
import type { Db } from '@/server/db/client';
import { roomTypes } from '@/server/db/schema';
import { occupancyByNight } from '@/server/db/queries/desk';
import { addDays } from '@/lib/dates';

// The desk's month calendar: occupied apartments per room type and night.

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
