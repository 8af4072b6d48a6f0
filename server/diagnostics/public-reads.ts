import 'server-only';
import { getHotelInfo } from '@/server/hotel-info';
import { getAccommodationsCarousel, listGalleryPhotos } from '@/server/media';
import { getEventsCentre, getPublicMenu } from '@/server/qr';
import { listFeaturedReviews } from '@/server/reviews';
import { listRoomTypes } from '@/server/rooms';
import { listServices } from '@/server/services';
import { getAllSiteContent } from '@/server/site-content';
import { getHomeVideo } from '@/server/videos';
import { errorDetail, withDeadline } from '@/server/resilience';
import { CHECK_TIMEOUT_MS } from './index';

// /test-services: every read the public pages make, run for real (no cache, no fallback data).

const READS: Record<PublicReadName, { uncached: () => Promise<unknown> }> = {
  rooms: listRoomTypes,
  hotelInfo: getHotelInfo,
  siteContent: getAllSiteContent,
  services: listServices,
  carousel: getAccommodationsCarousel,
  media: listGalleryPhotos,
  reviews: listFeaturedReviews,
  videos: getHomeVideo,
  menu: getPublicMenu,
  eventsCentre: getEventsCentre,
};

export type PublicReadName = 'rooms' | 'hotelInfo' | 'siteContent' | 'services' | 'carousel' | 'media' | 'reviews' | 'videos' | 'menu' | 'eventsCentre';
export type ReadCheck = { name: PublicReadName; ms: number } & ({ ok: true; items: number } | { ok: false; error: string });

/** How many things a read answered: a list's length, an object's keys, nothing for null. */
function itemCount(value: unknown): number {
  if (Array.isArray(value)) return value.length;
  if (value && typeof value === 'object') return Object.keys(value).length;
  return value == null ? 0 : 1;
}

/** Runs each read in turn (so each time is its own), within the check's deadline. */
export async function testPublicReads(): Promise<ReadCheck[]> {
  const checks: ReadCheck[] = [];
  for (const [name, read] of Object.entries(READS) as [PublicReadName, (typeof READS)[PublicReadName]][]) {
    const started = performance.now();
    try {
      const value = await withDeadline(CHECK_TIMEOUT_MS, () => read.uncached());
      checks.push({ name, ok: true, items: itemCount(value), ms: Math.round(performance.now() - started) });
    } catch (err) {
      checks.push({ name, ok: false, error: errorDetail(err), ms: Math.round(performance.now() - started) });
    }
  }
  return checks;
}
