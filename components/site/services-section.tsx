import { getTranslations } from 'next-intl/server';
import { PhotoImage } from '@/components/ui/photo-image';
import { getViewerLabels } from '@/components/ui/viewer-labels';
import { Icon } from '@/components/ui/icon';
import type { IconName } from '@/lib/icons';
import { SAMPLE_SERVICES } from '@/server/db/sample-data';
import type { HotelService, ServiceIcon } from '@/lib/types';
import type { SectionContent } from '@/server/site-content';
import { ServicePhotosButton } from './service-photos-button';
import { withDefaults } from '@/server/site-content/defaults';
import { textLines } from '@/lib/document';

// Typed by string: a stored icon name outside the list falls back to Home.
const ICONS: Record<string, IconName> = {
  Home: 'house',
  Waves: 'waves',
  Calendar: 'calendar',
  Coffee: 'coffee',
  Wifi: 'wifi',
  Phone: 'phone',
  Car: 'car',
  Users: 'users',
} satisfies Record<ServiceIcon, IconName>;
const FEATURE_PREVIEW = 4;
const DIALOG_PHOTOS = 5;

/** The spec's fallback list of 8 services, shown when no service is active. */
const FALLBACK_SERVICES: HotelService[] = SAMPLE_SERVICES.map((s) => ({
  id: s.slug,
  title: s.title,
  description: s.description,
  icon: s.icon,
  features: s.features,
  photos: s.photos.map((p) => ({ id: p.slug, url: `/media/seed/${p.slug}.webp`, alt: p.altText, width: 1600, height: 1067 })),
}));

export async function ServicesSection({ services, content: stored }: { services: HotelService[]; content: SectionContent }) {
  const t = await getTranslations('services');
  const viewer = await getViewerLabels();
  const content = await withDefaults('hotel-services', stored);
  const list = services.length ? services : FALLBACK_SERVICES;
  const highlights = textLines(content.features ?? '');
  // One object for every service's button: the RSC payload carries it once.
  const photosLabels = {
    open: t('morePhotos'),
    openContext: t.raw('morePhotosOf') as string,
    title: t.raw('photosTitle') as string,
    previous: t('previous'),
    next: t('next'),
    close: t('close'),
    unavailable: viewer.unavailable,
    missing: viewer.missing,
  };

  return (
    <section id="servicos" aria-labelledby="servicos-title" className="scroll-mt-20 bg-earth-pale px-4 py-16 md:py-24">
      <div className="mx-auto max-w-6xl">
        <header className="mx-auto max-w-3xl text-center">
          <p className="font-semibold tracking-wide text-primary uppercase">{content.subtitle}</p>
          <h2 id="servicos-title" className="mt-2 text-3xl font-bold text-earth-dark md:text-4xl">
            {content.title}
          </h2>
          <p className="mt-4 text-lg text-earth-dark">{content.description}</p>
          {highlights.length > 0 && (
            <ul className="check-list mt-6 flex flex-wrap justify-center gap-2 *:items-center *:gap-1.5 *:rounded-full *:bg-background *:px-4 *:py-1.5 *:text-sm *:font-medium *:text-earth-dark *:before:mt-0">
              {highlights.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
          )}
        </header>

        <ol className="mt-14 space-y-14 md:space-y-20">
          {list.map((service, index) => {
            const icon = ICONS[service.icon] ?? 'house';
            const cover = service.photos[0];
            return (
              <li key={service.id} className="grid items-center gap-6 md:grid-cols-2 md:gap-12">
                <div className={`relative aspect-[3/2] overflow-hidden rounded-2xl bg-earth-light shadow-md ${index % 2 ? 'md:order-2' : ''}`}>
                  {cover ? (
                    <PhotoImage photo={cover} sizes="(min-width: 1152px) 552px, (min-width: 768px) 50vw, 100vw" unavailable={viewer.unavailable} missing={viewer.missing} />
                  ) : (
                    <div className="flex size-full items-center justify-center">
                      <Icon name={icon} className="size-20 text-primary" />
                    </div>
                  )}
                </div>
                <div>
                  <div className="flex items-center gap-4">
                    <span className="text-5xl font-bold text-primary tabular-nums">{String(index + 1).padStart(2, '0')}</span>
                    <span className="flex size-12 items-center justify-center rounded-full bg-primary text-white">
                      <Icon name={icon} className="size-6" />
                    </span>
                  </div>
                  <h3 className="mt-4 text-2xl font-bold text-earth-dark">{service.title}</h3>
                  {service.description && <p className="mt-3 text-earth-dark">{service.description}</p>}
                  {service.features.length > 0 && (
                    <ul className="check-list mt-4 grid gap-2 text-earth-dark sm:grid-cols-2 [--check-size:1.25rem]">
                      {service.features.slice(0, FEATURE_PREVIEW).map((feature) => (
                        <li key={feature}>{feature}</li>
                      ))}
                    </ul>
                  )}
                  {service.photos.length > 0 && (
                    <ServicePhotosButton
                      photos={service.photos.slice(0, DIALOG_PHOTOS)}
                      serviceTitle={service.title}
                      labels={photosLabels}
                    />
                  )}
                </div>
              </li>
            );
          })}
        </ol>

        <p className="mt-16 text-center text-earth-dark">{t('footnote')}</p>
      </div>
    </section>
  );
}
