import { listRoomTypes } from '@/server/rooms';
import type { ReservationRoom } from '@/lib/types';

// Like the home page: served from the full-route cache, regenerated at most once a minute and when
// the 'rooms' tag is invalidated.
export const revalidate = 60;

/** GET /api/rooms → the active room types as the reservation dialog shows them (ReservationRoom[]). */
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
