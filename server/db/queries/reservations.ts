import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '@/server/db/client';
import { PENDING_HOLD_HOURS } from './availability';
import { translator } from '@/lib/messages';

export const EXPIRY_REASON = translator('records')('expiryReason');
/** A second identical request within this many minutes is a duplicate. */
export const DUPLICATE_WINDOW_MINUTES = 5;

/**
 * Cancels pending reservations older than the 24 h hold, appending the spec's reason to
 * special_requests. SKIP LOCKED: concurrent callers (every booking and availability read runs
 * this) never wait on each other or deadlock; a row another caller holds is expired by that caller.
 */
export async function expirePendingReservationsQuery(db: Db): Promise<string[]> {
  const rows = await queryRows<{ id: string }>(
    db,
    sql`
    update reservations
       set status = 'cancelled',
           special_requests = case when coalesce(special_requests, '') = '' then ${EXPIRY_REASON}
                                   else special_requests || E'\n' || ${EXPIRY_REASON} end,
           cancellation_reason = ${EXPIRY_REASON},
           cancelled_at = now(),
           updated_at = now()
     where id in (select id from reservations
                   where status = 'pending' and created_at <= now() - make_interval(hours => ${PENDING_HOLD_HOURS})
                   for update skip locked)
    returning id`,
  );
  return rows.map((r) => r.id);
}

/** An identical reservation (same address in any case, room type and dates) created in the last 5 minutes. */
export async function findRecentDuplicate(
  db: Db,
  { email, roomTypeId, checkIn, checkOut }: { email: string; roomTypeId: string; checkIn: string; checkOut: string },
): Promise<{ id: string; createdAt: Date } | null> {
  const [row] = await queryRows<{ id: string; created_at: Date | string }>(
    db,
    sql`
    select id, created_at from reservations
     where room_type_id = ${roomTypeId}
       and check_in_date = ${checkIn}::date
       and check_out_date = ${checkOut}::date
       and lower(guest_email) = lower(${email})
       and created_at > now() - make_interval(mins => ${DUPLICATE_WINDOW_MINUTES})
     limit 1`,
  );
  return row ? { id: row.id, createdAt: new Date(row.created_at) } : null;
}
