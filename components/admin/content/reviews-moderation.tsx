'use client';

import { useTransition } from 'react';
import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { Star } from 'lucide-react';
import { formatInstantDateBr } from '@/lib/dates';
import type { ReviewAction } from '@/lib/review-schema';
import { useActionResult } from '@/components/ui/use-action-result';
import { moderateReviewAction } from '@/server/actions/admin-reviews';
import type { AdminReview } from '@/server/reviews';
import { StatusPill, type StatusTone } from '@/components/admin/status-pill';
import { cardClass } from './form-controls';

const button =
  'inline-flex min-h-11 cursor-pointer items-center rounded-xl border-2 px-3 font-semibold focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-primary disabled:cursor-not-allowed disabled:opacity-60';
const TONE = { pending: 'waiting', approved: 'good', hidden: 'neutral' } as const satisfies Record<string, StatusTone>;

/** Moderation of the reviews: approve, hide, and feature the approved ones on the home page. */
export function ReviewsModeration({ reviews, timeZone }: { reviews: AdminReview[]; timeZone: string }) {
  const t = useTranslations('adminContent.reviews');
  const router = useRouter();
  const [pending, startTransition] = useTransition();

  const { run } = useActionResult({ titles: { failure: t('failed') }, unexpected: { title: t('failed') } });

  const moderate = (review: AdminReview, action: ReviewAction) =>
    startTransition(async () => {
      const result = await run(() => moderateReviewAction({ id: review.id, action }), { success: t(`done.${action}`) });
      if (result?.ok) router.refresh();
    });

  if (reviews.length === 0) return <p className="text-earth-dark">{t('empty')}</p>;

  return (
    <ul aria-label={t('list')} aria-busy={pending} className="grid gap-4 lg:grid-cols-2">
      {reviews.map((review) => {
        const actions: ReviewAction[] = [];
        if (review.status !== 'approved') actions.push('approve');
        if (review.status !== 'hidden') actions.push('hide');
        if (review.status === 'approved') actions.push(review.isFeatured ? 'unfeature' : 'feature');
        return (
          <li key={review.id} className={`${cardClass} flex flex-col gap-3`} data-testid="admin-review">
            <div className="flex flex-wrap items-center gap-2">
              <StatusPill tone={TONE[review.status]}>{t(`status.${review.status}`)}</StatusPill>
              {review.isFeatured && <span className="rounded-full bg-primary px-2.5 py-0.5 text-sm font-semibold text-white">{t('featured')}</span>}
              <span className="text-sm text-earth-dark">{t(`source.${review.source}`)}</span>
            </div>
            <div>
              <p className="font-semibold text-earth-dark">
                {review.authorName}
                {review.authorCity && <span className="font-normal"> · {review.authorCity}</span>}
              </p>
              <p className="flex items-center gap-0.5" role="img" aria-label={t('rating', { rating: review.rating })}>
                {Array.from({ length: 5 }, (_, i) => (
                  <Star key={i} aria-hidden="true" className={`size-4 ${i < review.rating ? 'fill-amber-500 text-amber-700' : 'text-stone-400'}`} />
                ))}
              </p>
              <p className="mt-2 whitespace-pre-line text-earth-dark">{review.text}</p>
              <p className="mt-1 text-sm text-earth-dark">{formatInstantDateBr(review.createdAt, timeZone)}</p>
            </div>
            <div className="mt-auto flex flex-wrap gap-2">
              {actions.map((action) => (
                <button
                  key={action}
                  type="button"
                  disabled={pending}
                  onClick={() => moderate(review, action)}
                  aria-label={t('actionNamed', { action: t(action), name: review.authorName })}
                  className={`${button} ${action === 'hide' ? 'border-earth-dark text-earth-dark' : 'border-primary text-primary'}`}
                >
                  {t(action)}
                </button>
              ))}
            </div>
          </li>
        );
      })}
    </ul>
  );
}
