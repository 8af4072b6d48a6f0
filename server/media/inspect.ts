import sharp, { type Metadata } from 'sharp';
import { MEDIA_MAX_PIXELS, MEDIA_MESSAGES } from '@/lib/media';

export type ImageFormat = 'jpeg' | 'png' | 'webp' | 'avif' | 'gif';

export const FORMAT_MIME: Record<ImageFormat, string> = {
  jpeg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  avif: 'image/avif',
  gif: 'image/gif',
};
export const FORMAT_EXTENSION: Record<ImageFormat, string> = { jpeg: 'jpg', png: 'png', webp: 'webp', avif: 'avif', gif: 'gif' };

export type Refusal = { ok: false; status: 400 | 413 | 415 | 422; message: string };
export type Inspected = { ok: true; format: ImageFormat; width: number; height: number; pages: number };

const ascii = (bytes: Buffer, start: number, end: number) => bytes.subarray(start, end).toString('latin1');

/** The format the bytes say they are (magic numbers), never the name or the browser's type; null for anything else. */
export function sniffFormat(bytes: Buffer): ImageFormat | 'svg' | null {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpeg';
  if (bytes.length >= 8 && bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return 'png';
  if (/^GIF8[79]a$/.test(ascii(bytes, 0, 6))) return 'gif';
  if (ascii(bytes, 0, 4) === 'RIFF' && ascii(bytes, 8, 12) === 'WEBP') return 'webp';
  // ISO-BMFF: a "ftyp" box whose major or compatible brands name AVIF (HEIC and other HEIF are not accepted).
  if (ascii(bytes, 4, 8) === 'ftyp') {
    const boxSize = Math.min(bytes.readUInt32BE(0), bytes.length, 64);
    for (let at = 8; at + 4 <= boxSize; at += 4) if (at !== 12 && /^avi[fs]$/.test(ascii(bytes, at, at + 4))) return 'avif';
    return null;
  }
  const head = bytes.subarray(0, 1024).toString('utf8').replace(/^\uFEFF/, '').trimStart().toLowerCase();
  if (head.startsWith('<svg') || ((head.startsWith('<?xml') || head.startsWith('<!doctype svg')) && head.includes('<svg'))) return 'svg';
  return null;
}

const refuse = (status: Refusal['status'], message: string): Refusal => ({ ok: false, status, message });

/**
 * Decides whether the bytes are an image the library accepts: one of the five formats by its magic
 * number, a header sharp can read, and at most MEDIA_MAX_PIXELS (checked on the header's dimensions,
 * before anything is decoded: a decompression bomb is refused without being expanded).
 */
export async function inspectImage(bytes: Buffer): Promise<Inspected | Refusal> {
  if (bytes.length === 0) return refuse(400, MEDIA_MESSAGES.empty);
  const format = sniffFormat(bytes);
  if (format === 'svg') return refuse(415, MEDIA_MESSAGES.svg);
  if (format === null) return refuse(415, MEDIA_MESSAGES.notImage);
  let meta: Metadata;
  try {
    meta = await sharp(bytes, { limitInputPixels: MEDIA_MAX_PIXELS }).metadata();
  } catch (err) {
    return decodeRefusal(err);
  }
  const sharpFormat = meta.format === 'heif' ? 'avif' : meta.format;
  if (sharpFormat !== format || !meta.width || !meta.height) return refuse(422, MEDIA_MESSAGES.corrupt);
  const pages = meta.pages ?? 1;
  const height = meta.pageHeight ?? meta.height;
  if (meta.width * meta.height > MEDIA_MAX_PIXELS) return refuse(422, MEDIA_MESSAGES.tooManyPixels);
  return { ok: true, format, width: meta.width, height, pages };
}

/** Maps an error of a sharp pipeline to the upload's refusal. */
export function decodeRefusal(err: unknown): Refusal {
  const message = err instanceof Error ? err.message : String(err);
  return /pixel limit/i.test(message) ? refuse(422, MEDIA_MESSAGES.tooManyPixels) : refuse(422, MEDIA_MESSAGES.corrupt);
}
