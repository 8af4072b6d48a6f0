import { getTranslations } from 'next-intl/server';
import { buildHotelJsonLd, serializeJsonLd } from '@/lib/hotel-json-ld';
import { BED_TYPES, type HotelService, type Review, type RoomType } from '@/lib/types';
import { config } from '@/server/config';
import { totalRooms, type HotelInfo } from '@/server/hotel-info';
import { ratingSummary } from '@/server/reviews';
import type { SectionContent } from '@/server/site-content';

/** The hero's first local fallback (public-site.md §2), used when site content has no hero image. */
const HERO_FALLBACK_IMAGE = '/hero/hero-1200.webp';

/** schema.org Hotel with its rooms and offers, as JSON-LD (built by lib/hotel-json-ld). */
export async function HotelJsonLd(props: {
  info: HotelInfo;
  rooms: RoomType[];
  services: HotelService[];
  reviews: Review[];
  content: Record<string, SectionContent>;
  showPrices: boolean;
}) {
  const [site, apartments] = await Promise.all([getTranslations('site'), getTranslations('apartments')]);
  const hero = props.content.hero ?? {};
  const data = buildHotelJsonLd({
    siteUrl: config().SITE_URL,
    name: site('hotelName'),
    description: hero.description?.trim() || site('metaDescription'),
    info: props.info,
    rooms: props.rooms,
    services: props.services,
    reviews: props.reviews,
    rating: ratingSummary(props.reviews),
    images: [hero.image?.trim() || HERO_FALLBACK_IMAGE],
    bedLabels: Object.fromEntries(BED_TYPES.map((b) => [b, apartments(`bed.${b}`)])) as Record<(typeof BED_TYPES)[number], string>,
    totalRooms: totalRooms(props.info),
    showPrices: props.showPrices,
  });
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: serializeJsonLd(data) }} />;
}
