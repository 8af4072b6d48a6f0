import { Icon } from '@/components/ui/icon';
import { getTranslations } from 'next-intl/server';
import type { RoomType } from '@/lib/types';
import { cardAvailability, featurePreview, formatNightlyPrice } from '@/lib/room-card';
import type { AvailabilitySummary } from '@/server/availability';
import type { SectionContent } from '@/server/site-content';
import { ImageGallery } from '@/components/ui/image-gallery';
import { getViewerLabels, type ViewerLabels } from '@/components/ui/viewer-labels';
import { CardsCarousel } from './cards-carousel';
import { ReserveRoomButton } from './reserve-room-button';
import { RoomFacts } from '@/components/reservation/room-facts';

type ApartmentsT = Awaited<ReturnType<typeof getTranslations<'apartments'>>>;

// 1 card per view on phones, 2 from 640 px, 3 from 1024 px (see CardsCarousel).
const CARD_IMAGE_SIZES = '(min-width: 1280px) 400px, (min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw';

/**
 * The apartment types as cards in a looping carousel. The cards are server-rendered; only the
 * photo galleries, the buttons and the carousel itself run in the browser. No rooms (a failed
 * load) leaves the section with its heading and no cards.
 */
export async function ApartmentCards({
  rooms,
  availability,
  content,
  showPrices,
}: {
  rooms: RoomType[];
  availability: AvailabilitySummary | null;
  content: SectionContent;
  showPrices: boolean;
}) {
  const t = await getTranslations('apartments');
  const viewerLabels = await getViewerLabels();

  return (
    <section id="apartamentos" aria-labelledby="apartamentos-titulo" className="scroll-mt-24 bg-earth-pale/60 py-16 sm:py-20">
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <header className="mx-auto mb-10 max-w-3xl text-center">
          {rooms.length > 0 && <p className="text-sm font-semibold tracking-wide text-primary uppercase">{t('heading', { count: rooms.length })}</p>}
          <h2 id="apartamentos-titulo" className="mt-2 text-3xl font-bold text-earth-dark sm:text-4xl">
            {content.title}
          </h2>
          <p className="mt-4 text-lg text-earth-dark/85">{content.description}</p>
        </header>

        {rooms.length > 0 && (
          <CardsCarousel
            labels={{ region: t('carousel'), carouselRole: t('carouselRole'), slideRole: t('slideRole'), previous: t('previous'), next: t('next'), slide: t.raw('slide') as string }}
            slides={rooms.map((room) => (
              <ApartmentCard key={room.id} room={room} availability={availability} showPrices={showPrices} t={t} viewerLabels={viewerLabels} />
            ))}
          />
        )}
      </div>
    </section>
  );
}

function ApartmentCard({
  room,
  availability,
  showPrices,
  t,
  viewerLabels,
}: {
  room: RoomType;
  availability: AvailabilitySummary | null;
  showPrices: boolean;
  t: ApartmentsT;
  viewerLabels: ViewerLabels;
}) {
  const { count, canReserve } = cardAvailability(room, availability);
  const features = featurePreview(room.features);
  const nameId = `apartamento-${room.id}`;
  const premium = room.category === 'premium';

  return (
    <article data-testid="apartment-card" className="flex h-full flex-col overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-earth-dark/10">
      <ImageGallery photos={room.photos} title={room.name} labels={viewerLabels} sizes={CARD_IMAGE_SIZES}>
        <span className="pointer-events-none absolute top-3 left-3 rounded-full bg-earth-forest px-3 py-1 text-xs font-semibold text-white shadow">
          {t('available', { count })}
        </span>
        <span
          className={`pointer-events-none absolute top-3 right-3 flex items-center gap-1 rounded-full px-3 py-1 text-xs font-semibold shadow ${premium ? 'bg-primary text-white' : 'bg-white text-earth-dark'}`}
        >
          {premium ? <Icon name="crown" className="size-3.5" /> : <Icon name="briefcase" className="size-3.5" />}
          {premium ? t('premium') : t('executive')}
        </span>
      </ImageGallery>

      <div className="flex flex-1 flex-col p-5">
        <h3 id={nameId} className="text-xl font-bold text-earth-dark">
          {room.name}
        </h3>
        <RoomFacts
          guests={t('guests', { count: room.maxGuests })}
          bed={t(`bed.${room.bedType}`)}
          className="mt-2 flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-earth-dark/85"
          iconClassName="text-primary"
        />
        <p className="mt-3 line-clamp-3 text-sm leading-relaxed text-earth-dark/85">{room.description || t('defaultRoomDescription')}</p>

        {features.shown.length > 0 && (
          <ul className="check-list mt-4 space-y-1.5 text-sm text-earth-dark [--check-color:var(--color-earth-forest)]">
            {features.shown.map((feature) => (
              <li key={feature}>{feature}</li>
            ))}
            {features.more > 0 && <li className="pl-6 font-medium text-primary before:hidden">{t('moreAmenities', { count: features.more })}</li>}
          </ul>
        )}

        <div className="mt-auto flex items-end justify-between gap-4 pt-5">
          {showPrices ? (
            <p className="text-earth-dark">
              <span className="block text-2xl font-bold">{formatNightlyPrice(room.basePrice)}</span>
              <span className="text-sm text-earth-dark/85">{t('perNight')}</span>
            </p>
          ) : (
            <span />
          )}
          <ReserveRoomButton roomId={room.id} canReserve={canReserve} label={t('reserve')} unavailableLabel={t('unavailable')} describedBy={nameId} />
        </div>
      </div>
    </article>
  );
}
