'use client';

import { Icon } from '@/components/ui/icon';
import { useEffect, useState } from 'react';
import type { Swiper as SwiperApi } from 'swiper';
import { fillTemplate } from '@/lib/photos';
import { useNearViewport } from '@/components/ui/hooks';
import type { CardsSwiper as CardsSwiperComponent } from './cards-swiper';

export interface CardsCarouselLabels {
  region: string;
  /** aria-roledescription of the carousel and of each slide. */
  carouselRole: string;
  slideRole: string;
  previous: string;
  next: string;
  /** '{index} de {total}'. */
  slide: string;
}

// Widths of a card at 1, 2 and 3 per view with the 24 px gap: the same layout Swiper computes.
const STATIC_SLIDE = 'w-full shrink-0 sm:w-[calc((100%-1.5rem)/2)] lg:w-[calc((100%-3rem)/3)]';

/**
 * The cards carousel. Until the section comes near the viewport the cards sit in a static row
 * laid out exactly like the carousel (server HTML, no layout shift); then Swiper's code loads
 * and takes over, looping.
 */
export function CardsCarousel({ slides, labels }: { slides: React.ReactNode[]; labels: CardsCarouselLabels }) {
  const [ref, near] = useNearViewport<HTMLDivElement>();
  const [Swiper, setSwiper] = useState<typeof CardsSwiperComponent | null>(null);
  const [api, setApi] = useState<SwiperApi | null>(null);

  useEffect(() => {
    if (!near) return;
    let cancelled = false;
    void import('./cards-swiper').then((m) => {
      if (!cancelled) setSwiper(() => m.CardsSwiper);
    });
    return () => {
      cancelled = true;
    };
  }, [near]);

  return (
    <div ref={ref} role="region" aria-roledescription={labels.carouselRole} aria-label={labels.region} data-testid="cards-carousel" data-ready={api ? 'true' : 'false'}>
      {Swiper ? (
        <Swiper slides={slides} slideLabel={labels.slide} slideRole={labels.slideRole} onReady={setApi} />
      ) : (
        <div className="flex gap-6 overflow-hidden">
          {slides.map((slide, i) => (
            <div key={i} role="group" aria-roledescription={labels.slideRole} aria-label={fillTemplate(labels.slide, { index: i + 1, total: slides.length })} className={STATIC_SLIDE}>
              {slide}
            </div>
          ))}
        </div>
      )}
      {slides.length > 1 && (
        <div className="mt-8 flex justify-center gap-3">
          <CarouselButton label={labels.previous} onClick={() => api?.slidePrev()}>
            <Icon name="chevron-left" className="size-5" />
          </CarouselButton>
          <CarouselButton label={labels.next} onClick={() => api?.slideNext()}>
            <Icon name="chevron-right" className="size-5" />
          </CarouselButton>
        </div>
      )}
    </div>
  );
}

function CarouselButton({ label, onClick, children }: { label: string; onClick: () => void; children: React.ReactNode }) {
  return (
    <button
      type="button"
      aria-label={label}
      onClick={onClick}
      className="flex size-11 items-center justify-center rounded-full border border-earth-dark/20 bg-white text-earth-dark shadow-sm transition-colors hover:bg-primary hover:text-white focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary"
    >
      {children}
    </button>
  );
}
