import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '@/server/db/client';

/** A reservation occupies an apartment while confirmed, or pending and younger than the 24 h hold. */
export const PENDING_HOLD_HOURS = 24;

/** The reservation `r` holds an apartment: confirmed, or pending within the 24 h hold. */
export const holdsApartment = sql`(r.status = 'confirmed' or (r.status = 'pending' and r.created_at > now() - make_interval(hours => ${PENDING_HOLD_HOURS})))`;

/**
 * Free apartments per active room type for the nights [checkIn, checkOut): the type's
 * available_count minus the busiest night's active reservations, never below 0.
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
        select count(r.id) as occupied
          from generate_series(${checkIn}::date, ${checkOut}::date - 1, interval '1 day') as night
          join reservations r
            on r.room_type_id = rt.id
           and r.check_in_date <= night::date
           and r.check_out_date > night::date
           and ${holdsApartment}
           ${excludeReservationId ? sql`and r.id <> ${excludeReservationId}` : sql``}
         group by night
      ) nights on true
     where rt.is_active ${roomTypeId ? sql`and rt.id = ${roomTypeId}` : sql``}
     group by rt.id, rt.available_count`,
  );
  return rows.map((r) => ({ roomTypeId: r.room_type_id, free: Number(r.free) }));
}
