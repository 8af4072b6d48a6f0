import { and, desc, eq, gte, lte, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { queryRows, type Db } from '@/server/db/client';
import { searchText } from '@/lib/search-text';
import { reservations } from '@/server/db/schema';
import { holdsApartment } from './availability';

export interface ReservationWhere {
  status?: 'pending' | 'confirmed' | 'cancelled';
  from?: string;
  to?: string;
  roomType?: string;
  q?: string;
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

// The accented letters a guest's name may hold, both cases (lower() leaves non-ASCII letters alone in
// a database with the C locale), and what searchText makes of each, letter for letter. PGlite ships
// no unaccent: translate() works the same on both databases.
const ACCENTED = 'áàâãäåéèêëíìîïóòôõöúùûüýÿçñÁÀÂÃÄÅÉÈÊËÍÌÎÏÓÒÔÕÖÚÙÛÜÝÇÑ';
const PLAIN = searchText(ACCENTED);

/** The column as searchText folds a text: lowercase without accents. */
const folded = (column: SQL | AnyColumn) => sql`translate(lower(${column}), ${ACCENTED}, ${PLAIN})`;
const digitsOf = (column: SQL | AnyColumn) => sql`regexp_replace(coalesce(${column}, ''), '\\D', '', 'g')`;

/**
 * The admin list's filters: status, check-in range, room type, text in the name or e-mail (accents and
 * case ignored), digits in the CPF or phone.
 */
export function reservationWhere(f: ReservationWhere): SQL | undefined {
  const conditions: SQL[] = [];
  if (f.status) conditions.push(eq(reservations.status, f.status));
  if (f.from) conditions.push(gte(reservations.checkInDate, f.from));
  if (f.to) conditions.push(lte(reservations.checkInDate, f.to));
  if (f.roomType) conditions.push(eq(reservations.roomTypeId, f.roomType));
  if (f.q) {
    const like = `%${escapeLike(searchText(f.q))}%`;
    const digits = f.q.replace(/\D/g, '');
    const byDigits = digits.length >= 3 ? sql`or ${digitsOf(reservations.guestCpf)} like ${`%${digits}%`} or ${digitsOf(reservations.guestPhone)} like ${`%${digits}%`}` : sql``;
    conditions.push(sql`(${folded(reservations.guestName)} like ${like} or ${folded(reservations.guestEmail)} like ${like} ${byDigits})`);
  }
  return conditions.length ? and(...conditions) : undefined;
}

/** A page of reservations, newest request first, and how many match in all. */
export async function listReservationsQuery(db: Db, where: ReservationWhere, { limit, offset }: { limit: number; offset: number }) {
  const condition = reservationWhere(where);
  const [rows, [total]] = await Promise.all([
    db.select().from(reservations).where(condition).orderBy(desc(reservations.createdAt), desc(reservations.id)).limit(limit).offset(offset),
    db.select({ n: sql<number>`count(*)::int` }).from(reservations).where(condition),
  ]);
  return { rows, total: Number(total?.n ?? 0) };
}

/**
 * Apartments held per room type and night for the nights from `first` to `last` (inclusive): the
 * same "holds an apartment" rule as the public availability, imported OTA blocks included.
 */
export async function occupancyByNight(db: Db, first: string, last: string): Promise<{ night: string; roomTypeId: string; occupied: number }[]> {
  const rows = await queryRows<{ night: string | Date; room_type_id: string; occupied: number }>(
    db,
    sql`
    select to_char(night, 'YYYY-MM-DD') as night, held.room_type_id, count(*)::int as occupied
      from generate_series(${first}::date, ${last}::date, interval '1 day') as night
      join (select r.room_type_id, r.check_in_date as from_date, r.check_out_date as to_date
              from reservations r
             where r.room_type_id is not null and ${holdsApartment}
            union all
            -- The OTAs' imported blocks take an apartment too (ical_blocks).
            select b.room_type_id, b.start_date, b.end_date from ical_blocks b) held
        on held.from_date <= night::date
       and held.to_date > night::date
     group by night, held.room_type_id`,
  );
  return rows.map((r) => ({ night: String(r.night), roomTypeId: r.room_type_id, occupied: Number(r.occupied) }));
}
