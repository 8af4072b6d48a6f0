import { getTranslations } from 'next-intl/server';
import type { CarouselSlides } from '@/server/media';
import type { SectionContent } from '@/server/site-content';
import { getViewerLabels } from '@/components/ui/viewer-labels';
import { AccommodationsLazy } from './accommodations-lazy';
import { sectionDefaults } from '@/server/site-content/defaults';

/**
 * 'Acomodações Exclusivas' (anchor acomodacoes): the heading is server-rendered; the photo carousel
 * loads when the section comes within 200 px of the viewport. Without an active carousel (null)
 * only the heading shows.
 */
export async function AccommodationsCarousel({ carousel, content }: { carousel: CarouselSlides | null; content: SectionContent }) {
  const t = await getTranslations('accommodations');
  // The staff's text, else the carousel's own, else the page's default.
  const defaults = (await sectionDefaults()).accommodations ?? {};
  const title = content.title?.trim() || carousel?.title || defaults.title;
  const description = content.description?.trim() || carousel?.description || defaults.description;
  const slides = carousel?.slides ?? [];
  const { unavailable } = await getViewerLabels();

  return (
    <section id="acomodacoes" aria-labelledby="acomodacoes-titulo" className="scroll-mt-24 py-16 sm:py-20">
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <header className="mx-auto mb-10 max-w-3xl text-center">
          {content.subtitle && <p className="text-sm font-semibold tracking-wide text-primary uppercase">{content.subtitle}</p>}
          <h2 id="acomodacoes-titulo" className="mt-2 text-3xl font-bold text-earth-dark sm:text-4xl">
            {title}
          </h2>
          <p className="mt-4 text-lg text-earth-dark/85">{description}</p>
        </header>
        {carousel && slides.length > 0 && (
          <AccommodationsLazy
            slides={slides}
            settings={{ autoplay: carousel.autoplay, delay: carousel.autoplayDelay, dots: carousel.showDots, arrows: carousel.showArrows }}
            labels={{
              region: t('carousel'),
              loading: t('loading'),
              previous: t('previous'),
              next: t('next'),
              pause: t('pause'),
              play: t('play'),
              goTo: t.raw('goTo') as string,
              slide: t.raw('slide') as string,
              carouselRole: t('carouselRole'),
              slideRole: t('slideRole'),
              unavailable,
            }}
          />
        )}
      </div>
    </section>
  );
}
