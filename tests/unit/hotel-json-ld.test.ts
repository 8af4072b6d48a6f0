import { describe, expect, it } from 'vitest';
import { buildHotelJsonLd, isoTime, parseAddress, priceRange, serializeJsonLd, type HotelJsonLdInput } from '@/lib/hotel-json-ld';
import type { HotelService, Review, RoomType } from '@/lib/types';

const room = (over: Partial<RoomType>): RoomType => ({
  id: 'r1',
  name: 'Standard Casal',
  category: 'executivo',
  bedType: 'casal',
  maxGuests: 2,
  basePrice: 230,
  features: ['Ar-condicionado', 'Wi-Fi'],
  description: 'Apartamento aconchegante.',
  availableCount: 12,
  photos: [{ id: 'p1', url: '/media/seed/casal-1.webp', alt: 'Quarto', width: 1600, height: 1067 }],
  ...over,
});

const service = (title: string): HotelService => ({ id: title, title, description: null, icon: 'Home', features: [], photos: [] });
const review = (i: number, rating: number): Review => ({
  id: `v${i}`,
  authorName: `Hóspede ${i}`,
  authorCity: 'Cuiabá - MT',
  rating,
  text: `Ótima estadia ${i}`,
  date: `2026-01-1${i}T16:00:00.000Z`,
});

const BED_LABELS = {
  solteiro: 'Cama de Solteiro',
  casal: 'Cama de Casal',
  duplo_solteiro: '2 Camas de Solteiro',
  triplo: 'Configuração Tripla',
  quadruplo: 'Configuração Quádrupla',
};

const input = (over: Partial<HotelJsonLdInput> = {}): HotelJsonLdInput => ({
  siteUrl: 'https://hotelaguaboa.com.br',
  name: 'Hotel Água Boa',
  description: 'Hotel em Água Boa, Mato Grosso.',
  info: {
    address: 'Av. Araguaia, 1000, Centro, Água Boa - MT, 78635-000',
    phone_primary: '(66) 3468-0000',
    email_contact: 'reservas@hotelaguaboa.com.br',
    check_in_time: '14:00',
    check_out_time: '12:00',
    latitude: '-14.05',
    longitude: '-52.16',
    maps_url: 'https://www.google.com/maps/search/?api=1&query=x',
  },
  rooms: [room({ id: 'a', name: 'Standard Solteiro', basePrice: 205, maxGuests: 1, bedType: 'solteiro' }), room({ id: 'b', name: 'Suíte Master', basePrice: 440, maxGuests: 4, availableCount: 0 })],
  services: [service('Piscina'), service('Wi-Fi gratuito')],
  reviews: [review(1, 5), review(2, 4), review(3, 5), review(4, 5)],
  rating: { average: 4.8, count: 4 },
  images: ['/hero/hero-1200.webp'],
  bedLabels: BED_LABELS,
  totalRooms: 66,
  showPrices: true,
  ...over,
});

type Node = Record<string, unknown>;
const asNode = (v: unknown) => v as Node;
const asNodes = (v: unknown) => v as Node[];

