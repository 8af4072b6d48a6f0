import { sql } from 'drizzle-orm';
import type { Db } from '@/server/db/client';
import { queryRows } from '@/server/db/client';
import { roomTypes } from '@/server/db/schema';
import type { GuestRequestContext } from '@/server/reservations';
import { addDays, todayIn } from '@/lib/dates';

export const TZ = 'America/Cuiaba';

/** A date `days` from today in the hotel's zone. */
export const day = (days: number) => addDays(todayIn(TZ), days);

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

let guestCounter = 0;
/** A complete, valid request; each call is a different guest unless `email` is given. */
export function request(roomTypeId: string, overrides: Record<string, unknown> = {}) {
  guestCounter++;
  return {
    roomTypeId,
    checkIn: day(10),
    checkOut: day(12),
    fullName: `Hóspede ${guestCounter}`,
    email: `guest${guestCounter}.${Math.random().toString(36).slice(2, 8)}@example.com`,
    phone: '66999991234',
    cpf: '52998224725',
    birthDate: '15/08/1990',
    address: 'Rua das Flores, 100',
    city: 'Água Boa',
    state: 'MT',
    cep: '78635000',
    emergencyContactName: '',
    emergencyContactPhone: '',
    specialRequests: 'Andar alto, por favor',
    password: 'segredo123',
    confirmPassword: 'segredo123',
    ...overrides,
  };
}

export async function count(db: Db, table: string, where = 'true'): Promise<number> {
  const [row] = await queryRows<{ n: number }>(db, sql.raw(`select count(*)::int as n from ${table} where ${where}`));
  return Number(row!.n);
}
