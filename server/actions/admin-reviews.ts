'use server';

import { moderateReview } from '@/server/reviews';
import { REVIEW_MESSAGES, reviewModerationSchema } from '@/lib/review-schema';
import { staffAction } from './define';

/** Approves, hides, features or unfeatures one review. */
export const moderateReviewAction = staffAction({
  name: 'review moderation',
  schema: reviewModerationSchema,
  fields: ['id', 'action'],
  run: async (moderation, { db }) => {
    const outcome = await moderateReview(db, moderation);
    if (outcome === 'not_found') return { result: { ok: false, message: REVIEW_MESSAGES.id } };
    if (outcome === 'needs_approval') return { result: { ok: false, message: REVIEW_MESSAGES.featureNeedsApproval } };
    return { result: { ok: true }, invalidate: ['reviews'] };
  },
});
