// schema.org structured data of the hotel (JSON-LD), for search engines. Pure: the component
// only serialises what buildHotelJsonLd returns.
import type { BedType, HotelService, Review, RoomType } from '@/lib/types';

export interface HotelJsonLdInput {
  /** Public address of the site (SITE_URL), absolute. */
  siteUrl: string;
  name: string;
  description: string;
  /** hotel_info key → value (address, phone_primary, email_contact, latitude, …). */
  info: Readonly<Record<string, string>>;
  rooms: readonly RoomType[];
  services: readonly HotelService[];
  reviews: readonly Review[];
  rating: { average: number; count: number } | null;
  /** Site-wide images (hero…), relative to siteUrl or absolute. */
  images: readonly string[];
  bedLabels: Readonly<Record<BedType, string>>;
  totalRooms: number | null;
  showPrices: boolean;
}

type JsonLd = { [key: string]: unknown };

export const LOCALITY = 'Água Boa';
export const REGION = 'MT';
export const COUNTRY = 'BR';
/** Reviews listed one by one in the Hotel (all of them count in aggregateRating). */
export const MAX_LISTED_REVIEWS = 3;

const CEP_RE = /\b\d{5}-?\d{3}\b/;
const CITY_RE = /^água boa\b/i;

/**
 * 'Av. Araguaia, 1000, Centro, Água Boa - MT, 78635-000' → street 'Av. Araguaia, 1000, Centro' and
 * CEP '78635-000'. The city and state are the hotel's own, so they are not read from the text.
 */
export function parseAddress(address: string | undefined): { street: string | null; postalCode: string | null } {
  if (!address?.trim()) return { street: null, postalCode: null };
  const cep = CEP_RE.exec(address)?.[0] ?? null;
  const parts = address
    .split(/[,\n]/)
    .map((p) => p.trim())
    .filter((p) => p && !CEP_RE.test(p) && !CITY_RE.test(p) && !/^(MT|Mato Grosso|Brasil|BR)$/i.test(p));
  const postalCode = cep && (cep.includes('-') ? cep : `${cep.slice(0, 5)}-${cep.slice(5)}`);
  return { street: parts.length ? parts.join(', ') : null, postalCode };
}

/** 'R$ 205 - R$ 440' (one price when all are equal), or null without rooms. */
export function priceRange(rooms: readonly RoomType[]): string | null {
  const prices = rooms.map((r) => r.basePrice).filter((p) => Number.isFinite(p) && p > 0);
  if (!prices.length) return null;
  const fmt = new Intl.NumberFormat('pt-BR', { maximumFractionDigits: 2 });
  const [min, max] = [Math.min(...prices), Math.max(...prices)];
  return min === max ? `R$ ${fmt.format(min)}` : `R$ ${fmt.format(min)} - R$ ${fmt.format(max)}`;
}

/** 'HH:MM' (or 'H:MM', 'HH:MM:SS') → 'HH:MM:SS', the ISO 8601 time schema.org expects; null otherwise. */
export function isoTime(value: string | undefined): string | null {
  const m = /^\s*(\d{1,2}):(\d{2})(?::(\d{2}))?\s*$/.exec(value ?? '');
  if (!m) return null;
  const [h, min, s] = [Number(m[1]), Number(m[2]), Number(m[3] ?? 0)];
  if (h > 23 || min > 59 || s > 59) return null;
  return [h, min, s].map((n) => String(n).padStart(2, '0')).join(':');
}

function coordinate(value: string | undefined, limit: number): number | null {
  if (!value?.trim()) return null;
  const n = Number(value.replace(',', '.'));
  return Number.isFinite(n) && Math.abs(n) <= limit ? n : null;
}

/** Leaves out null, undefined, '' and [] so the output holds only known facts. */
function compact(obj: JsonLd): JsonLd {
  return Object.fromEntries(
    Object.entries(obj).filter(([, v]) => v !== null && v !== undefined && v !== '' && !(Array.isArray(v) && v.length === 0)),
  );
}

export function buildHotelJsonLd(input: HotelJsonLdInput): JsonLd {
  const { info, siteUrl } = input;
  const url = new URL('/', siteUrl).href;
  const absolute = (path: string) => new URL(path, siteUrl).href;
  const { street, postalCode } = parseAddress(info.address);
  const latitude = coordinate(info.latitude, 90);
  const longitude = coordinate(info.longitude, 180);

  const rooms = input.rooms.map((room) => {
    const offer = input.showPrices && room.basePrice > 0;
    return compact({
      // A room with an Offer is also a Product: the pattern of schema.org's hotel guide
      // (https://schema.org/docs/hotels.html), since HotelRoom itself has no `offers`.
      '@type': offer ? ['HotelRoom', 'Product'] : 'HotelRoom',
      name: room.name,
      description: room.description,
      image: room.photos.map((p) => absolute(p.url)),
      bed: input.bedLabels[room.bedType],
      occupancy: { '@type': 'QuantitativeValue', maxValue: room.maxGuests, unitCode: 'C62' },
      amenityFeature: room.features.map((f) => ({ '@type': 'LocationFeatureSpecification', name: f, value: true })),
      offers: offer
        ? {
            '@type': 'Offer',
            price: room.basePrice,
            priceCurrency: 'BRL',
            availability: room.availableCount === 0 ? 'https://schema.org/OutOfStock' : 'https://schema.org/InStock',
            url: absolute('/#acomodacoes'),
          }
        : null,
    });
  });

  return compact({
    '@context': 'https://schema.org',
    '@type': 'Hotel',
    '@id': `${url}#hotel`,
    name: input.name,
    description: input.description,
    url,
    image: input.images.map(absolute),
    address: compact({
      '@type': 'PostalAddress',
      streetAddress: street,
      addressLocality: LOCALITY,
      addressRegion: REGION,
      postalCode,
      addressCountry: COUNTRY,
    }),
    geo: latitude !== null && longitude !== null ? { '@type': 'GeoCoordinates', latitude, longitude } : null,
    hasMap: info.maps_url,
    telephone: info.phone_primary,
    email: info.email_contact,
    checkinTime: isoTime(info.check_in_time),
    checkoutTime: isoTime(info.check_out_time),
    numberOfRooms: input.totalRooms,
    currenciesAccepted: 'BRL',
    priceRange: input.showPrices ? priceRange(input.rooms) : null,
    amenityFeature: input.services.map((s) => ({ '@type': 'LocationFeatureSpecification', name: s.title, value: true })),
    aggregateRating:
      input.rating && input.rating.count > 0
        ? { '@type': 'AggregateRating', ratingValue: input.rating.average, reviewCount: input.rating.count, bestRating: 5, worstRating: 1 }
        : null,
    review: input.reviews.slice(0, MAX_LISTED_REVIEWS).map((r) => ({
      '@type': 'Review',
      author: { '@type': 'Person', name: r.authorName },
      datePublished: r.date.slice(0, 10),
      reviewBody: r.text,
      reviewRating: { '@type': 'Rating', ratingValue: r.rating, bestRating: 5, worstRating: 1 },
    })),
    containsPlace: rooms,
  });
}

/** JSON for a <script type="application/ld+json">: '<' escaped so the text cannot close the tag. */
export function serializeJsonLd(data: unknown): string {
  return JSON.stringify(data).replace(/</g, '\\u003c');
}
