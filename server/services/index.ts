import 'server-only';
import { asc, eq } from 'drizzle-orm';
import { getDb } from '@/server/db';
import { hotelServices } from '@/server/db/schema';
import { SAMPLE_SERVICES } from '@/server/db/sample-data';
import { publicRead } from '@/server/cache';
import { mediaByIds, photosOf, samplePhoto } from '@/server/media';
import type { HotelService } from '@/lib/types';

/** Active hotel services by sort_order, with their featured and gallery photos. */
export const listServices = publicRead(
  'services:list',
  ['services', 'media'],
  async (): Promise<HotelService[]> => {
    const db = await getDb();
    const rows = await db.select().from(hotelServices).where(eq(hotelServices.isActive, true)).orderBy(asc(hotelServices.sortOrder), asc(hotelServices.createdAt));
    const media = await mediaByIds(db, rows.flatMap((r) => [r.featuredImageId, ...r.galleryImages]));
    return rows.map((r) => ({
      id: r.id,
      title: r.title,
      description: r.description,
      icon: r.icon,
      features: r.features,
      photos: photosOf(media, r.featuredImageId, r.galleryImages),
    }));
  },
  () =>
    SAMPLE_SERVICES.map((s) => ({
      id: s.slug,
      title: s.title,
      description: s.description,
      icon: s.icon,
      features: s.features,
      photos: s.photos.map(samplePhoto),
    })),
);
