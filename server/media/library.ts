import 'server-only';
import { and, asc, count, desc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '@/server/db';
import { mediaGallery, type MediaGalleryRow } from '@/server/db/schema';
import { GALLERY_FILTERS, MEDIA_CATEGORIES, MEDIA_MESSAGES, SRCSET_WIDTHS, filterTag, type MediaCategory } from '@/lib/media';
import { fieldErrors } from '@/lib/form-errors';
import { mediaListSchema, mediaUpdateSchema, type MediaListFilters, type MediaUpdateInput } from '@/lib/media-schema';
import { isUuid } from '@/lib/zod';

export type MediaRow = MediaGalleryRow;

/** `%`, `_` and `\` of a search typed by staff match themselves. */
const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** The library (spec §7 media_gallery): sort_order, then newest; optional category, featured and text on name, description, alt_text. */
export async function listMedia(db: Db, filters: MediaListFilters = {}, limit?: number): Promise<MediaRow[]> {
  const f = mediaListSchema.parse(filters);
  const where: SQL[] = [];
  if (f.category) where.push(eq(mediaGallery.category, f.category));
  if (f.featured !== undefined) where.push(eq(mediaGallery.isFeatured, f.featured));
  if (f.search) {
    const pattern = likePattern(f.search);
    where.push(or(ilike(mediaGallery.name, pattern), ilike(mediaGallery.description, pattern), ilike(mediaGallery.altText, pattern))!);
  }
  const query = db
    .select()
    .from(mediaGallery)
    .where(and(...where))
    .orderBy(asc(mediaGallery.sortOrder), desc(mediaGallery.createdAt));
  return limit === undefined ? query : query.limit(limit);
}

export interface MediaStats {
  total: number;
  featured: number;
  byCategory: Record<MediaCategory, number>;
}

/** The spec's statistics: how many per category, and how many featured. */
export async function mediaStats(db: Db): Promise<MediaStats> {
  const rows = await db
    .select({ category: mediaGallery.category, featured: mediaGallery.isFeatured, n: count() })
    .from(mediaGallery)
    .groupBy(mediaGallery.category, mediaGallery.isFeatured);
  const byCategory = Object.fromEntries(MEDIA_CATEGORIES.map((c) => [c, 0])) as Record<MediaCategory, number>;
  let total = 0;
  let featured = 0;
  for (const r of rows) {
    byCategory[r.category] += r.n;
    total += r.n;
    if (r.featured) featured += r.n;
  }
  return { total, featured, byCategory };
}

export async function getMedia(db: Db, id: string): Promise<MediaRow | null> {
  if (!isUuid(id)) return null;
  const [row] = await db.select().from(mediaGallery).where(eq(mediaGallery.id, id));
  return row ?? null;
}


const textArray = (values: string[]) => sql`array[${sql.join(values.map((v) => sql`${v}`), sql`, `)}]::text[]`;

export type UpdateOutcome =
  | { ok: true; media: MediaRow }
  | { ok: false; reason: 'invalid'; fieldErrors: Record<string, string> }
  | { ok: false; reason: 'not_found'; message: string };

/**
 * Saves the editable fields: name, description, alt text, category, the gallery filter tags (the
 * pipeline's own tags are kept), featured and order. Re-parses the input with the form's schema.
 */
export async function updateMedia(db: Db, id: string, input: MediaUpdateInput): Promise<UpdateOutcome> {
  const parsed = mediaUpdateSchema.safeParse(input);
  if (!parsed.success) {
    return { ok: false, reason: 'invalid', fieldErrors: fieldErrors(parsed.error, Object.keys(mediaUpdateSchema.shape)) as Record<string, string> };
  }
  if (!isUuid(id)) return { ok: false, reason: 'not_found', message: MEDIA_MESSAGES.notFound };
  const { filters, ...fields } = parsed.data;
  const filterTags = GALLERY_FILTERS.map(filterTag);
  const [media] = await db
    .update(mediaGallery)
    .set({
      ...fields,
      // The row's tags minus every filter tag, plus the chosen ones, in one statement.
      tags: sql`array(select t from unnest(${mediaGallery.tags}) as t where t <> all(${textArray(filterTags)})) || ${textArray(filters.map(filterTag))}`,
      updatedAt: new Date(),
    })
    .where(eq(mediaGallery.id, id))
    .returning();
  return media ? { ok: true, media } : { ok: false, reason: 'not_found', message: MEDIA_MESSAGES.notFound };
}

/** One `srcset` candidate list for an image: its stored WebP variants, or ImageKit's resized URLs; null when there is one size only. */
export function mediaSrcSet(media: Pick<MediaRow, 'fileUrl' | 'width' | 'variants' | 'cdnFileId'>): string | null {
  if (media.variants.length > 1) {
    return [...media.variants].sort((a, b) => a.width - b.width).map((v) => `${v.url} ${v.width}w`).join(', ');
  }
  if (media.cdnFileId && media.width) {
    const widths = SRCSET_WIDTHS.filter((w) => w < media.width!);
    const url = (w: number) => `${media.fileUrl}${media.fileUrl.includes('?') ? '&' : '?'}tr=w-${w}`;
    return [...widths.map((w) => `${url(w)} ${w}w`), `${media.fileUrl} ${media.width}w`].join(', ');
  }
  return null;
}

/** The spec's batch lookup for editors: blank ids and duplicates dropped (and anything not a uuid), newest first. */
export async function mediaRowsByIds(db: Db, ids: readonly (string | null | undefined)[]): Promise<MediaRow[]> {
  const unique = [...new Set(ids.map((id) => id?.trim() ?? '').filter((id) => id !== '' && isUuid(id)))];
  if (!unique.length) return [];
  return db.select().from(mediaGallery).where(inArray(mediaGallery.id, unique)).orderBy(desc(mediaGallery.createdAt));
}

/** The library rows stored at these addresses (a site-content image value holds one). */
export async function mediaRowsByUrls(db: Db, urls: readonly string[]): Promise<MediaRow[]> {
  const unique = [...new Set(urls.filter((url) => url !== ''))];
  if (!unique.length) return [];
  return db.select().from(mediaGallery).where(inArray(mediaGallery.fileUrl, unique));
}
