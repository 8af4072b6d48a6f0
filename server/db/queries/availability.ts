import { sql, type SQL } from 'drizzle-orm';
import { queryRows, type Db } from '@/server/db/client';

/** A reservation occupies an apartment while confirmed, or pending and younger than the 24 h hold. */
export const PENDING_HOLD_HOURS = 24;

/** The reservation `r` holds an apartment: confirmed, or pending within the 24 h hold. */
export const holdsApartment = sql`(r.status = 'confirmed' or (r.status = 'pending' and r.created_at > now() - make_interval(hours => ${PENDING_HOLD_HOURS})))`;

/** The imported OTA block `b` (ical_blocks) takes an apartment on `night`. */
const blockCovers = (night: SQL) => sql`b.start_date <= ${night} and b.end_date > ${night}`;

/**
 * Free apartments per active room type for the nights [checkIn, checkOut): the type's
 * available_count minus the busiest night's active reservations and imported OTA blocks
 * (ical_blocks: each takes one apartment), never below 0.
 * The cards, the contact card, the dialog and the booking transaction all use this one query.
 */
export async function freeApartmentsByRoomType(
  db: Db,
  checkIn: string,
  checkOut: string,
  /** Only this room type (the booking transaction's check). */
  roomTypeId?: string,
  /** Leave this reservation out of the count (the admin's confirmation: would the stay fit without it?). */
  excludeReservationId?: string,
): Promise<{ roomTypeId: string; free: number }[]> {
  const rows = await queryRows<{ room_type_id: string; free: number }>(
    db,
    sql`
    select rt.id as room_type_id,
           greatest(rt.available_count - coalesce(max(nights.occupied), 0), 0)::int as free
      from room_types rt
      left join lateral (
        select (select count(*)
                  from reservations r
                 where r.room_type_id = rt.id
                   and r.check_in_date <= night::date
                   and r.check_out_date > night::date
                   and ${holdsApartment}
                   ${excludeReservationId ? sql`and r.id <> ${excludeReservationId}` : sql``})
             + (select count(*) from ical_blocks b where b.room_type_id = rt.id and ${blockCovers(sql`night::date`)}) as occupied
          from generate_series(${checkIn}::date, ${checkOut}::date - 1, interval '1 day') as night
      ) nights on true
     where rt.is_active ${roomTypeId ? sql`and rt.id = ${roomTypeId}` : sql``}
     group by rt.id, rt.available_count`,
  );
  return rows.map((r) => ({ roomTypeId: r.room_type_id, free: Number(r.free) }));
}

/**
 * Nights from `from` on when more than `limit` apartments of the room type are taken, by
 * reservations holding one (the same holdsApartment as above) and imported OTA blocks, with how
 * many: what lowering the type's available_count to `limit` would overbook.
 */
export async function nightsOccupiedAbove(db: Db, roomTypeId: string, from: string, limit: number): Promise<{ night: string; occupied: number }[]> {
  const rows = await queryRows<{ night: string; occupied: number }>(
    db,
    sql`
    select to_char(night, 'YYYY-MM-DD') as night, count(*)::int as occupied
      from (
        select r.check_in_date as start_date, r.check_out_date as end_date
          from reservations r
         where r.room_type_id = ${roomTypeId} and r.check_out_date > ${from}::date and ${holdsApartment}
        union all
        select b.start_date, b.end_date
          from ical_blocks b
         where b.room_type_id = ${roomTypeId} and b.end_date > ${from}::date
      ) taken
      cross join lateral generate_series(greatest(taken.start_date, ${from}::date), taken.end_date - 1, interval '1 day') as night
     group by night
    having count(*) > ${limit}
     order by night`,
  );
  return rows.map((r) => ({ night: r.night, occupied: Number(r.occupied) }));
}

/** Stays of the room type that hold an apartment on some night from `from` on, earliest first. */
export async function staysHoldingFrom(db: Db, roomTypeId: string, from: string): Promise<{ checkIn: string; checkOut: string }[]> {
  const rows = await queryRows<{ check_in: string; check_out: string }>(
    db,
    sql`
    select to_char(r.check_in_date, 'YYYY-MM-DD') as check_in, to_char(r.check_out_date, 'YYYY-MM-DD') as check_out
      from reservations r
     where r.room_type_id = ${roomTypeId}
       and r.check_out_date > ${from}::date
       and ${holdsApartment}
     order by r.check_in_date, r.check_out_date`,
  );
  return rows.map((r) => ({ checkIn: r.check_in, checkOut: r.check_out }));
}
