import 'server-only';
import { asc, desc, eq, inArray, and } from 'drizzle-orm';
import type { Db } from '@/server/db';
import { getDb } from '@/server/db';
import { imageCarouselItems, imageCarousels, mediaGallery } from '@/server/db/schema';
import { SAMPLE_GALLERY_PHOTOS, type SamplePhoto } from '@/server/db/sample-data';
import { PLACEHOLDER_HEIGHT, PLACEHOLDER_WIDTH } from '@/server/db/placeholder-images';
import { publicRead } from '@/server/cache';
import type { Photo } from '@/lib/types';
import { translator } from '@/lib/messages';

/** The spec's batch lookup: blank ids and duplicates dropped, newest first. */
export async function mediaByIds(db: Db, ids: readonly (string | null | undefined)[]): Promise<Map<string, Photo>> {
  const unique = [...new Set(ids.filter((id): id is string => !!id && id.trim() !== ''))];
  if (!unique.length) return new Map();
  const rows = await db
    .select({ id: mediaGallery.id, url: mediaGallery.fileUrl, alt: mediaGallery.altText, name: mediaGallery.name, width: mediaGallery.width, height: mediaGallery.height })
    .from(mediaGallery)
    .where(inArray(mediaGallery.id, unique))
    .orderBy(desc(mediaGallery.createdAt));
  return new Map(rows.map((r) => [r.id, toPhoto(r)]));
}

function toPhoto(r: { id: string; url: string; alt: string | null; name: string; width: number | null; height: number | null }): Photo {
  return { id: r.id, url: r.url, alt: r.alt ?? r.name, width: r.width, height: r.height };
}

/** A sample photo as the public pages show it when the database cannot be read (the seed stores it as seed/<slug>.webp). */
export function samplePhoto(photo: Pick<SamplePhoto, 'slug' | 'altText'>): Photo {
  return { id: photo.slug, url: `/media/seed/${photo.slug}.webp`, alt: photo.altText, width: PLACEHOLDER_WIDTH, height: PLACEHOLDER_HEIGHT };
}

/** A row's photos that exist in the library: the featured one first, then the gallery, each once. */
export function photosOf(media: ReadonlyMap<string, Photo>, featuredId: string | null, galleryIds: readonly string[]): Photo[] {
  return [...new Set([featuredId, ...galleryIds])].flatMap((id) => {
    const photo = id ? media.get(id) : undefined;
    return photo ? [photo] : [];
  });
}

/** Photos of the home page gallery: media in the gallery and leisure categories, in the staff's order. */
export const listGalleryPhotos = publicRead(
  'media:gallery',
  ['media'],
  async (): Promise<Photo[]> => {
    const db = await getDb();
    const rows = await db
      .select({ id: mediaGallery.id, url: mediaGallery.fileUrl, alt: mediaGallery.altText, name: mediaGallery.name, width: mediaGallery.width, height: mediaGallery.height })
      .from(mediaGallery)
      .where(inArray(mediaGallery.category, ['gallery', 'leisure']))
      .orderBy(asc(mediaGallery.sortOrder), desc(mediaGallery.createdAt));
    return rows.map(toPhoto);
  },
  () => SAMPLE_GALLERY_PHOTOS.map(samplePhoto),
);

export interface CarouselSlides {
  autoplay: boolean;
  autoplayDelay: number;
  showDots: boolean;
  showArrows: boolean;
  title: string | null;
  description: string | null;
  slides: (Photo & { title: string | null; description: string | null; link: string | null })[];
}

/** The active accommodations carousel with its visible items, in order; null when there is none. */
export const getAccommodationsCarousel = publicRead(
  'media:accommodations-carousel',
  ['media'],
  async (): Promise<CarouselSlides | null> => {
    const db = await getDb();
    const [carousel] = await db
      .select()
      .from(imageCarousels)
      .where(and(eq(imageCarousels.section, 'accommodations'), eq(imageCarousels.isActive, true)))
      .orderBy(desc(imageCarousels.createdAt))
      .limit(1);
    if (!carousel) return null;
    const items = await db
      .select({
        id: mediaGallery.id,
        url: mediaGallery.fileUrl,
        alt: mediaGallery.altText,
        name: mediaGallery.name,
        width: mediaGallery.width,
        height: mediaGallery.height,
        title: imageCarouselItems.title,
        description: imageCarouselItems.description,
        link: imageCarouselItems.link,
      })
      .from(imageCarouselItems)
      .innerJoin(mediaGallery, eq(mediaGallery.id, imageCarouselItems.mediaId))
      .where(and(eq(imageCarouselItems.carouselId, carousel.id), eq(imageCarouselItems.isActive, true)))
      .orderBy(asc(imageCarouselItems.sortOrder));
    return {
      autoplay: carousel.autoplay,
      autoplayDelay: carousel.autoplayDelay,
      showDots: carousel.showDots,
      showArrows: carousel.showArrows,
      title: carousel.title,
      description: carousel.description,
      slides: items.map((i) => ({ ...toPhoto(i), title: i.title, description: i.description, link: i.link })),
    };
  },
  // Offline: the spec's local slots, up to 5 images from /carrossel/, fallback autoplay 5000 ms.
  () => ({
    autoplay: true,
    autoplayDelay: 5000,
    showDots: true,
    showArrows: true,
    title: null,
    description: null,
    slides: [1, 2, 3, 4, 5].map((n) => ({ id: `local-${n}`, url: `/carrossel/${n}.webp`, alt: translator('media')('localSlideAlt', { n: String(n) }), width: 1600, height: 1067, title: null, description: null, link: null })),
  }),
);
