import 'server-only';
import type { Db } from '@/server/db';
import { mediaRowsByIds } from '@/server/media/library';
import { pickedMedia, type PickedMedia } from '@/lib/media';
import { translator } from '@/lib/messages';

/** The photos of an editable record (room type, service, leisure activity) as its editor holds them. */
export interface PhotoSet {
  featured: PickedMedia | null;
  gallery: PickedMedia[];
}

interface PhotoIds {
  featuredImageId: string | null;
  galleryImages: readonly string[];
}

/** The editors' photos of many records in one lookup; ids no longer in the library are left out. */
export async function photoSets(db: Db, records: readonly PhotoIds[]): Promise<PhotoSet[]> {
  const rows = await mediaRowsByIds(db, records.flatMap((r) => [r.featuredImageId, ...r.galleryImages]));
  const byId = new Map(rows.map((row) => [row.id, pickedMedia(row)]));
  return records.map((r) => ({
    featured: (r.featuredImageId && byId.get(r.featuredImageId)) || null,
    gallery: r.galleryImages.flatMap((id) => byId.get(id) ?? []),
  }));
}

/** Field errors for photo ids that are not in the media library (only its images are trusted); null when all exist. */
export async function missingPhotos(db: Db, ids: PhotoIds): Promise<Partial<Record<'featuredImageId' | 'galleryImages', string>> | null> {
  const found = new Set((await mediaRowsByIds(db, [ids.featuredImageId, ...ids.galleryImages])).map((r) => r.id));
  const message = translator('validation')('rooms.imageMissing');
  const errors = {
    ...(ids.featuredImageId && !found.has(ids.featuredImageId) ? { featuredImageId: message } : {}),
    ...(ids.galleryImages.some((id) => !found.has(id)) ? { galleryImages: message } : {}),
  };
  return Object.keys(errors).length ? errors : null;
}
