import { sql } from 'drizzle-orm';
import type { Db } from '@/server/db/client';
import { queryRows } from '@/server/db/client';
import { roomTypes } from '@/server/db/schema';
import type { GuestRequestContext } from '@/server/reservations';

import { TZ } from './reservation-request';

export { day, request, TZ } from './reservation-request';

export function context(overrides: Partial<GuestRequestContext> = {}): GuestRequestContext {
  return {
    ip: '203.0.113.7',
    userAgent: 'vitest',
    showPrices: true,
    siteUrl: 'https://hotel.example',
    hotel: { name: 'Hotel Água Boa', email: 'reservas@hotel.example', phone: '(66) 3468-0000', address: 'Av. Araguaia, 1000, Água Boa - MT' },
    timeZone: TZ,
    rateLimits: false,
    staffEmails: [],
    sleep: async () => {},
    ...overrides,
  };
}

export async function insertRoomType(db: Db, values: { name?: string; availableCount: number; basePrice?: number; isActive?: boolean }) {
  const [row] = await db
    .insert(roomTypes)
    .values({ name: values.name ?? `Tipo ${Math.random().toString(36).slice(2, 7)}`, availableCount: values.availableCount, basePrice: values.basePrice ?? 205, isActive: values.isActive ?? true })
    .returning({ id: roomTypes.id, name: roomTypes.name });
  return row!;
}

export async function count(db: Db, table: string, where = 'true'): Promise<number> {
  const [row] = await queryRows<{ n: number }>(db, sql.raw(`select count(*)::int as n from ${table} where ${where}`));
  return Number(row!.n);
}
