import sharp, { type Sharp } from 'sharp';
import { MEDIA_MAX_PIXELS, VARIANT_QUALITY, VARIANT_WIDTHS } from '@/lib/media';
import type { ImageFormat, Inspected } from './inspect';

export interface EncodedImage {
  data: Buffer;
  width: number;
  height: number;
}

/** sharp on the accepted bytes: the pixel limit, any decoder warning (a truncated file) is an error, every frame of an animation. */
function load(bytes: Buffer, image: Pick<Inspected, 'pages'>) {
  return sharp(bytes, { limitInputPixels: MEDIA_MAX_PIXELS, failOn: 'warning', animated: image.pages > 1 });
}

const ORIGINAL_OPTIONS: Record<ImageFormat, (s: Sharp) => Sharp> = {
  // Without the second (Huffman-optimising) pass: half the time for a file a few percent larger.
  jpeg: (s) => s.jpeg({ quality: 90, optimiseCoding: false }),
  png: (s) => s.png(),
  webp: (s) => s.webp({ quality: 90 }),
  avif: (s) => s.avif({ quality: 60, effort: 2 }),
  gif: (s) => s.gif(),
};

/**
 * The original as it is stored: turned upright by its EXIF orientation and re-encoded in its own
 * format without any metadata (sharp writes none unless asked: a phone photo's GPS position, camera
 * and dates are gone). Throws on a file the decoder cannot read to the end.
 */
export async function normalizeImage(bytes: Buffer, image: Inspected): Promise<EncodedImage> {
  const pipeline = image.pages > 1 ? load(bytes, image) : load(bytes, image).autoOrient();
  const { data, info } = await ORIGINAL_OPTIONS[image.format](pipeline).toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.pageHeight ?? info.height };
}

/**
 * The widths of the WebP variants of an image `width` pixels wide: the spec's widths below it, and
 * the image's own width (at most the largest) so the biggest variant keeps its full size. Never more
 * than the image: a small image gets one variant of its own width.
 */
export function variantWidths(width: number): number[] {
  const largest = Math.min(width, VARIANT_WIDTHS[0]);
  return [largest, ...VARIANT_WIDTHS.filter((w) => w < largest)];
}

const encodeWebp = async (pipeline: Sharp): Promise<EncodedImage> => {
  const { data, info } = await pipeline.webp({ quality: VARIANT_QUALITY }).toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.pageHeight ?? info.height };
};

/**
 * The WebP variants (quality 82), largest first, of an image already upright and without metadata.
 * A still image is decoded and resized once to the largest width; the smaller ones are resized from
 * those pixels (no second decode of the full image). An animation is resized frame by frame from the file.
 */
export async function makeWebpVariants(source: Buffer, image: Pick<Inspected, 'pages'>, width: number, height: number): Promise<EncodedImage[]> {
  const [largest, ...smaller] = variantWidths(width);
  if (image.pages > 1) {
    const base = load(source, image);
    return Promise.all([largest!, ...smaller].map((w) => encodeWebp(base.clone().resize({ width: w, withoutEnlargement: true }))));
  }
  const { data, info } = await load(source, image).resize({ width: largest, withoutEnlargement: true }).raw().toBuffer({ resolveWithObject: true });
  const pixels = () => sharp(data, { raw: { width: info.width, height: info.height, channels: info.channels } });
  // Each height from the original's proportions, not the largest variant's rounded ones.
  const resized = (w: number) => pixels().resize({ width: w, height: Math.max(1, Math.round((w * height) / width)), fit: 'fill' });
  return Promise.all([encodeWebp(pixels()), ...smaller.map((w) => encodeWebp(resized(w)))]);
}
