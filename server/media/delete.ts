import 'server-only';
import { and, eq, inArray, or, sql } from 'drizzle-orm';
import type { Db } from '@/server/db';
import { pgErrorCode, pgErrorTable } from '@/server/db/errors';
import {
  hotelServices,
  imageCarouselItems,
  imageCarousels,
  leisureActivities,
  mediaGallery,
  qrCardapioItems,
  qrCentroEventos,
  qrCentroEventosPhotos,
  roomTypes,
  sectionBackgrounds,
  siteContent,
  type MediaGalleryRow,
} from '@/server/db/schema';
import { MEDIA_MESSAGES } from '@/lib/media';
import { isUuid } from '@/lib/zod';
import { mediaPorts, type MediaPorts } from './ports';
import { removeFiles } from './upload';

import type { CacheTag } from '@/server/cache';

/** What a delete changes besides the library: rooms, services (tagged media too) and site_content image values. */
export const DELETE_CACHE_TAGS: readonly CacheTag[] = ['media', 'site-content'];

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
type Media = Pick<MediaGalleryRow, 'id' | 'fileUrl' | 'variants'>;

/** One place that shows an image: the table, the row and a name a person recognises. */
export interface MediaUse {
  table: string;
  id: string;
  label: string;
}

/** The addresses a site_content image value may hold for this media: its id, its URL, a variant's URL. */
const contentValues = (media: Media) => [media.id, media.fileUrl, ...media.variants.map((v) => v.url)];

/** Where one image is used (spec "Media delete order": the tables cleared before a delete). */
export async function mediaUsage(db: Db | Tx, id: string): Promise<MediaUse[]> {
  if (!isUuid(id)) return [];
  const [media] = await db.select({ id: mediaGallery.id, fileUrl: mediaGallery.fileUrl, variants: mediaGallery.variants }).from(mediaGallery).where(eq(mediaGallery.id, id));
  const inGallery = (column: typeof roomTypes.galleryImages | typeof hotelServices.galleryImages | typeof leisureActivities.galleryImages) => sql`${id}::uuid = any(${column})`;
  const [carousel, backgrounds, rooms, services, leisure, content, menu, events, eventPhotos] = await Promise.all([
    db.select({ id: imageCarouselItems.id, label: imageCarousels.name }).from(imageCarouselItems).innerJoin(imageCarousels, eq(imageCarousels.id, imageCarouselItems.carouselId)).where(eq(imageCarouselItems.mediaId, id)),
    db.select({ id: sectionBackgrounds.id, label: sectionBackgrounds.section }).from(sectionBackgrounds).where(eq(sectionBackgrounds.mediaId, id)),
    db.select({ id: roomTypes.id, label: roomTypes.name }).from(roomTypes).where(or(eq(roomTypes.featuredImageId, id), inGallery(roomTypes.galleryImages))),
    db.select({ id: hotelServices.id, label: hotelServices.title }).from(hotelServices).where(or(eq(hotelServices.featuredImageId, id), inGallery(hotelServices.galleryImages))),
    db.select({ id: leisureActivities.id, label: leisureActivities.title }).from(leisureActivities).where(or(eq(leisureActivities.featuredImageId, id), inGallery(leisureActivities.galleryImages))),
    media
      ? db.select({ id: siteContent.id, label: sql<string>`${siteContent.section} || '.' || ${siteContent.contentKey}` }).from(siteContent).where(and(eq(siteContent.contentType, 'image'), inArray(siteContent.contentValue, contentValues(media))))
      : [],
    db.select({ id: qrCardapioItems.id, label: qrCardapioItems.name }).from(qrCardapioItems).where(eq(qrCardapioItems.mediaId, id)),
    db.select({ id: qrCentroEventos.id, label: qrCentroEventos.title }).from(qrCentroEventos).where(eq(qrCentroEventos.mediaId, id)),
    db.select({ id: qrCentroEventosPhotos.id, label: sql<string>`coalesce(${qrCentroEventosPhotos.caption}, '')` }).from(qrCentroEventosPhotos).where(eq(qrCentroEventosPhotos.mediaId, id)),
  ]);
  const named = (table: string, rows: { id: string; label: string }[]) => rows.map((r) => ({ table, id: r.id, label: r.label }));
  return [
    ...named('image_carousel_items', carousel),
    ...named('section_backgrounds', backgrounds),
    ...named('room_types', rooms),
    ...named('hotel_services', services),
    ...named('leisure_activities', leisure),
    ...named('site_content', content),
    ...named('qr_cardapio_items', menu),
    ...named('qr_centro_eventos', events),
    ...named('qr_centro_eventos_photos', eventPhotos),
  ];
}

