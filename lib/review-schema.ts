/** Review moderation input (table reviews: status pending / approved / hidden, is_featured), for the admin and the server. Pure. */
import { z } from './zod';

export const REVIEW_MESSAGES = {
  id: 'Avaliação não encontrada.',
  action: 'Ação de moderação desconhecida.',
  featureNeedsApproval: 'Aprove a avaliação antes de destacá-la na página inicial.',
} as const;

export const REVIEW_ACTIONS = ['approve', 'hide', 'feature', 'unfeature'] as const;
export type ReviewAction = (typeof REVIEW_ACTIONS)[number];

export const reviewModerationSchema = z.object({
  id: z.uuid(REVIEW_MESSAGES.id),
  action: z.enum(REVIEW_ACTIONS, { error: REVIEW_MESSAGES.action }),
});
export type ReviewModeration = z.infer<typeof reviewModerationSchema>;
