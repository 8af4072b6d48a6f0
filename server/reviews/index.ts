import 'server-only';
import { and, desc, eq, sql } from 'drizzle-orm';
import { getDb, type Db } from '@/server/db';
import { reviews, type ReviewRow } from '@/server/db/schema';
import type { ReviewModeration } from '@/lib/review-schema';
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

export interface AdminReview {
  id: string;
  authorName: string;
  authorCity: string | null;
  rating: number;
  text: string;
  stayDate: string | null;
  source: ReviewRow['source'];
  status: ReviewRow['status'];
  isFeatured: boolean;
  createdAt: string;
}

/** Every review for moderation: pending first, then approved, then hidden; newest first within each. */
export async function listReviewsForModeration(db: Db): Promise<AdminReview[]> {
  const rows = await db
    .select()
    .from(reviews)
    .orderBy(sql`case ${reviews.status} when 'pending' then 0 when 'approved' then 1 else 2 end`, desc(reviews.createdAt));
  return rows.map((r) => ({
    id: r.id,
    authorName: r.authorName,
    authorCity: r.authorCity,
    rating: r.rating,
    text: r.text,
    stayDate: r.stayDate,
    source: r.source,
    status: r.status,
    isFeatured: r.isFeatured,
    createdAt: new Date(r.createdAt).toISOString(),
  }));
}

export type ModerationOutcome = 'ok' | 'not_found' | 'needs_approval';

/**
 * approve: status approved; hide: status hidden and no longer featured; feature / unfeature: the
 * home page flag, which only an approved review may get. updated_at is set on every change.
 */
export async function moderateReview(db: Db, { id, action }: ReviewModeration): Promise<ModerationOutcome> {
  const now = new Date();
  const change =
    action === 'approve'
      ? { status: 'approved' as const, updatedAt: now }
      : action === 'hide'
        ? { status: 'hidden' as const, isFeatured: false, updatedAt: now }
        : { isFeatured: action === 'feature', updatedAt: now };
  const where = action === 'feature' ? and(eq(reviews.id, id), eq(reviews.status, 'approved')) : eq(reviews.id, id);
  const updated = await db.update(reviews).set(change).where(where).returning({ id: reviews.id });
  if (updated.length > 0) return 'ok';
  if (action !== 'feature') return 'not_found';
  const [exists] = await db.select({ id: reviews.id }).from(reviews).where(eq(reviews.id, id));
  return exists ? 'needs_approval' : 'not_found';
}
