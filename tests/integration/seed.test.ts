import fs from 'node:fs';
import path from 'node:path';
import { asc, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '@/server/db/client';
import * as schema from '@/server/db/schema';
import { resetDatabase, seedIfEmpty } from '@/server/db/seed';
import { localDiskStorage } from '@/server/storage/local-disk';
import { createTestDatabase, scratchDatabase, type TestDatabase } from '../helpers/db';

let database: TestDatabase;
let mediaDir: string;
let seeded: boolean;

async function counts() {
  const tables = ['room_types', 'hotel_services', 'media_gallery', 'hotel_info', 'site_content', 'video_site', 'reviews', 'image_carousels', 'image_carousel_items'];
  const out: Record<string, number> = {};
  for (const t of tables) {
    const rows = await database.runInTransaction((run) => run.query<{ n: number }>(`select count(*)::int as n from ${t}`));
    out[t] = rows[0]?.n ?? -1;
  }
  return out;
}

beforeAll(async () => {
  database = await createTestDatabase();
  mediaDir = path.join(database.dir, 'media');
  seeded = await seedIfEmpty(database, localDiskStorage(mediaDir));
});
afterAll(async () => {
  await database?.close();
});

describe('seedIfEmpty', () => {
  it('seeds an empty database', () => {
    expect(seeded).toBe(true);
  });

  it('loads nine room types priced 205 to 440 with 66 apartments', async () => {
    const rooms = await database.db.select().from(schema.roomTypes).orderBy(asc(schema.roomTypes.basePrice));
    expect(rooms).toHaveLength(9);
    expect(rooms[0]?.basePrice).toBe(205);
    expect(rooms.at(-1)?.basePrice).toBe(440);
    expect(rooms.reduce((sum, r) => sum + r.availableCount, 0)).toBe(66);
    expect(new Set(rooms.map((r) => r.bedType))).toEqual(new Set(['solteiro', 'casal', 'duplo_solteiro', 'triplo', 'quadruplo']));
    for (const r of rooms) {
      expect(r.availableCount).toBeGreaterThan(0);
      expect(r.features.length).toBeGreaterThanOrEqual(4);
      expect(r.galleryImages.length).toBeGreaterThan(0);
      expect(r.galleryImages.length).toBeLessThanOrEqual(4);
      expect(r.featuredImageId).toBe(r.galleryImages[0]);
    }
  });

  it('loads the 8 services in order with their icons', async () => {
    const services = await database.db.select().from(schema.hotelServices).orderBy(asc(schema.hotelServices.sortOrder));
    expect(services.map((s) => s.title)).toEqual([
      'Apartamentos Confortáveis',
      'Piscina e Quadra de Tênis',
      'Centro de Eventos',
      'Café Colonial',
      'Wifi',
      'Serviço de Quarto',
      'Estacionamento',
      'Sala de Reunião',
    ]);
    expect(services.map((s) => s.icon)).toEqual(['Home', 'Waves', 'Calendar', 'Coffee', 'Wifi', 'Phone', 'Car', 'Users']);
  });

  it('loads hotel info and the default theme colours', async () => {
    const info = Object.fromEntries((await database.db.select().from(schema.hotelInfo)).map((r) => [r.key, r.value]));
    expect(info.total_rooms).toBe('66');
    expect(info.children_age_policy).toBe('7');
    expect(info.address).toContain('Água Boa - MT');
    const theme = Object.fromEntries(
      (await database.db.select().from(schema.siteContent).where(sql`${schema.siteContent.section} = 'theme_colors'`)).map((r) => [r.contentKey, r.contentValue]),
    );
    expect(theme).toEqual({ primary: '25 60% 30%', secondary: '40 20% 64%', accent: '35 45% 40%', success: '75 25% 35%', background: '40 25% 94%' });
  });

  it('stores valid webp images for every media row', async () => {
    const media = await database.db.select().from(schema.mediaGallery);
    expect(media.length).toBeGreaterThanOrEqual(8 + 9 * 2 + 8);
    for (const m of media) {
      expect(m.fileUrl).toBe(`/media/${m.filePath}`);
      expect(m.tags).toContain('local:deployed');
      const file = path.join(mediaDir, m.filePath!);
      expect(fs.statSync(file).size).toBe(m.fileSize);
      const meta = await sharp(file).metadata();
      expect(meta.format).toBe('webp');
      expect([meta.width, meta.height]).toEqual([m.width, m.height]);
    }
  });

  it('does nothing the second time', async () => {
    const before = await counts();
    expect(await seedIfEmpty(database, localDiskStorage(mediaDir))).toBe(false);
    expect(await counts()).toEqual(before);
  });

  it.runIf(process.env.TEST_DB_KIND === 'postgres')('seeds once when two processes start at once', async () => {
    const scratch = await scratchDatabase();
    const [a, b] = await Promise.all([openDatabase(scratch.options), openDatabase(scratch.options)]);
    const results = await Promise.all([seedIfEmpty(a, localDiskStorage(mediaDir)), seedIfEmpty(b, localDiskStorage(mediaDir))]);
    expect(results.filter(Boolean)).toHaveLength(1);
    expect(await a.db.$count(schema.roomTypes)).toBe(9);
    await Promise.all([a.close(), b.close()]);
    await scratch.drop();
  });

  it('resetDatabase empties the tables and the seed runs again', async () => {
    await resetDatabase(database);
    expect((await counts()).room_types).toBe(0);
    expect(await seedIfEmpty(database, localDiskStorage(mediaDir))).toBe(true);
    expect((await counts()).room_types).toBe(9);
  });
});
