import 'server-only';
import { asc, eq } from 'drizzle-orm';
import { getDb } from '@/server/db';
import { roomTypes } from '@/server/db/schema';
import { SAMPLE_ROOM_TYPES } from '@/server/db/sample-data';
import { publicRead } from '@/server/cache';
import { mediaByIds } from '@/server/media';
import type { Photo, RoomType } from '@/lib/types';

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
      const fromMedia = [...new Set([r.featuredImageId, ...r.galleryImages])].map((id) => (id ? media.get(id) : undefined)).filter((p): p is Photo => !!p);
      const legacy = r.images.map((url, i) => ({ id: `${r.id}-${i}`, url, alt: r.name, width: null, height: null }));
      return {
        id: r.id,
        name: r.name,
        category: r.category,
        bedType: r.bedType,
        maxGuests: r.maxGuests,
        basePrice: r.basePrice,
        features: r.features,
        description: r.description,
        availableCount: r.availableCount,
        photos: fromMedia.length ? fromMedia : legacy,
      };
    });
  },
  () =>
    SAMPLE_ROOM_TYPES.map((r) => ({
      id: r.slug,
      name: r.name,
      category: r.category,
      bedType: r.bedType,
      maxGuests: r.maxGuests,
      basePrice: r.basePrice,
      features: r.features,
      description: r.description,
      availableCount: r.availableCount,
      photos: r.photos.map((p) => ({ id: p.slug, url: `/media/seed/${p.slug}.webp`, alt: p.altText, width: 1600, height: 1067 })),
    })),
);