describe('buildHotelJsonLd', () => {
  const ld = buildHotelJsonLd(input());

  it('is a schema.org Hotel with its identity and contact', () => {
    expect(ld['@context']).toBe('https://schema.org');
    expect(ld['@type']).toBe('Hotel');
    expect(ld.name).toBe('Hotel Água Boa');
    expect(ld.description).toBe('Hotel em Água Boa, Mato Grosso.');
    expect(ld.url).toBe('https://hotelaguaboa.com.br/');
    expect(ld.image).toEqual(['https://hotelaguaboa.com.br/hero/hero-1200.webp']);
    expect(ld.telephone).toBe('(66) 3468-0000');
    expect(ld.email).toBe('reservas@hotelaguaboa.com.br');
    expect(ld.checkinTime).toBe('14:00:00');
    expect(ld.checkoutTime).toBe('12:00:00');
    expect(ld.numberOfRooms).toBe(66);
    expect(ld.hasMap).toBe('https://www.google.com/maps/search/?api=1&query=x');
  });

  it('has a PostalAddress in Água Boa - MT, Brazil, and GeoCoordinates as numbers', () => {
    expect(ld.address).toEqual({
      '@type': 'PostalAddress',
      streetAddress: 'Av. Araguaia, 1000, Centro',
      addressLocality: 'Água Boa',
      addressRegion: 'MT',
      postalCode: '78635-000',
      addressCountry: 'BR',
    });
    expect(ld.geo).toEqual({ '@type': 'GeoCoordinates', latitude: -14.05, longitude: -52.16 });
  });

  it('lists the services as amenity features and the price range of the rooms', () => {
    expect(ld.amenityFeature).toEqual([
      { '@type': 'LocationFeatureSpecification', name: 'Piscina', value: true },
      { '@type': 'LocationFeatureSpecification', name: 'Wi-Fi gratuito', value: true },
    ]);
    expect(ld.priceRange).toBe('R$ 205 - R$ 440');
  });

  it('rates the hotel from the reviews and lists a few of them', () => {
    expect(ld.aggregateRating).toEqual({ '@type': 'AggregateRating', ratingValue: 4.8, reviewCount: 4, bestRating: 5, worstRating: 1 });
    const reviews = asNodes(ld.review);
    expect(reviews).toHaveLength(3);
    expect(reviews[0]).toEqual({
      '@type': 'Review',
      author: { '@type': 'Person', name: 'Hóspede 1' },
      datePublished: '2026-01-11',
      reviewBody: 'Ótima estadia 1',
      reviewRating: { '@type': 'Rating', ratingValue: 5, bestRating: 5, worstRating: 1 },
    });
  });

  it('has one HotelRoom per room type, each with an Offer in BRL and its occupancy', () => {
    const rooms = asNodes(ld.containsPlace);
    expect(rooms).toHaveLength(2);
    for (const r of rooms) {
      expect(r['@type']).toEqual(['HotelRoom', 'Product']);
      expect(typeof r.name).toBe('string');
      const offer = asNode(r.offers);
      expect(offer['@type']).toBe('Offer');
      expect(offer.priceCurrency).toBe('BRL');
      expect(typeof offer.price).toBe('number');
      expect(asNode(r.occupancy)['@type']).toBe('QuantitativeValue');
      expect(typeof asNode(r.occupancy).maxValue).toBe('number');
    }
    const [single, master] = rooms as [Node, Node];
    expect(asNode(single.offers).price).toBe(205);
    expect(asNode(single.occupancy).maxValue).toBe(1);
    expect(single.bed).toBe('Cama de Solteiro');
    expect(single.image).toEqual(['https://hotelaguaboa.com.br/media/seed/casal-1.webp']);
    expect(asNode(master.offers).availability).toBe('https://schema.org/OutOfStock');
    expect(asNode(single.offers).availability).toBe('https://schema.org/InStock');
  });

  it('shows no price anywhere when prices are hidden', () => {
    const hidden = buildHotelJsonLd(input({ showPrices: false }));
    expect(hidden.priceRange).toBeUndefined();
    for (const r of asNodes(hidden.containsPlace)) {
      expect(r['@type']).toBe('HotelRoom');
      expect(r.offers).toBeUndefined();
    }
    expect(serializeJsonLd(hidden)).not.toMatch(/price/i);
  });

  it('leaves out what is unknown instead of writing empty values', () => {
    const bare = buildHotelJsonLd(input({ info: {}, reviews: [], rating: null, services: [], rooms: [] }));
    expect(bare).not.toHaveProperty('geo');
    expect(bare).not.toHaveProperty('telephone');
    expect(bare).not.toHaveProperty('aggregateRating');
    expect(bare).not.toHaveProperty('review');
    expect(bare).not.toHaveProperty('containsPlace');
    expect(bare).not.toHaveProperty('priceRange');
    expect(bare.address).toEqual({ '@type': 'PostalAddress', addressLocality: 'Água Boa', addressRegion: 'MT', addressCountry: 'BR' });
    expect(JSON.stringify(bare)).not.toMatch(/:null|:""|:\[\]/);
  });

  it('ignores coordinates that are not numbers', () => {
    expect(buildHotelJsonLd(input({ info: { latitude: 'abc', longitude: '-52.16' } }))).not.toHaveProperty('geo');
    expect(buildHotelJsonLd(input({ info: { latitude: '-14,05', longitude: '-52,16' } })).geo).toEqual({ '@type': 'GeoCoordinates', latitude: -14.05, longitude: -52.16 });
  });
});

describe('helpers', () => {
  it('parses the hotel address', () => {
    expect(parseAddress('Av. Araguaia, 1000, Centro, Água Boa - MT, 78635-000')).toEqual({ street: 'Av. Araguaia, 1000, Centro', postalCode: '78635-000' });
    expect(parseAddress('Rua 1, 200, ÁGUA BOA/MT, CEP 78635000')).toEqual({ street: 'Rua 1, 200', postalCode: '78635-000' });
    expect(parseAddress(undefined)).toEqual({ street: null, postalCode: null });
  });

  it('formats the price range', () => {
    expect(priceRange([room({ basePrice: 440 }), room({ basePrice: 205 }), room({ basePrice: 310.5 })])).toBe('R$ 205 - R$ 440');
    expect(priceRange([room({ basePrice: 205 })])).toBe('R$ 205');
    expect(priceRange([])).toBeNull();
  });

  it('normalises check-in times to ISO 8601', () => {
    expect(isoTime('14:00')).toBe('14:00:00');
    expect(isoTime('9:30')).toBe('09:30:00');
    expect(isoTime('25:00')).toBeNull();
    expect(isoTime('meio-dia')).toBeNull();
    expect(isoTime(undefined)).toBeNull();
  });

  it('escapes < so the JSON cannot close its script tag', () => {
    const json = serializeJsonLd({ name: '</script><script>alert(1)</script>' });
    expect(json).not.toContain('<');
    expect(JSON.parse(json)).toEqual({ name: '</script><script>alert(1)</script>' });
  });
});