/** Step 1 of the spec's delete order: featured references become null, gallery entries and carousel items are removed. */
async function clearReferences(tx: Tx, media: Media): Promise<void> {
  const id = media.id;
  const now = new Date();
  await tx.delete(imageCarouselItems).where(eq(imageCarouselItems.mediaId, id));
  await tx.update(sectionBackgrounds).set({ mediaId: null, isActive: false, updatedAt: now }).where(eq(sectionBackgrounds.mediaId, id));
  for (const table of [roomTypes, hotelServices, leisureActivities]) {
    await tx
      .update(table)
      .set({
        featuredImageId: sql`nullif(${table.featuredImageId}, ${id}::uuid)`,
        galleryImages: sql`array_remove(${table.galleryImages}, ${id}::uuid)`,
        updatedAt: now,
      })
      .where(or(eq(table.featuredImageId, id), sql`${id}::uuid = any(${table.galleryImages})`));
  }
  await tx
    .update(siteContent)
    .set({ contentValue: '', updatedAt: now })
    .where(and(eq(siteContent.contentType, 'image'), inArray(siteContent.contentValue, contentValues(media))));
  await tx.update(qrCardapioItems).set({ mediaId: null, updatedAt: now }).where(eq(qrCardapioItems.mediaId, id));
  await tx.update(qrCentroEventos).set({ mediaId: null, updatedAt: now }).where(eq(qrCentroEventos.mediaId, id));
  await tx.delete(qrCentroEventosPhotos).where(eq(qrCentroEventosPhotos.mediaId, id));
}

export type DeleteOutcome =
  | { ok: true; media: MediaGalleryRow }
  | { ok: false; reason: 'not_found' | 'forbidden'; message: string }
  | { ok: false; reason: 'in_use'; message: string; tables: string[] };

/** The row could not be deleted after clearing twice: `table` is the one PostgreSQL named. */
class StillInUse extends Error {
  constructor(readonly table: string | null) {
    super('media still referenced');
  }
}

const isForeignKeyConflict = (err: unknown) => pgErrorCode(err) === '23503';

/**
 * Deletes a media (spec "Media delete order") in one transaction: the row is locked (a second
 * delete of the same image waits, then finds nothing), every reference is cleared, the row deleted
 * (after one more clearing on a foreign-key conflict). After the commit its files go: the original,
 * the variants and the ImageKit copy. Any failure before the commit changes nothing.
 */
export async function deleteMedia(db: Db, id: string, ports: MediaPorts = mediaPorts()): Promise<DeleteOutcome> {
  if (!isUuid(id)) return { ok: false, reason: 'not_found', message: MEDIA_MESSAGES.notFound };
  let media: MediaGalleryRow | undefined;
  try {
    media = await db.transaction(async (tx) => {
      const [row] = await tx.select().from(mediaGallery).where(eq(mediaGallery.id, id)).for('update');
      if (!row) return undefined;
      await clearReferences(tx, row);
      for (let attempt = 1; ; attempt++) {
        try {
          await tx.transaction((sp) => sp.delete(mediaGallery).where(eq(mediaGallery.id, id)));
          return row;
        } catch (err) {
          if (!isForeignKeyConflict(err)) throw err;
          if (attempt === 2) throw new StillInUse(pgErrorTable(err));
          await clearReferences(tx, row);
        }
      }
    });
  } catch (err) {
    if (err instanceof StillInUse) {
      const tables = [...new Set([...(await mediaUsage(db, id)).map((u) => u.table), ...(err.table ? [err.table] : [])])];
      return { ok: false, reason: 'in_use', message: `${MEDIA_MESSAGES.stillInUse}: ${tables.join(', ')}`, tables };
    }
    if (pgErrorCode(err) === '42501') return { ok: false, reason: 'forbidden', message: MEDIA_MESSAGES.deleteForbidden };
    throw err;
  }
  if (!media) return { ok: false, reason: 'not_found', message: MEDIA_MESSAGES.notFound };
  await removeFiles(ports, media);
  return { ok: true, media };
}
