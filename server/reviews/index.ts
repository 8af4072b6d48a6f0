import 'server-only';
import { and, desc, eq } from 'drizzle-orm';
import { getDb } from '@/server/db';
import { reviews } from '@/server/db/schema';
import { SAMPLE_REVIEWS } from '@/server/db/sample-data';
import { publicRead } from '@/server/cache';
import type { Review } from '@/lib/types';

/** Approved reviews featured on the home page, newest first. */
export const listFeaturedReviews = publicRead(
  'reviews:featured',
  ['reviews'],
  async (): Promise<Review[]> => {
    const db = await getDb();
    const rows = await db
      .select()
      .from(reviews)
      .where(and(eq(reviews.status, 'approved'), eq(reviews.isFeatured, true)))
      .orderBy(desc(reviews.createdAt))
      .limit(12);
    return rows.map((r) => ({ id: r.id, authorName: r.authorName, authorCity: r.authorCity, rating: r.rating, text: r.text, date: new Date(r.createdAt).toISOString() }));
  },
  () => SAMPLE_REVIEWS.map((r, i) => ({ id: `sample-${i}`, authorName: r.authorName, authorCity: r.authorCity, rating: r.rating, text: r.text, date: new Date(r.createdAt).toISOString() })),
);

/** Average rating and count, for the reviews section and the Hotel's aggregateRating. */
export function ratingSummary(list: readonly Review[]): { average: number; count: number } | null {
  if (!list.length) return null;
  const average = list.reduce((sum, r) => sum + r.rating, 0) / list.length;
  return { average: Math.round(average * 10) / 10, count: list.length };
}
