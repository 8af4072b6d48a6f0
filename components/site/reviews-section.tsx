import { getFormatter, getTranslations } from 'next-intl/server';
import { ratingSummary } from '@/server/reviews';
import type { Review } from '@/lib/types';

const MAX_RATING = 5;

/** The rating as five stars (globals.css `.stars`), the rounded rating of them filled. */
function Stars({ rating, label }: { rating: number; label: string }) {
  const filled = Math.min(MAX_RATING, Math.max(0, Math.round(rating)));
  return <span role="img" aria-label={label} className="stars" style={{ '--filled': filled } as React.CSSProperties} />;
}

export async function ReviewsSection({ reviews }: { reviews: Review[] }) {
  const summary = ratingSummary(reviews);
  if (!summary) return null;
  const [t, format] = await Promise.all([getTranslations('reviews'), getFormatter()]);
  const average = format.number(summary.average, { minimumFractionDigits: 1, maximumFractionDigits: 1 });

  return (
    <section aria-labelledby="reviews-title" className="px-4 py-16 md:py-24">
      <div className="mx-auto max-w-6xl">
        <header className="text-center">
          <h2 id="reviews-title" className="text-3xl font-bold text-earth-dark md:text-4xl">
            {t('title')}
          </h2>
          <p className="mt-3 text-lg text-earth-dark">{t('subtitle')}</p>
          <div className="mt-5 inline-flex flex-wrap items-center justify-center gap-x-3 gap-y-1 rounded-full bg-earth-pale px-5 py-2 text-earth-dark">
            <Stars rating={summary.average} label={t('averageLabel', { average })} />
            <span className="font-bold" aria-hidden="true">
              {t('average', { average })}
            </span>
            <span>{t('count', { count: summary.count })}</span>
          </div>
        </header>

        <ul className="mt-12 grid gap-6 md:grid-cols-2 lg:grid-cols-3">
          {reviews.map((review) => (
            <li key={review.id}>
              <figure className="flex h-full flex-col rounded-2xl bg-white p-6 shadow-sm ring-1 ring-earth-light">
                <Stars rating={review.rating} label={t('rating', { rating: review.rating })} />
                <blockquote className="mt-4 flex-1 text-earth-dark">
                  <p>“{review.text}”</p>
                </blockquote>
                <figcaption className="mt-5 border-t border-earth-light pt-4">
                  <p className="font-semibold text-earth-dark">{review.authorName}</p>
                  <p className="text-sm text-earth-dark">
                    {review.authorCity && <>{review.authorCity} · </>}
                    <time dateTime={review.date}>{format.dateTime(new Date(review.date), { month: 'long', year: 'numeric' })}</time>
                  </p>
                </figcaption>
              </figure>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
