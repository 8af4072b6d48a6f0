'use client';

import { useEffect, useState } from 'react';
import { useNearViewport } from '@/components/ui/hooks';
import type { AccommodationsProps, AccommodationsSwiper as AccommodationsSwiperComponent } from './accommodations-swiper';

/**
 * A placeholder of the carousel's exact size until it comes within 200 px of the viewport; then
 * the carousel's code (Swiper) loads and replaces it, with no layout shift.
 */
export function AccommodationsLazy({ slides, settings, labels }: AccommodationsProps) {
  const [ref, near] = useNearViewport<HTMLDivElement>();
  const [Carousel, setCarousel] = useState<typeof AccommodationsSwiperComponent | null>(null);

  useEffect(() => {
    if (!near) return;
    let cancelled = false;
    void import('./accommodations-swiper').then((m) => {
      if (!cancelled) setCarousel(() => m.AccommodationsSwiper);
    });
    return () => {
      cancelled = true;
    };
  }, [near]);

  return (
    <div
      ref={ref}
      role="region"
      aria-roledescription={labels.carouselRole}
      aria-label={labels.region}
      data-testid="accommodations-carousel"
      className="relative aspect-[4/3] overflow-hidden rounded-2xl bg-earth-pale shadow-sm sm:aspect-[16/9] lg:aspect-[21/9]"
    >
      {Carousel ? (
        <Carousel slides={slides} settings={settings} labels={labels} />
      ) : (
        <div className="absolute inset-0 animate-pulse bg-earth-light/50">
          <span className="sr-only">{labels.loading}</span>
        </div>
      )}
    </div>
  );
}
