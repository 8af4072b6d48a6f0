'use client';

import { Icon } from '@/components/ui/icon';
import { useEffect, useState } from 'react';
import type { Swiper as SwiperApi } from 'swiper';
import { A11y } from 'swiper/modules';
import { Swiper, SwiperSlide } from 'swiper/react';
import type { CarouselSlides } from '@/server/media';
import { fillTemplate, wrapIndex } from '@/lib/photos';
import { PhotoImage } from '@/components/ui/photo-image';
import { usePrefersReducedMotion } from '@/components/ui/hooks';
import 'swiper/css';

export interface AccommodationsLabels {
  region: string;
  loading: string;
  previous: string;
  next: string;
  pause: string;
  play: string;
  /** 'Ir para a foto {index}'. */
  goTo: string;
  /** '{index} de {total}'. */
  slide: string;
  carouselRole: string;
  slideRole: string;
  /** 'Imagem não disponível'. */
  unavailable: string;
}

export interface AccommodationsSettings {
  autoplay: boolean;
  /** Milliseconds between slides. */
  delay: number;
  dots: boolean;
  arrows: boolean;
}

const SLIDE_SIZES = '(min-width: 1280px) 1216px, 100vw';

/**
 * The accommodations photo carousel (loaded near the viewport). Autoplay follows the staff's
 * settings, starts paused under prefers-reduced-motion, pauses while the mouse is over it or focus
 * is inside, and the pause button stops it for good (WCAG 2.2.2).
 */
export interface AccommodationsProps {
  slides: CarouselSlides['slides'];
  settings: AccommodationsSettings;
  labels: AccommodationsLabels;
}

export function AccommodationsSwiper({ slides, settings, labels }: AccommodationsProps) {
  const reducedMotion = usePrefersReducedMotion();
  const [api, setApi] = useState<SwiperApi | null>(null);
  const [active, setActive] = useState(0);
  const [choice, setChoice] = useState<'play' | 'pause' | null>(null);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const total = slides.length;

  const canPlay = settings.autoplay && total > 1;
  const playing = canPlay && (choice ? choice === 'play' : !reducedMotion);
  const running = playing && !hovered && !focused;

  // One timer per slide shown: any change of slide (auto or by hand) restarts the delay.
  useEffect(() => {
    if (!running || !api) return;
    const timer = setTimeout(() => api.slideNext(), settings.delay);
    return () => clearTimeout(timer);
  }, [running, api, active, settings.delay]);

  return (
    <div
      className="absolute inset-0"
      onPointerEnter={(e) => e.pointerType === 'mouse' && setHovered(true)}
      onPointerLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(e) => {
        if (!e.currentTarget.contains(e.relatedTarget)) setFocused(false);
      }}
    >
      <Swiper
        modules={[A11y]}
        loop={total > 1}
        slidesPerView={1}
        speed={reducedMotion ? 0 : 600}
        className="h-full"
        a11y={{ slideLabelMessage: labels.slide.replace('{index}', '{{index}}').replace('{total}', '{{slidesLength}}'), itemRoleDescriptionMessage: labels.slideRole }}
        onSwiper={setApi}
        onRealIndexChange={(swiper) => setActive(swiper.realIndex)}
      >
        {slides.map((slide, i) => {
          const near = [0, 1, -1].some((step) => wrapIndex(active, step, total) === i);
          return (
            <SwiperSlide key={slide.id} className="relative">
              <PhotoImage photo={slide} sizes={SLIDE_SIZES} unavailable={labels.unavailable} eager={near} />
              {(slide.title || slide.description) && (
                <div className="pointer-events-none absolute inset-x-0 bottom-0 bg-gradient-to-t from-black/80 via-black/50 to-transparent px-5 pt-16 pb-14 text-white sm:px-10">
                  {slide.title && (
                    <h3 className="text-xl font-bold sm:text-2xl">
                      {slide.link ? (
                        <a href={slide.link} className="pointer-events-auto underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-white">
                          {slide.title}
                        </a>
                      ) : (
                        slide.title
                      )}
                    </h3>
                  )}
                  {slide.description && <p className="mt-1 hidden max-w-2xl text-sm sm:line-clamp-2 sm:text-base">{slide.description}</p>}
                </div>
              )}
            </SwiperSlide>
          );
        })}
      </Swiper>

      {total > 1 && settings.arrows && (
        <>
          <RoundButton label={labels.previous} onClick={() => api?.slidePrev()} className="top-1/2 left-3 -translate-y-1/2">
            <Icon name="chevron-left" className="size-6" />
          </RoundButton>
          <RoundButton label={labels.next} onClick={() => api?.slideNext()} className="top-1/2 right-3 -translate-y-1/2">
            <Icon name="chevron-right" className="size-6" />
          </RoundButton>
        </>
      )}

      <div className="absolute inset-x-0 bottom-3 z-10 flex items-center justify-center px-14">
        {total > 1 && settings.dots && (
          <div className="flex flex-wrap justify-center">
            {slides.map((slide, i) => (
              <button
                key={slide.id}
                type="button"
                aria-label={fillTemplate(labels.goTo, { index: i + 1 })}
                aria-current={i === active ? 'true' : undefined}
                onClick={() => api?.slideToLoop(i)}
                className="group flex size-6 items-center justify-center rounded-full focus-visible:outline-2 focus-visible:outline-white"
              >
                <span className={`block rounded-full transition-all ${i === active ? 'h-2.5 w-5 bg-white' : 'size-2.5 bg-white/60 group-hover:bg-white/90'}`} />
              </button>
            ))}
          </div>
        )}
      </div>

      {canPlay && (
        <RoundButton label={playing ? labels.pause : labels.play} onClick={() => setChoice(playing ? 'pause' : 'play')} className="top-3 right-3">
          {playing ? <Icon name="pause" className="size-5" /> : <Icon name="play" className="size-5" />}
        </RoundButton>
      )}
    </div>
  );
}

function RoundButton({ label, onClick, className, children }: { label: string; onClick: () => void; className: string; children: React.ReactNode }) {
  return (
    <button
      type="button"
      aria-label={label}
      onClick={onClick}
      className={`absolute z-10 flex size-10 items-center justify-center rounded-full bg-black/55 text-white transition-colors hover:bg-black/75 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white ${className}`}
    >
      {children}
    </button>
  );
}
