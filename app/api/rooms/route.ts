import { listRoomTypes } from '@/server/rooms';
import type { ReservationRoom } from '@/lib/types';

/**
 * GET /api/rooms → the active room types as the reservation dialog shows them (ReservationRoom[]).
 * Not a prerendered route: the list comes from the tagged data cache of the current database (no query
 * per request), so the dialog always books existing rooms, even while a page rendered against another
 * database state is still being served.
 */
export async function GET() {
  const rooms: ReservationRoom[] = (await listRoomTypes()).map(({ id, name, bedType, maxGuests, basePrice, description, availableCount }) => ({
    id,
    name,
    bedType,
    maxGuests,
    basePrice,
    description,
    availableCount,
  }));
  return Response.json(rooms);
}
