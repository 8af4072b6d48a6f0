import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../helpers/db';
import { bombPng, hasGps, noisyJpeg, sidewaysPhoneJpeg, solidPng } from '../helpers/images';
import { mediaGallery } from '@/server/db/schema';
import { localDiskStorage } from '@/server/storage/local-disk';
import type { FileStorage } from '@/server/storage';
import { uploadMedia } from '@/server/media/upload';
import type { MediaPorts } from '@/server/media/ports';
import { MEDIA_MESSAGES } from '@/lib/media';

let database: TestDatabase;
let db: TestDatabase['db'];
let root: string;
let ports: MediaPorts;

beforeAll(async () => {
  database = await createTestDatabase();
  db = database.db;
  root = path.join(database.dir, 'media');
  ports = { storage: localDiskStorage(root), imagekit: null };
});
afterAll(async () => {
  await database.close();
});
beforeEach(async () => {
  await db.delete(mediaGallery);
  fs.rmSync(root, { recursive: true, force: true });
});

const storedFiles = () => (fs.existsSync(root) ? (fs.readdirSync(root, { recursive: true }) as string[]).filter((f) => fs.statSync(path.join(root, f)).isFile()).sort() : []);
const fileOf = (url: string) => fs.readFileSync(path.join(root, url.replace(/^\/media\//, '')));

describe('upload pipeline: WebP variants with sharp', () => {
  it('stores the original under uploads/{category}/{timestamp}-{random}-{name} and every spec width as WebP, quality 82, largest first', async () => {
    const outcome = await uploadMedia(db, { bytes: await noisyJpeg(3000, 2000), fileName: 'Foto da Piscina.JPG', category: 'gallery' }, ports);
    expect(outcome.ok).toBe(true);
    if (!outcome.ok) return;
    const media = outcome.media;
    expect(media.filePath).toMatch(/^uploads\/gallery\/\d{13}-[0-9a-f]{8}-foto-da-piscina\.jpg$/);
    expect(media.variants.map((v) => v.width)).toEqual([2560, 1920, 1600, 1280, 1024, 800, 640, 480]);
    expect(media.tags).toEqual(['optimized:webp', 'variants:8']);
    expect(media).toMatchObject({ mimeType: 'image/webp', width: 2560, height: 1707, isFeatured: false, sortOrder: 0, category: 'gallery', name: 'Foto da Piscina.JPG' });
    expect(media.fileUrl).toBe(media.variants[0]!.url);
    expect(media.fileSize).toBe(media.variants[0]!.size);
    for (const v of media.variants) {
      const meta = await sharp(fileOf(v.url)).metadata();
      expect({ format: meta.format, width: meta.width, height: meta.height }).toEqual({ format: 'webp', width: v.width, height: v.height });
      expect(v.height).toBe(Math.round((v.width * 2000) / 3000));
    }
    const original = await sharp(fs.readFileSync(path.join(root, media.filePath!))).metadata();
    expect({ format: original.format, width: original.width, height: original.height }).toEqual({ format: 'jpeg', width: 3000, height: 2000 });
    expect(storedFiles()).toHaveLength(9);
  });

  it('never upscales: a 300 px image gets one variant of its own width', async () => {
    const outcome = await uploadMedia(db, { bytes: await solidPng(300, 200), fileName: 'icone.png', category: 'amenities' }, ports);
    expect(outcome.ok && outcome.media.variants.map((v) => [v.width, v.height])).toEqual([[300, 200]]);
    expect(outcome.ok && outcome.media.tags).toEqual(['optimized:webp', 'variants:1']);
  });

  it('a 1000 px image gets its own width and the smaller spec widths only', async () => {
    const outcome = await uploadMedia(db, { bytes: await noisyJpeg(1000, 500), fileName: 'a.jpg', category: 'rooms' }, ports);
    expect(outcome.ok && outcome.media.variants.map((v) => v.width)).toEqual([1000, 800, 640, 480]);
  });

  it('applies the EXIF orientation and publishes no metadata: the GPS position is gone from the original and the variants', async () => {
    const bytes = await sidewaysPhoneJpeg();
    expect(hasGps((await sharp(bytes).metadata()).exif)).toBe(true);
    const outcome = await uploadMedia(db, { bytes, fileName: 'IMG_0001.jpg', category: 'gallery' }, ports);
    expect(outcome.ok).toBe(true);
    if (!outcome.ok) return;
    expect([outcome.media.width, outcome.media.height]).toEqual([200, 400]);
    for (const file of [outcome.media.filePath!, ...outcome.media.variants.map((v) => v.path)]) {
      const data = fs.readFileSync(path.join(root, file));
      const meta = await sharp(data).metadata();
      expect([meta.width, meta.height]).toEqual([200, 400]);
      expect(meta.exif).toBeUndefined();
      expect(meta.orientation).toBeUndefined();
      expect(data.includes(Buffer.from('Telefone'))).toBe(false);
      // Upright: the red half (stored on the left) is now on top.
      const { data: top } = await sharp(data).extract({ left: 100, top: 50, width: 1, height: 1 }).raw().toBuffer({ resolveWithObject: true });
      expect(top[0]).toBeGreaterThan(200);
      expect(top[2]).toBeLessThan(60);
    }
  });

  it('stores an image under the extension of what its bytes are, not its name', async () => {
    const outcome = await uploadMedia(db, { bytes: await solidPng(50, 50), fileName: '../Férias Ção!.jpg', category: 'gallery' }, ports);
    expect(outcome.ok && outcome.media.filePath).toMatch(/^uploads\/gallery\/\d+-[0-9a-f]{8}-f-rias---o-\.png$/);
  });
});

describe('upload pipeline: refusals store nothing', () => {
  it.each([
    ['a text file named .jpg', async () => Buffer.from('isto não é uma imagem\n'), 415, MEDIA_MESSAGES.notImage],
    ['an SVG', async () => Buffer.from('<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'), 415, MEDIA_MESSAGES.svg],
    ['a truncated JPEG', async () => (await noisyJpeg(800, 600)).subarray(0, 20_000), 422, MEDIA_MESSAGES.corrupt],
    ['a 30000×30000 PNG (decompression bomb)', async () => bombPng(30_000), 422, MEDIA_MESSAGES.tooManyPixels],
    ['an empty file', async () => Buffer.alloc(0), 400, MEDIA_MESSAGES.empty],
    ['a file over 20 MB', async () => Buffer.alloc(20 * 1024 * 1024 + 1, 0xff), 413, MEDIA_MESSAGES.tooLarge],
  ])('%s', async (_label, make, status, message) => {
    const outcome = await uploadMedia(db, { bytes: await make(), fileName: 'foto.jpg', category: 'gallery' }, ports);
    expect(outcome).toEqual({ ok: false, status, message });
    expect(await db.select().from(mediaGallery)).toEqual([]);
    expect(storedFiles()).toEqual([]);
  });

  it('an unknown category', async () => {
    const outcome = await uploadMedia(db, { bytes: await solidPng(10, 10), fileName: 'a.png', category: 'banheiro' }, ports);
    expect(outcome).toEqual({ ok: false, status: 400, message: MEDIA_MESSAGES.badCategory });
    expect(storedFiles()).toEqual([]);
  });
});

describe('upload pipeline: fallbacks', () => {
  it('ImageKit failing: WebP variants; the variants failing too: the original alone (upload:original), nothing half-stored', async () => {
    const failingImageKit = { upload: async () => Promise.reject(new Error('ImageKit fora do ar')), remove: async () => {} };
    const disk = localDiskStorage(root);
    const noVariants: FileStorage = { ...disk, put: (key, data, type) => (key.endsWith('w.webp') && key.includes('-480w') ? Promise.reject(new Error('disco cheio')) : disk.put(key, data, type)) };
    const viaVariants = await uploadMedia(db, { bytes: await solidPng(900, 600), fileName: 'a.png', category: 'gallery' }, { storage: disk, imagekit: failingImageKit });
    expect(viaVariants.ok && viaVariants.media.tags).toEqual(['optimized:webp', 'variants:4']);
    await db.delete(mediaGallery);
    fs.rmSync(root, { recursive: true, force: true });
    const original = await uploadMedia(db, { bytes: await solidPng(900, 600), fileName: 'b.png', category: 'gallery' }, { storage: noVariants, imagekit: failingImageKit });
    expect(original.ok).toBe(true);
    if (!original.ok) return;
    expect(original.media).toMatchObject({ tags: ['upload:original'], variants: [], mimeType: 'image/png', width: 900, height: 600 });
    expect(original.media.fileUrl).toBe(`/media/${original.media.filePath}`);
    expect(storedFiles()).toEqual([original.media.filePath]);
  });

  it('processes at most 3 uploads at once', async () => {
    let running = 0;
    let peak = 0;
    const disk = localDiskStorage(root);
    const slow: FileStorage = {
      ...disk,
      async put(key, data, type) {
        running++;
        peak = Math.max(peak, running);
        await new Promise((r) => setTimeout(r, 50));
        running--;
        return disk.put(key, data, type);
      },
    };
    const bytes = await solidPng(100, 100);
    const outcomes = await Promise.all(Array.from({ length: 8 }, (_, i) => uploadMedia(db, { bytes, fileName: `${i}.png`, category: 'gallery' }, { storage: slow, imagekit: null })));
    expect(outcomes.every((o) => o.ok)).toBe(true);
    expect(peak).toBe(3);
  });
});

describe('a storage write that fails midway', () => {
  // The process's file size limit (RLIMIT_FSIZE, soft only so it can be raised back), set below the
  // image's size: the real disk writes the first bytes, then refuses the rest (EFBIG).
  const limitFileSize = (bytes: number | 'unlimited') => execFileSync('prlimit', ['--pid', String(process.pid), `--fsize=${bytes}:`]);

  it('leaves no media row and no partial file', async () => {
    const bytes = await noisyJpeg(1600, 1200);
    expect(bytes.length).toBeGreaterThan(200_000);
    limitFileSize(100_000);
    let outcome;
    try {
      outcome = await uploadMedia(db, { bytes, fileName: 'grande.jpg', category: 'gallery' }, ports);
    } finally {
      limitFileSize('unlimited');
    }
    expect(outcome).toEqual({ ok: false, status: 500, message: MEDIA_MESSAGES.storageFailed });
    expect(await db.select().from(mediaGallery)).toEqual([]);
    expect(storedFiles()).toEqual([]);
  });
});
