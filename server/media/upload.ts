import 'server-only';
import crypto from 'node:crypto';
import path from 'node:path';
import type { Db } from '@/server/db';
import { mediaGallery, type MediaGalleryRow } from '@/server/db/schema';
import { StorageConflictError, type FileStorage, type StoredFile } from '@/server/storage';
import { log } from '@/server/log';
import { MEDIA_CATEGORIES, MEDIA_CONCURRENCY, MEDIA_MAX_BYTES, MEDIA_MESSAGES, MEDIA_TAGS, sanitizeFileName, type MediaCategory, type MediaVariant } from '@/lib/media';
import { FORMAT_EXTENSION, FORMAT_MIME, decodeRefusal, inspectImage, type ImageFormat, type Inspected } from './inspect';
import { makeWebpVariants, normalizeImage, type EncodedImage } from './variants';
import { createLimiter } from './limiter';
import { mediaPorts, type MediaPorts } from './ports';

export type UploadOutcome =
  | { ok: true; media: MediaGalleryRow }
  | { ok: false; status: 400 | 413 | 415 | 422 | 429 | 500; message: string };

export interface UploadInput {
  bytes: Buffer;
  /** The name the file had on the staff member's device. */
  fileName: string;
  category: string;
}

/** Uploads processed at once by this process (spec: media concurrency 3); a few more may wait. */
const limiter = createLimiter(MEDIA_CONCURRENCY, MEDIA_CONCURRENCY * 3);

const IMAGE_EXTENSIONS = /\.(jpe?g|png|webp|avif|gif|heic|heif|tiff?|bmp|svg)$/;

/** The stored file's name: the sanitised name with the extension of the format the bytes really are. */
export function storedFileName(fileName: string, format: ImageFormat): string {
  const base = sanitizeFileName(path.win32.basename(fileName.trim())).replace(IMAGE_EXTENSIONS, '').replace(/^[.-]+/, '').slice(0, 80) || 'imagem';
  return `${base}.${FORMAT_EXTENSION[format]}`;
}

/** The row's name: the file's name as the staff member knows it, without control characters. */
const displayName = (fileName: string) => path.win32.basename(fileName.replace(/[\u0000-\u001f\u007f]/g, '').trim()).slice(0, 200);

/** uploads/{category}/{timestamp}-{random}-{filename} (spec "Storage and functions"). */
function originalKey(category: MediaCategory, name: string): string {
  return `uploads/${category}/${Date.now()}-${crypto.randomBytes(4).toString('hex')}-${name}`;
}

/** Stores under a fresh key; a taken key (never overwritten) gets another random part once. */
async function putNew(storage: FileStorage, makeKey: () => string, data: Buffer, type: string): Promise<StoredFile> {
  try {
    return await storage.put(makeKey(), data, type);
  } catch (err) {
    if (!(err instanceof StorageConflictError)) throw err;
    return storage.put(makeKey(), data, type);
  }
}

const variantKey = (original: string, width: number) => `${original.replace(/\.[a-z0-9]+$/, '')}-${width}w.webp`;

interface Published {
  fileUrl: string;
  width: number;
  height: number;
  fileSize: number;
  mimeType: string;
  tags: string[];
  variants: MediaVariant[];
  cdnFileId: string | null;
}

/** ImageKit's copy of the original (spec: imagekit-sync to /hotel with tags). */
async function syncToImageKit(ports: MediaPorts, original: StoredFile, image: EncodedImage, format: ImageFormat, category: MediaCategory): Promise<Published> {
  const tags = [MEDIA_TAGS.imagekit, MEDIA_TAGS.synced];
  const copy = await ports.imagekit!.upload(image.data, path.posix.basename(original.key), [...tags, category]);
  return { fileUrl: copy.url, width: image.width, height: image.height, fileSize: image.data.length, mimeType: FORMAT_MIME[format], tags, variants: [], cdnFileId: copy.fileId };
}

/** WebP variants next to the original (spec: image-optimizer); a failure removes the ones already stored. */
async function storeVariants(ports: MediaPorts, original: StoredFile, image: EncodedImage, inspected: Inspected): Promise<Published> {
  const encoded = await makeWebpVariants(image.data, inspected, image.width, image.height);
  const stored: MediaVariant[] = [];
  try {
    for (const v of encoded) {
      const file = await putNew(ports.storage, () => variantKey(original.key, v.width), v.data, 'image/webp');
      stored.push({ width: v.width, height: v.height, path: file.key, url: file.url, size: file.size });
    }
  } catch (err) {
    await ports.storage.remove(...stored.map((v) => v.path)).catch(() => {});
    throw err;
  }
  const primary = stored[0]!;
  return {
    fileUrl: primary.url,
    width: primary.width,
    height: primary.height,
    fileSize: primary.size,
    mimeType: 'image/webp',
    tags: [MEDIA_TAGS.webp, MEDIA_TAGS.variants(stored.length)],
    variants: stored,
    cdnFileId: null,
  };
}

