import 'server-only';
import fs from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { inArray, sql } from 'drizzle-orm';
import type { Db } from '@/server/db';
import { mediaGallery, type MediaGalleryRow } from '@/server/db/schema';
import { MEDIA_TAGS, type MediaCategory } from '@/lib/media';
import { translator } from '@/lib/messages';
import { FORMAT_MIME, sniffFormat } from './inspect';

/** The folders of public/ whose images ship with the site, and the library category they get. */
const LOCAL_FOLDERS: readonly { folder: string; category: MediaCategory }[] = [
  { folder: 'hero', category: 'hero' },
  { folder: 'carrossel', category: 'carousel' },
];

// Any constant works: two registrations at once serialise on it, so the second adds nothing.
const REGISTER_LOCAL_LOCK_KEY = 7_061_994;

export type RegisterLocalOutcome = { ok: true; added: MediaGalleryRow[]; found: number } | { ok: false; message: string };

interface LocalImage {
  url: string;
  name: string;
  category: MediaCategory;
  size: number;
  mimeType: string;
  width: number;
  height: number;
}

// The public folder is deployed beside the server (the standalone bundle copies it): not traced.
async function localImages(publicDir: string): Promise<LocalImage[]> {
  const images: LocalImage[] = [];
  for (const { folder, category } of LOCAL_FOLDERS) {
    const names = await fs.readdir(path.join(/*turbopackIgnore: true*/ publicDir, folder)).catch(() => [] as string[]);
    for (const name of names.sort()) {
      const bytes = await fs.readFile(path.join(/*turbopackIgnore: true*/ publicDir, folder, name)).catch(() => null);
      const format = bytes ? sniffFormat(bytes) : null;
      if (!bytes || !format || format === 'svg') continue;
      const meta = await sharp(bytes).metadata().catch(() => null);
      if (!meta?.width || !meta.height) continue;
      images.push({ url: `/${folder}/${name}`, name, category, size: bytes.length, mimeType: FORMAT_MIME[format], width: meta.width, height: meta.height });
    }
  }
  return images;
}

/**
 * "Registrar Locais" (spec: registerLocal): each image shipped under public/hero and public/carrossel
 * becomes a media row tagged local:deployed (file_path null: the file belongs to the deployment, a
 * delete never removes it). Images already registered (same URL) are skipped: running it twice adds nothing.
 */
export async function registerLocal(db: Db, publicDir = path.join(/*turbopackIgnore: true*/ process.cwd(), 'public')): Promise<RegisterLocalOutcome> {
  const images = await localImages(publicDir);
  if (!images.length) return { ok: false, message: translator('media')('noLocalImages') };
  const added = await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${REGISTER_LOCAL_LOCK_KEY})`);
    const known = new Set(
      (await tx.select({ url: mediaGallery.fileUrl }).from(mediaGallery).where(inArray(mediaGallery.fileUrl, images.map((i) => i.url)))).map((r) => r.url),
    );
    const fresh = images.filter((i) => !known.has(i.url));
    if (!fresh.length) return [];
    return tx
      .insert(mediaGallery)
      .values(
        fresh.map((i) => ({
          name: i.name,
          fileUrl: i.url,
          filePath: null,
          fileSize: i.size,
          mimeType: i.mimeType,
          width: i.width,
          height: i.height,
          category: i.category,
          tags: [MEDIA_TAGS.localDeployed],
          altText: null,
        })),
      )
      .returning();
  });
  return { ok: true, added, found: images.length };
}
