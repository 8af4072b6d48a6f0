import { getTableName, is, sql } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import { StorageConflictError, type FileStorage, type StoredFile } from '@/server/storage/types';
import type { Database, Db } from './client';
import * as schema from './schema';
import { PLACEHOLDER_HEIGHT, PLACEHOLDER_WIDTH, placeholderWebp } from './placeholder-images';
import {
  SAMPLE_GALLERY_PHOTOS,
  SAMPLE_HOTEL_INFO,
  SAMPLE_REVIEWS,
  SAMPLE_ROOM_TYPES,
  SAMPLE_SERVICES,
  SAMPLE_SITE_CONTENT,
  SAMPLE_VIDEOS,
  type SamplePhoto,
} from './sample-data';
import { roomTypeFields } from '@/lib/types';
import { translator } from '@/lib/messages';

// Any constant works: every process that seeds takes the same transaction-level lock.
const SEED_LOCK_KEY = 7_061_993;

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

async function hasRoomTypes(q: Db | Tx): Promise<boolean> {
  const rows = await q.select({ id: schema.roomTypes.id }).from(schema.roomTypes).limit(1);
  return rows.length > 0;
}

function allPhotos(): SamplePhoto[] {
  return [...SAMPLE_GALLERY_PHOTOS, ...SAMPLE_ROOM_TYPES.flatMap((r) => r.photos), ...SAMPLE_SERVICES.flatMap((s) => s.photos)];
}

/** Stores a drawn placeholder; the store never overwrites, and one already there (an earlier seed) is the same drawing. */
async function putPlaceholder(storage: FileStorage, key: string, image: Buffer): Promise<StoredFile> {
  try {
    return await storage.put(key, image, 'image/webp');
  } catch (err) {
    if (err instanceof StorageConflictError) return { key, url: storage.publicUrl(key), size: image.length };
    throw err;
  }
}

/** Draws every sample photo and stores it as seed/<slug>.webp. */
async function storePhotos(storage: FileStorage): Promise<Map<string, StoredFile>> {
  const stored = await Promise.all(
    allPhotos().map(async (p) => {
      const image = await placeholderWebp({ label: p.label, hue: p.hue });
      return [p.slug, await putPlaceholder(storage, `seed/${p.slug}.webp`, image)] as const;
    }),
  );
  return new Map(stored);
}

/**
 * Loads the sample content (server/db/sample-data.ts) when room_types is empty, with generated
 * placeholder photos in `storage`. Returns true when it seeded. Two processes calling it at once
 * serialise on an advisory lock; the second finds the data there and returns false.
 */
export async function seedIfEmpty(database: Database, storage: FileStorage): Promise<boolean> {
  if (await hasRoomTypes(database.db)) return false;
  const files = await storePhotos(storage);

  return database.db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK_KEY})`);
    if (await hasRoomTypes(tx)) return false;

    const photos = allPhotos();
    const media = await tx
      .insert(schema.mediaGallery)
      .values(
        photos.map((p, i) => {
          const file = files.get(p.slug);
          if (!file) throw new Error(translator('operator')('seedImageMissing', { slug: p.slug }));
          return {
            name: p.name,
            filePath: file.key,
            fileUrl: file.url,
            fileSize: file.size,
            mimeType: 'image/webp',
            width: PLACEHOLDER_WIDTH,
            height: PLACEHOLDER_HEIGHT,
            category: p.category,
            tags: ['local:deployed', 'optimized:webp', `filter:${p.filter}`],
            altText: p.altText,
            isFeatured: p.category === 'gallery' || p.category === 'leisure',
            sortOrder: i + 1,
          };
        }),
      )
      .returning({ id: schema.mediaGallery.id, fileUrl: schema.mediaGallery.fileUrl });
    const mediaBySlug = new Map(photos.map((p, i) => [p.slug, media[i]!]));
    const ids = (list: SamplePhoto[]) => list.map((p) => mediaBySlug.get(p.slug)!.id).slice(0, 4);

    await tx.insert(schema.roomTypes).values(
      SAMPLE_ROOM_TYPES.map((r) => ({
        ...roomTypeFields(r),
        isActive: true,
        featuredImageId: ids(r.photos)[0] ?? null,
        galleryImages: ids(r.photos),
        images: r.photos.map((p) => mediaBySlug.get(p.slug)!.fileUrl),
      })),
    );

    await tx.insert(schema.hotelServices).values(
      SAMPLE_SERVICES.map((s) => ({
        title: s.title,
        description: s.description,
        icon: s.icon,
        features: s.features,
        sortOrder: s.sortOrder,
        isActive: true,
        featuredImageId: ids(s.photos)[0] ?? null,
        galleryImages: ids(s.photos),
      })),
    );

    await tx.insert(schema.hotelInfo).values(SAMPLE_HOTEL_INFO);
    await tx.insert(schema.siteContent).values(SAMPLE_SITE_CONTENT);
    await tx.insert(schema.videoSite).values(SAMPLE_VIDEOS);
    await tx.insert(schema.reviews).values(
      SAMPLE_REVIEWS.map((r) => ({ ...r, createdAt: new Date(r.createdAt), source: 'seed' as const, status: 'approved' as const, isFeatured: true })),
    );

    const [carousel] = await tx
      .insert(schema.imageCarousels)
      .values({
        name: 'Carrossel de Acomodações Exclusivas',
        section: 'accommodations',
        title: 'Acomodações Exclusivas',
        description: 'Conheça nossos apartamentos.',
        isActive: true,
        autoplay: true,
        autoplayDelay: 4000,
        showDots: true,
        showArrows: true,
      })
      .returning({ id: schema.imageCarousels.id });
    await tx.insert(schema.imageCarouselItems).values(
      SAMPLE_ROOM_TYPES.map((r, i) => ({
        carouselId: carousel!.id,
        mediaId: ids(r.photos)[0]!,
        title: r.name,
        description: r.description,
        sortOrder: i + 1,
        isActive: true,
      })),
    );
    return true;
  });
}

/** Empties every table of the schema (not app_migrations), for `npm run db:reset`; seed again afterwards. */
export async function resetDatabase(database: Database): Promise<void> {
  const tables = (Object.values(schema) as unknown[]).flatMap((t) => (is(t, PgTable) ? [`"${getTableName(t)}"`] : []));
  await database.db.execute(sql.raw(`truncate table ${tables.join(', ')} cascade`));
}