function keepOriginal(original: StoredFile, image: EncodedImage, format: ImageFormat): Published {
  return { fileUrl: original.url, width: image.width, height: image.height, fileSize: original.size, mimeType: FORMAT_MIME[format], tags: [MEDIA_TAGS.original], variants: [], cdnFileId: null };
}

/** Spec "Upload order": the CDN sync when configured; otherwise, or when it fails, the variants; when those fail too, the original alone. */
async function publish(ports: MediaPorts, original: StoredFile, image: EncodedImage, inspected: Inspected, category: MediaCategory): Promise<Published> {
  if (ports.imagekit) {
    try {
      return await syncToImageKit(ports, original, image, inspected.format, category);
    } catch (err) {
      log.warn('imagekit sync failed, making webp variants', { key: original.key, error: String(err) });
    }
  }
  try {
    return await storeVariants(ports, original, image, inspected);
  } catch (err) {
    log.warn('webp variants failed, keeping the original', { key: original.key, error: String(err) });
    return keepOriginal(original, image, inspected.format);
  }
}

async function processUpload(db: Db, input: UploadInput, category: MediaCategory, ports: MediaPorts): Promise<UploadOutcome> {
  const inspected = await inspectImage(input.bytes);
  if (!inspected.ok) return inspected;
  let image: EncodedImage;
  try {
    image = await normalizeImage(input.bytes, inspected);
  } catch (err) {
    return decodeRefusal(err);
  }
  const name = storedFileName(input.fileName, inspected.format);
  let original: StoredFile;
  try {
    original = await putNew(ports.storage, () => originalKey(category, name), image.data, FORMAT_MIME[inspected.format]);
  } catch (err) {
    log.error('media upload: storing the original failed', { error: String(err) });
    return { ok: false, status: 500, message: MEDIA_MESSAGES.storageFailed };
  }
  const published = await publish(ports, original, image, inspected, category);
  try {
    const [media] = await db
      .insert(mediaGallery)
      .values({ name: displayName(input.fileName) || name, filePath: original.key, category, isFeatured: false, sortOrder: 0, ...published })
      .returning();
    return { ok: true, media: media! };
  } catch (err) {
    log.error('media upload: recording the row failed, removing its files', { key: original.key, error: String(err) });
    await removeFiles(ports, { filePath: original.key, variants: published.variants, cdnFileId: published.cdnFileId });
    return { ok: false, status: 500, message: MEDIA_MESSAGES.storageFailed };
  }
}

/** Removes a media's files: the original, its variants and the ImageKit copy. Failures are logged (the row is already gone). */
export async function removeFiles(ports: MediaPorts, media: Pick<MediaGalleryRow, 'filePath' | 'variants' | 'cdnFileId'>): Promise<void> {
  const keys = [media.filePath, ...media.variants.map((v) => v.path)].filter((k): k is string => !!k);
  await Promise.all([
    ports.storage.remove(...keys).catch((err) => log.error('media: removing files failed', { keys, error: String(err) })),
    media.cdnFileId ? ports.imagekit?.remove(media.cdnFileId).catch((err) => log.error('media: removing the ImageKit copy failed', { fileId: media.cdnFileId, error: String(err) })) : undefined,
  ]);
}

/**
 * The upload pipeline (spec "Upload order", §5): size limit, an accepted image decided from its bytes,
 * no decompression bomb, upright and without metadata, the original stored at
 * uploads/{category}/{timestamp}-{random}-{filename}, then ImageKit or WebP variants or the original
 * alone, and the media_gallery row (is_featured false, sort_order 0). A refusal stores nothing.
 */
export async function uploadMedia(db: Db, input: UploadInput, ports: MediaPorts = mediaPorts()): Promise<UploadOutcome> {
  if (!(MEDIA_CATEGORIES as readonly string[]).includes(input.category)) return { ok: false, status: 400, message: MEDIA_MESSAGES.badCategory };
  if (input.bytes.length > MEDIA_MAX_BYTES) return { ok: false, status: 413, message: MEDIA_MESSAGES.tooLarge };
  const outcome = await limiter.run(() => processUpload(db, input, input.category as MediaCategory, ports));
  return outcome ?? { ok: false, status: 429, message: MEDIA_MESSAGES.busy };
}
