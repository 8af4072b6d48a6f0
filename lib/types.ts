import type { GalleryFilter } from './media';
/** App-level types shared by server and client code (JSON-safe: they pass through Next's cache). */

export const BED_TYPES = ['solteiro', 'casal', 'duplo_solteiro', 'triplo', 'quadruplo'] as const;
export type BedType = (typeof BED_TYPES)[number];

export const ROOM_CATEGORIES = ['executivo', 'premium'] as const;
export type RoomCategory = (typeof ROOM_CATEGORIES)[number];

export interface RoomType {
  id: string;
  name: string;
  category: RoomCategory;
  bedType: BedType;
  maxGuests: number;
  basePrice: number;
  features: string[];
  description: string | null;
  /** Apartments of this type in the hotel; null when unknown (cards then show the default). */
  availableCount: number | null;
  photos: Photo[];
}

/** The descriptive fields of a room type, named alike in the table, the sample data and the page. */
export const ROOM_TYPE_FIELDS = ['name', 'category', 'bedType', 'maxGuests', 'basePrice', 'features', 'description', 'availableCount'] as const;
export type RoomTypeFields = Pick<RoomType, (typeof ROOM_TYPE_FIELDS)[number]>;

/** Those fields of any source of a room type (a row, a sample), and nothing else. */
export function roomTypeFields<T extends RoomTypeFields>(source: T): Pick<T, (typeof ROOM_TYPE_FIELDS)[number]> {
  return Object.fromEntries(ROOM_TYPE_FIELDS.map((key) => [key, source[key]])) as Pick<T, (typeof ROOM_TYPE_FIELDS)[number]>;
}

/** What the reservation dialog shows of a room type (GET /api/rooms). */
export type ReservationRoom = Pick<RoomType, 'id' | 'name' | 'bedType' | 'maxGuests' | 'basePrice' | 'description' | 'availableCount'>;

export const SERVICE_ICONS = ['Home', 'Waves', 'Calendar', 'Coffee', 'Wifi', 'Phone', 'Car', 'Users'] as const;
export type ServiceIcon = (typeof SERVICE_ICONS)[number];

export interface HotelService {
  id: string;
  title: string;
  description: string | null;
  /** One of SERVICE_ICONS; anything else shows Home. */
  icon: string;
  features: string[];
  photos: Photo[];
}

export interface Video {
  id: string;
  title: string;
  description: string | null;
  youtubeId: string;
  section: 'site' | 'accommodations' | 'others';
  backgroundColor: string | null;
}

export interface Review {
  id: string;
  authorName: string;
  authorCity: string | null;
  rating: number;
  text: string;
  /** ISO date of the review. */
  date: string;
}

export interface Photo {
  id: string;
  /** '' for the placeholder record of a missing media: shown as 'Imagem não disponível no momento'. */
  url: string;
  alt: string;
  width: number | null;
  height: number | null;
  /** The stored sizes (WebP variants or ImageKit transforms) as a srcset; absent: one size, or next/image resizes it. */
  srcSet?: string | null;
  /** The home gallery's filters it is tagged with. */
  filters?: readonly GalleryFilter[];
}
