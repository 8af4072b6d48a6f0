'use server';

import { staffAction } from '@/server/auth/guards';
import type { Viewer } from '@/server/auth/types';
import { getDb } from '@/server/db';
import { invalidateFromAction } from '@/server/cache';
import { moderateReview, type ModerationOutcome } from '@/server/reviews';
import { log } from '@/server/log';
import { dbErrorMessage } from '@/lib/errors';
import { REVIEW_MESSAGES, reviewModerationSchema } from '@/lib/review-schema';
import type { AdminActionState } from '@/components/admin/use-action-toast';

/** Approves, hides, features or unfeatures one review. */
export const moderateReviewAction = staffAction(async (input: unknown, _viewer: Viewer): Promise<AdminActionState> => {
  const parsed = reviewModerationSchema.safeParse(input);
  if (!parsed.success) return { ok: false, message: parsed.error.issues[0]?.message ?? REVIEW_MESSAGES.action };
  let outcome: ModerationOutcome;
  try {
    outcome = await moderateReview(await getDb(), parsed.data);
  } catch (err) {
    log.error('review moderation failed', { error: err instanceof Error ? err.message : String(err) });
    return { ok: false, message: dbErrorMessage(err) };
  }
  if (outcome === 'not_found') return { ok: false, message: REVIEW_MESSAGES.id };
  if (outcome === 'needs_approval') return { ok: false, message: REVIEW_MESSAGES.featureNeedsApproval };
  invalidateFromAction('reviews');
  return { ok: true };
});
