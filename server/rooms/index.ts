import 'server-only';
import { asc, eq } from 'drizzle-orm';
import { getDb } from '@/server/db';
import { roomTypes } from '@/server/db/schema';
import { SAMPLE_ROOM_TYPES } from '@/server/db/sample-data';
import { publicRead } from '@/server/cache';
import { mediaByIds, photosOf, samplePhoto } from '@/server/media';
import { roomTypeFields, type RoomType } from '@/lib/types';

/** Active room types (the spec's order: category, then creation) with their photos. */
export const listRoomTypes = publicRead(
  'rooms:list',
  ['rooms', 'media'],
  async (): Promise<RoomType[]> => {
    const db = await getDb();
    const rows = await db
      .select()
      .from(roomTypes)
      .where(eq(roomTypes.isActive, true))
      .orderBy(asc(roomTypes.category), asc(roomTypes.createdAt), asc(roomTypes.basePrice));
    const media = await mediaByIds(db, rows.flatMap((r) => [r.featuredImageId, ...r.galleryImages]));
    return rows.map((r) => {
      const fromMedia = photosOf(media, r.featuredImageId, r.galleryImages);
      const legacy = r.images.map((url, i) => ({ id: `${r.id}-${i}`, url, alt: r.name, width: null, height: null }));
      return { id: r.id, ...roomTypeFields(r), photos: fromMedia.length ? fromMedia : legacy };
    });
  },
  () => SAMPLE_ROOM_TYPES.map((r) => ({ id: r.slug, ...roomTypeFields(r), photos: r.photos.map(samplePhoto) })),
);
