import 'server-only';
import fs from 'node:fs/promises';
import path from 'node:path';
import { asc, desc, eq, inArray, and } from 'drizzle-orm';
import type { Db } from '@/server/db';
import { getDb } from '@/server/db';
import { imageCarouselItems, imageCarousels, mediaGallery } from '@/server/db/schema';
import { SAMPLE_GALLERY_PHOTOS, type SamplePhoto } from '@/server/db/sample-data';
import { PLACEHOLDER_HEIGHT, PLACEHOLDER_WIDTH } from '@/server/db/placeholder-images';
import { publicRead } from '@/server/cache';
import type { Photo } from '@/lib/types';
import { translator } from '@/lib/messages';
import { classifyError } from '@/lib/errors';
import { ACCOMMODATIONS_SECTION, FALLBACK_AUTOPLAY_DELAY, LOCAL_CAROUSEL_SLOTS } from '@/lib/carousel';

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

/**
 * The accommodations carousel with its visible items, in order: the newest of the section (the one
 * the admin edits); null when there is none or staff switched it off.
 */
export const getAccommodationsCarousel = publicRead(
  'media:accommodations-carousel',
  ['media'],
  async (): Promise<CarouselSlides | null> => {
    const db = await getDb();
    const [carousel] = await db
      .select()
      .from(imageCarousels)
      .where(eq(imageCarousels.section, ACCOMMODATIONS_SECTION))
      .orderBy(desc(imageCarousels.createdAt))
      .limit(1);
    if (!carousel?.isActive) return null;
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
  (err) => accommodationsCarouselFallback(err),
);

const LOCAL_IMAGE_RE = /\.(?:webp|avif|jpe?g|png|gif)$/i;

/** The images shipped under public/carrossel/ as slides: at most 5, in file order (1, 2, … 10). */
export async function localCarouselSlides(publicDir = path.join(process.cwd(), 'public')): Promise<CarouselSlides['slides']> {
  const names = await fs.readdir(path.join(publicDir, 'carrossel')).catch(() => [] as string[]);
  const alt = translator('media');
  return names
    .filter((name) => LOCAL_IMAGE_RE.test(name))
    .sort((a, b) => a.localeCompare(b, 'pt-BR', { numeric: true }))
    .slice(0, LOCAL_CAROUSEL_SLOTS)
    .map((name, i) => ({ id: `local-${name}`, url: `/carrossel/${name}`, alt: alt('localSlideAlt', { n: String(i + 1) }), width: null, height: null, title: null, description: null, link: null }));
}

/**
 * The spec's carousel fallback: offline, network and permission failures show the demo carousel (the
 * local images of /carrossel/, autoplay 5000 ms); any other failure shows no carousel (an empty list).
 */
export async function accommodationsCarouselFallback(err: unknown, publicDir?: string): Promise<CarouselSlides | null> {
  const { code } = classifyError(err);
  if (code !== 'NETWORK_ERROR' && code !== 'PERMISSION_DENIED') return null;
  return {
    autoplay: true,
    autoplayDelay: FALLBACK_AUTOPLAY_DELAY,
    showDots: true,
    showArrows: true,
    title: null,
    description: null,
    slides: await localCarouselSlides(publicDir),
  };
}
