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
import { GALLERY_FILTERS, MEDIA_MESSAGES, filterTag } from '@/lib/media';
import type { BackgroundSection } from '@/lib/media-schema';
import { mediaRowsByIds, mediaSrcSet, type MediaRow } from './library';
import { activeSectionBackgrounds } from './backgrounds';

/** The spec's batch lookup: blank ids and duplicates dropped, newest first. */
/**
 * The spec's batch lookup: blank ids and duplicates dropped, newest first. An id that is not in the
 * library gets the placeholder record ('Imagem do Hotel'), which the page shows as unavailable.
 */
export async function mediaByIds(db: Db, ids: readonly (string | null | undefined)[]): Promise<Map<string, Photo>> {
  const rows = await mediaRowsByIds(db, ids);
  const found = new Map(rows.map((r) => [r.id, toPhoto(r)]));
  for (const id of new Set(ids)) {
    if (id && id.trim() !== '' && !found.has(id)) found.set(id, placeholderPhoto(id));
  }
  return found;
}

const PHOTO_COLUMNS = {
  id: mediaGallery.id,
  fileUrl: mediaGallery.fileUrl,
  altText: mediaGallery.altText,
  name: mediaGallery.name,
  width: mediaGallery.width,
  height: mediaGallery.height,
  variants: mediaGallery.variants,
  cdnFileId: mediaGallery.cdnFileId,
  tags: mediaGallery.tags,
};

type PhotoColumns = Pick<MediaRow, keyof typeof PHOTO_COLUMNS>;

function toPhoto(r: PhotoColumns): Photo {
  return {
    id: r.id,
    url: r.fileUrl,
    alt: r.altText ?? r.name,
    width: r.width,
    height: r.height,
    srcSet: mediaSrcSet(r),
    filters: GALLERY_FILTERS.filter((f) => r.tags.includes(filterTag(f))),
  };
}

/** The spec's record for a media that is missing: no file, its name as the text alternative. */
function placeholderPhoto(id: string): Photo {
  return { id, url: '', alt: MEDIA_MESSAGES.placeholderName, width: null, height: null };
}

/** A sample photo as the public pages show it when the database cannot be read (the seed stores it as seed/<slug>.webp). */
export function samplePhoto(photo: Pick<SamplePhoto, 'slug' | 'altText' | 'filter'>): Photo {
  return { id: photo.slug, url: `/media/seed/${photo.slug}.webp`, alt: photo.altText, width: PLACEHOLDER_WIDTH, height: PLACEHOLDER_HEIGHT, filters: [photo.filter] };
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
      .select(PHOTO_COLUMNS)
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
        ...PHOTO_COLUMNS,
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

/** A section's background image as the public page draws it. */
export interface SectionBackdrop {
  url: string;
  srcSet: string | null;
}

export type SectionBackdrops = Partial<Record<BackgroundSection, SectionBackdrop>>;

/** The active section backgrounds chosen in the admin, by section. */
export const getSectionBackdrops = publicRead<SectionBackdrops>(
  'media:section-backgrounds',
  ['media'],
  async () => {
    const backgrounds = await activeSectionBackgrounds(await getDb());
    return Object.fromEntries([...backgrounds].map(([section, media]) => [section, { url: media.fileUrl, srcSet: mediaSrcSet(media) }]));
  },
  () => ({}),
);
