import 'server-only';
import { getDb } from '@/server/db';
import { hotelInfo } from '@/server/db/schema';
import { SAMPLE_HOTEL_INFO } from '@/server/db/sample-data';
import { publicRead } from '@/server/cache';

export type HotelInfo = Record<string, string>;

/** Every hotel_info key with its value (phones, e-mail, address, maps_url, total_rooms, …). */
export const getHotelInfo = publicRead(
  'hotel-info:all',
  ['hotel-info'],
  async (): Promise<HotelInfo> => {
    const db = await getDb();
    const rows = await db.select({ key: hotelInfo.key, value: hotelInfo.value }).from(hotelInfo);
    return Object.fromEntries(rows.map((r) => [r.key, r.value]));
  },
  () => Object.fromEntries(SAMPLE_HOTEL_INFO.map((r) => [r.key, r.value])),
);

/** The spec's rule: total_rooms is used only when it is a number above 0. */
export function totalRooms(info: HotelInfo): number | null {
  const n = Number(info.total_rooms);
  return Number.isFinite(n) && n > 0 ? Math.floor(n) : null;
}
