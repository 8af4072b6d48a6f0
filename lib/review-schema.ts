/** Review moderation input (table reviews: status pending / approved / hidden, is_featured), for the admin and the server. Pure. */
import { validation as v, z } from './zod';

export const REVIEW_MESSAGES = {
  id: v('review.id'),
  action: v('review.action'),
  featureNeedsApproval: v('review.featureNeedsApproval'),
};

export const REVIEW_ACTIONS = ['approve', 'hide', 'feature', 'unfeature'] as const;
export type ReviewAction = (typeof REVIEW_ACTIONS)[number];

export const reviewModerationSchema = z.object({
  id: z.uuid(REVIEW_MESSAGES.id),
  action: z.enum(REVIEW_ACTIONS, { error: REVIEW_MESSAGES.action }),
});
export type ReviewModeration = z.infer<typeof reviewModerationSchema>;
