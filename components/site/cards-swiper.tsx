'use client';

import { A11y } from 'swiper/modules';
import { Swiper, SwiperSlide } from 'swiper/react';
import type { Swiper as SwiperApi } from 'swiper';
import { usePrefersReducedMotion } from '@/components/ui/hooks';
import 'swiper/css';

const MAX_PER_VIEW = 3;

/** Swiper's part of the cards carousel, loaded when the section comes near the viewport. */
export function CardsSwiper({
  slides,
  slideLabel,
  slideRole,
  onReady,
}: {
  slides: React.ReactNode[];
  slideLabel: string;
  slideRole: string;
  onReady: (api: SwiperApi) => void;
}) {
  const reducedMotion = usePrefersReducedMotion();
  return (
    <Swiper
      modules={[A11y]}
      // Looping needs more slides than fit in a view; with fewer, the arrows wrap around instead.
      loop={slides.length > MAX_PER_VIEW}
      rewind={slides.length <= MAX_PER_VIEW}
      spaceBetween={24}
      slidesPerView={1}
      breakpoints={{ 640: { slidesPerView: 2 }, 1024: { slidesPerView: MAX_PER_VIEW } }}
      speed={reducedMotion ? 0 : 400}
      watchSlidesProgress
      a11y={{ slideLabelMessage: slideLabel.replace('{index}', '{{index}}').replace('{total}', '{{slidesLength}}'), itemRoleDescriptionMessage: slideRole }}
      onSwiper={onReady}
    >
      {slides.map((slide, i) => (
        <SwiperSlide key={i} className="!h-auto">
          {slide}
        </SwiperSlide>
      ))}
    </Swiper>
  );
}
