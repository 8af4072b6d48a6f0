import 'server-only';
import { config } from '@/server/config';
import { getDb, type Db } from '@/server/db';
import { hotelInfo } from '@/server/db/schema';
import { SAMPLE_HOTEL_INFO } from '@/server/db/sample-data';
import { publicRead } from '@/server/cache';

export type HotelInfo = Record<string, string>;

/** Who the hotel is in e-mails: the sender's name, where guests' requests go, phone and address. */
export interface HotelContact {
  name: string;
  /** Where reservation and contact e-mails to the hotel go. */
  email: string;
  phone?: string;
  address?: string;
}

/** The address part of 'Name <address>'. */
function addressOf(from: string): string {
  return /<([^>]+)>/.exec(from)?.[1] ?? from.trim();
}

/** The hotel's contact: hotel info's e-mail and phone, else the sender of EMAIL_FROM. */
export async function hotelContact(): Promise<HotelContact> {
  const info = await getHotelInfo();
  const from = config().EMAIL_FROM;
  return {
    name: /^([^<]+)</.exec(from)?.[1]?.trim() || 'Hotel Água Boa',
    email: info.email_contact?.trim() || addressOf(from),
    phone: info.phone_primary,
    address: info.address,
  };
}

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

/** Every hotel_info key with its value as stored now, uncached (the admin form). */
export async function readHotelInfo(db: Db): Promise<HotelInfo> {
  const rows = await db.select({ key: hotelInfo.key, value: hotelInfo.value }).from(hotelInfo);
  return Object.fromEntries(rows.map((r) => [r.key, r.value]));
}

/** Writes the given keys in one transaction (insert or update, updated_at set); the other keys stay. */
export async function saveHotelInfo(db: Db, values: Readonly<Record<string, string>>): Promise<void> {
  await db.transaction(async (tx) => {
    const now = new Date();
    for (const [key, value] of Object.entries(values)) {
      await tx
        .insert(hotelInfo)
        .values({ key, value, createdAt: now, updatedAt: now })
        .onConflictDoUpdate({ target: hotelInfo.key, set: { value, updatedAt: now } });
    }
  });
}
