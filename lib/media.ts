// The media library's constants and pure rules (staff-and-platform.md §3, §5, §7, §8, §9). Client and server.
import { translator } from './messages';

export const MEDIA_CATEGORIES = [
  'hero',
  'rooms',
  'gallery',
  'amenities',
  'leisure',
  'accommodations',
  'carousel',
  'general',
  'others',
  'hidden',
  'placeholder',
] as const;
export type MediaCategory = (typeof MEDIA_CATEGORIES)[number];

/** One stored WebP variant of a media row (media_gallery.variants). */
export interface MediaVariant {
  width: number;
  height: number;
  /** Key in the file storage. */
  path: string;
  url: string;
  size: number;
}

/** Largest file the upload accepts. */
export const MEDIA_MAX_BYTES = 20 * 1024 * 1024;
/** Uploads processed at once per server process (spec: media concurrency 3). */
export const MEDIA_CONCURRENCY = 3;
/** Decompression-bomb guard: an image of more pixels is refused before it is decoded (about 100 MP; a 108 MP phone photo fits). */
export const MEDIA_MAX_PIXELS = 120_000_000;
/** Widths of the WebP variants (spec: image-optimizer), never more than the image's own width. */
export const VARIANT_WIDTHS = [2560, 1920, 1600, 1280, 1024, 800, 640, 480] as const;
/** WebP quality of the variants on the server. */
export const VARIANT_QUALITY = 82;
/** srcset widths asked of ImageKit's URL transformations. */
export const SRCSET_WIDTHS = [320, 640, 960, 1280, 1600] as const;
export const IMAGEKIT_FOLDER = '/hotel';
/** Images the picker lists at once; a search narrows a larger library. */
export const PICKER_LIMIT = 60;

/** Tags the pipeline writes (spec §3). */
export const MEDIA_TAGS = {
  imagekit: 'cdn:imagekit',
  synced: 'upload:sync',
  original: 'upload:original',
  localDeployed: 'local:deployed',
  remoteImported: 'remote:imported',
  webp: 'optimized:webp',
  variants: (n: number) => `variants:${n}`,
} as const;

/** The public gallery's filters, stored as `filter:<value>` tags. */
export const GALLERY_FILTERS = ['fachada', 'cafe', 'banheiros', 'quartos', 'externa', 'comodidades', 'outras'] as const;
export type GalleryFilter = (typeof GALLERY_FILTERS)[number];
export const filterTag = (filter: GalleryFilter) => `filter:${filter}`;

const t = translator('media');

/** The media texts of messages/pt-BR.json; the limits are read from the constants above. */
export const MEDIA_MESSAGES = {
  uploadTitle: t('uploadTitle'),
  deleteForbidden: t('deleteForbidden'),
  stillInUse: t('stillInUse'),
  notFound: t('notFound'),
  tooLarge: t('tooLarge', { mb: String(MEDIA_MAX_BYTES / 1024 / 1024) }),
  empty: t('empty'),
  notImage: t('notImage'),
  svg: t('svg'),
  corrupt: t('corrupt'),
  tooManyPixels: t('tooManyPixels', { megapixels: String(MEDIA_MAX_PIXELS / 1_000_000) }),
  badCategory: t('badCategory'),
  busy: t('busy'),
  storageFailed: t('storageFailed'),
  missingFileName: t('missingFileName'),
  placeholderName: t('placeholderName'),
  placeholderDescription: t('placeholderDescription'),
  failedImage: t('failedImage'),
} as const;

/** Lower case; every character outside letters, digits, `_`, `.`, `-` becomes `-` (spec §5). */
export function sanitizeFileName(name: string): string {
  return name.toLowerCase().replace(/[^a-z0-9_.-]/g, '-');
}

/** An image as the editors hold it: what the 'Selecionar Imagem' picker returns and shows as a thumbnail. */
export interface PickedMedia {
  id: string;
  name: string;
  alt: string;
  /** The original file's address (what a site-content image value holds). */
  url: string;
  /** The smallest stored size that fills a thumbnail. */
  thumbUrl: string;
}

/** A library row as the picker shows it: the smallest variant at least `minWidth` wide, else the original. */
export function pickedMedia(
  row: { id: string; name: string; altText: string | null; fileUrl: string; variants: readonly MediaVariant[] },
  minWidth = 480,
): PickedMedia {
  const fitting = [...row.variants].sort((a, b) => a.width - b.width).find((v) => v.width >= minWidth);
  return { id: row.id, name: row.name, alt: row.altText ?? row.name, url: row.fileUrl, thumbUrl: fitting?.url ?? row.fileUrl };
}
