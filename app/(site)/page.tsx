import { getAllSiteContent } from '@/server/site-content';
import { getHotelInfo } from '@/server/hotel-info';
import { listRoomTypes } from '@/server/rooms';
import { listServices } from '@/server/services';
import { getHomeVideo } from '@/server/videos';
import { listFeaturedReviews } from '@/server/reviews';
import { getAccommodationsCarousel, getSectionBackdrops, listGalleryPhotos } from '@/server/media';
import { getAvailabilityTonight } from '@/server/availability';
import { ReservationProvider } from '@/components/reservation/reservation-context';
import { SectionBoundary } from '@/components/site/section-boundary';
import { SectionBackdrop } from '@/components/site/section-backdrop';
import { Header } from '@/components/site/header';
import { Hero } from '@/components/site/hero';
import { AccommodationsCarousel } from '@/components/site/accommodations-carousel';
import { ApartmentCards } from '@/components/site/apartment-cards';
import { VideoSection } from '@/components/site/video-section';
import { GallerySection } from '@/components/site/gallery-section';
import { ServicesSection } from '@/components/site/services-section';
import { ReviewsSection } from '@/components/site/reviews-section';
import { PoliciesSection } from '@/components/site/policies-section';
import { LocationSection } from '@/components/site/location-section';
import { ContactSection } from '@/components/site/contact-section';
import { Footer } from '@/components/site/footer';
import { BottomBar } from '@/components/site/bottom-bar';
import { HotelJsonLd } from '@/components/site/hotel-json-ld';
import { showsPrices } from '@/lib/site-content-schema';

export default async function HomePage() {
  const [content, info, rooms, services, video, reviews, gallery, carousel, availability, backdrops] = await Promise.all([
    getAllSiteContent(),
    getHotelInfo(),
    listRoomTypes(),
    listServices(),
    getHomeVideo(),
    listFeaturedReviews(),
    listGalleryPhotos(),
    getAccommodationsCarousel(),
    getAvailabilityTonight(),
    getSectionBackdrops(),
  ]);
  const showPrices = showsPrices(content['reservation-settings']);

  return (
    <ReservationProvider showPrices={showPrices}>
      <HotelJsonLd info={info} rooms={rooms} services={services} reviews={reviews} content={content} showPrices={showPrices} />
      <Header />
      <main>
        <SectionBoundary>
          <Hero content={content.hero ?? {}} background={backdrops.hero} />
        </SectionBoundary>
        <SectionBoundary>
          <SectionBackdrop backdrop={backdrops.accommodations}>
            <AccommodationsCarousel carousel={carousel} content={content.accommodations ?? {}} />
          </SectionBackdrop>
        </SectionBoundary>
        <SectionBoundary>
          <ApartmentCards rooms={rooms} availability={availability} content={content['apartment-carousel'] ?? {}} showPrices={showPrices} />
        </SectionBoundary>
        <SectionBoundary>
          <VideoSection video={video} />
        </SectionBoundary>
        <SectionBoundary>
          <SectionBackdrop backdrop={backdrops.gallery}>
            <GallerySection photos={gallery} />
          </SectionBackdrop>
        </SectionBoundary>
        <SectionBoundary>
          <SectionBackdrop backdrop={backdrops.services}>
            <ServicesSection services={services} content={content['hotel-services'] ?? {}} />
          </SectionBackdrop>
        </SectionBoundary>
        <SectionBoundary>
          <SectionBackdrop backdrop={backdrops.reviews}>
            <ReviewsSection reviews={reviews} />
          </SectionBackdrop>
        </SectionBoundary>
        <SectionBoundary>
          <PoliciesSection policies={content.policies ?? {}} />
        </SectionBoundary>
        <SectionBoundary>
          <SectionBackdrop backdrop={backdrops.location}>
            <LocationSection info={info} />
          </SectionBackdrop>
        </SectionBoundary>
        <SectionBoundary>
          <SectionBackdrop backdrop={backdrops.contact}>
            <ContactSection info={info} rooms={rooms} availability={availability} />
          </SectionBackdrop>
        </SectionBoundary>
      </main>
      <Footer info={info} services={services} />
      <BottomBar mapsUrl={info.maps_url ?? null} />
    </ReservationProvider>
  );
}
