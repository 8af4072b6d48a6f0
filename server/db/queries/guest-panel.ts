import { sql } from 'drizzle-orm';
import type { Db } from '@/server/db/client';

/**
 * The notifications of deleted guests' reservations keep the room and dates for the hotel's records
 * but lose the personal keys of their data, and the guest's name in their text.
 */
export async function anonymiseReservationNotifications(db: Db, reservationIds: string[], guestNames: string[], replacement: string): Promise<void> {
  if (reservationIds.length === 0) return;
  await db.execute(sql`
    update notifications
       set data = data - 'guest_name' - 'guest_email' - 'guest_phone' - 'reason',
           message = ${guestNames.filter(Boolean).reduce((acc, name) => sql`replace(${acc}, ${name}, ${replacement})`, sql`message`)},
           updated_at = now()
     where reservation_id in (${sql.join(
       reservationIds.map((id) => sql`${id}::uuid`),
       sql`, `,
     )})`);
}
