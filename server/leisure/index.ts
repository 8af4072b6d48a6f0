import 'server-only';
import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '@/server/db';
import { leisureActivities } from '@/server/db/schema';
import { missingPhotos, photoSets, type PhotoSet } from '@/server/media/photo-set';
import { SERVICE_MESSAGES } from '@/lib/service-schema';

/** A leisure activity's photos as the admin edits them. */
export interface AdminLeisureActivity extends PhotoSet {
  id: string;
  title: string;
}

export type LeisureOutcome =
  | { ok: true; activity: AdminLeisureActivity }
  | { ok: false; reason: 'not_found'; message: string }
  | { ok: false; reason: 'invalid'; message: string; errors: Record<string, string> };

/** Active leisure activities by sort_order. */
export async function listAdminLeisure(db: Db): Promise<AdminLeisureActivity[]> {
  const rows = await db.select().from(leisureActivities).where(eq(leisureActivities.isActive, true)).orderBy(asc(leisureActivities.sortOrder), asc(leisureActivities.createdAt));
  const photos = await photoSets(db, rows);
  return rows.map((r, i) => ({ id: r.id, title: r.title, ...photos[i]! }));
}

/** Sets an activity's featured image (empty: null) and gallery, from images of the library only. */
export async function saveLeisurePhotos(db: Db, id: string, photos: { featuredImageId: string | null; galleryImages: string[] }): Promise<LeisureOutcome> {
  const missing = await missingPhotos(db, photos);
  if (missing) return { ok: false, reason: 'invalid', message: Object.values(missing)[0]!, errors: missing };
  const [row] = await db
    .update(leisureActivities)
    .set({ featuredImageId: photos.featuredImageId, galleryImages: photos.galleryImages, updatedAt: new Date() })
    .where(and(eq(leisureActivities.id, id), eq(leisureActivities.isActive, true)))
    .returning();
  if (!row) return { ok: false, reason: 'not_found', message: SERVICE_MESSAGES.leisureNotFound };
  const [set] = await photoSets(db, [row]);
  return { ok: true, activity: { id: row.id, title: row.title, ...set! } };
}
