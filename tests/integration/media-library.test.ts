import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { createTestDatabase, databaseSnapshot, type TestDatabase } from '../helpers/db';
import { solidPng } from '../helpers/images';
import * as s from '@/server/db/schema';
import { localDiskStorage } from '@/server/storage/local-disk';
import { uploadMedia } from '@/server/media/upload';
import { deleteMedia, mediaUsage } from '@/server/media/delete';
import { listMedia, mediaRowsByIds, mediaSrcSet, mediaStats, updateMedia } from '@/server/media/library';
import { registerLocal } from '@/server/media/register-local';
import { activeSectionBackgrounds, removeSectionBackground, setSectionBackground } from '@/server/media/backgrounds';
import type { MediaPorts } from '@/server/media/ports';

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

async function clearAll() {
  for (const t of [s.imageCarouselItems, s.imageCarousels, s.sectionBackgrounds, s.roomTypes, s.hotelServices, s.leisureActivities, s.siteContent, s.qrCentroEventosPhotos, s.qrCentroEventos, s.qrCardapioItems, s.mediaGallery]) await db.delete(t);
  fs.rmSync(root, { recursive: true, force: true });
}

async function upload(name: string, category = 'gallery') {
  const outcome = await uploadMedia(db, { bytes: await solidPng(900, 600), fileName: name, category }, ports);
  if (!outcome.ok) throw new Error(outcome.message);
  return outcome.media;
}

/** The image used everywhere the spec's delete order names, and a second image sharing the galleries. */
async function useEverywhere(media: s.MediaGalleryRow, other: s.MediaGalleryRow) {
  const [carousel] = await db.insert(s.imageCarousels).values({ name: 'Acomodações' }).returning();
  await db.insert(s.imageCarouselItems).values([{ carouselId: carousel!.id, mediaId: media.id }, { carouselId: carousel!.id, mediaId: other.id }]);
  await db.insert(s.sectionBackgrounds).values({ section: 'hero', mediaId: media.id });
  await db.insert(s.roomTypes).values({ name: 'Luxo', featuredImageId: media.id, galleryImages: [other.id, media.id] });
  await db.insert(s.hotelServices).values({ title: 'Piscina', galleryImages: [media.id] });
  await db.insert(s.leisureActivities).values({ title: 'Tênis', featuredImageId: media.id });
  await db.insert(s.siteContent).values([
    { section: 'hero', contentKey: 'image', contentValue: media.fileUrl, contentType: 'image' },
    { section: 'leisure', contentKey: 'image', contentValue: media.variants.at(-1)!.url, contentType: 'image' },
    { section: 'hero', contentKey: 'title', contentValue: media.fileUrl, contentType: 'text' },
  ]);
  await db.insert(s.qrCardapioItems).values({ name: 'Pão de queijo', mediaId: media.id });
  const [evento] = await db.insert(s.qrCentroEventos).values({ title: 'Salão', mediaId: media.id }).returning();
  await db.insert(s.qrCentroEventosPhotos).values({ eventoId: evento!.id, mediaId: media.id, caption: 'Palco' });
}

const filesOf = (m: s.MediaGalleryRow) => [m.filePath!, ...m.variants.map((v) => v.path)].map((k) => path.join(root, k));

describe('deleting a media (spec "Media delete order")', () => {
  beforeEach(clearAll);

  it('clears every reference, deletes the row, then its files; shows where it was used first', async () => {
    const media = await upload('piscina.png');
    const other = await upload('quarto.png');
    await useEverywhere(media, other);
    const usage = await mediaUsage(db, media.id);
    expect([...new Set(usage.map((u) => u.table))]).toEqual([
      'image_carousel_items', 'section_backgrounds', 'room_types', 'hotel_services', 'leisure_activities', 'site_content', 'qr_cardapio_items', 'qr_centro_eventos', 'qr_centro_eventos_photos',
    ]);
    expect(usage.find((u) => u.table === 'room_types')?.label).toBe('Luxo');
    expect(usage.filter((u) => u.table === 'site_content').map((u) => u.label).sort()).toEqual(['hero.image', 'leisure.image']);

    const outcome = await deleteMedia(db, media.id, ports);
    expect(outcome.ok).toBe(true);
    expect(await db.select().from(s.mediaGallery).where(eq(s.mediaGallery.id, media.id))).toEqual([]);
    expect((await db.select().from(s.imageCarouselItems)).map((i) => i.mediaId)).toEqual([other.id]);
    expect(await db.select({ mediaId: s.sectionBackgrounds.mediaId, isActive: s.sectionBackgrounds.isActive }).from(s.sectionBackgrounds)).toEqual([{ mediaId: null, isActive: false }]);
    expect(await db.select({ f: s.roomTypes.featuredImageId, g: s.roomTypes.galleryImages }).from(s.roomTypes)).toEqual([{ f: null, g: [other.id] }]);
    expect(await db.select({ g: s.hotelServices.galleryImages }).from(s.hotelServices)).toEqual([{ g: [] }]);
    expect(await db.select({ f: s.leisureActivities.featuredImageId }).from(s.leisureActivities)).toEqual([{ f: null }]);
    const content = await db.select({ key: s.siteContent.contentKey, type: s.siteContent.contentType, value: s.siteContent.contentValue }).from(s.siteContent).orderBy(s.siteContent.section, s.siteContent.contentKey);
    expect(content).toEqual([
      { key: 'image', type: 'image', value: '' },
      { key: 'title', type: 'text', value: media.fileUrl },
      { key: 'image', type: 'image', value: '' },
    ]);
    expect(await db.select({ m: s.qrCardapioItems.mediaId }).from(s.qrCardapioItems)).toEqual([{ m: null }]);
    expect(await db.select({ m: s.qrCentroEventos.mediaId }).from(s.qrCentroEventos)).toEqual([{ m: null }]);
    expect(await db.select().from(s.qrCentroEventosPhotos)).toEqual([]);
    expect(await mediaUsage(db, media.id)).toEqual([]);
    for (const file of filesOf(media)) expect(fs.existsSync(file)).toBe(false);
    for (const file of filesOf(other)) expect(fs.existsSync(file)).toBe(true);
  });

  it('a failure midway changes nothing: every reference, the row and the files stay', async () => {
    const media = await upload('piscina.png');
    const other = await upload('quarto.png');
    await useEverywhere(media, other);
    const before = await databaseSnapshot(db);
    await db.execute(sql.raw(`create function fail_leisure() returns trigger language plpgsql as $$ begin raise exception 'falha no meio'; end $$`));
    await db.execute(sql.raw('create trigger fail_leisure before update on leisure_activities for each row execute function fail_leisure()'));
    try {
      await expect(deleteMedia(db, media.id, ports)).rejects.toThrow();
    } finally {
      await db.execute(sql.raw('drop trigger fail_leisure on leisure_activities'));
      await db.execute(sql.raw('drop function fail_leisure()'));
    }
    expect(await databaseSnapshot(db)).toEqual(before);
    for (const file of filesOf(media)) expect(fs.existsSync(file)).toBe(true);
  });

  it('a reference the delete does not know: retried once, then "Imagem ainda em uso" naming the table, nothing changed', async () => {
    const media = await upload('piscina.png');
    await useEverywhere(media, await upload('quarto.png'));
    await db.execute(sql.raw('create table galeria_extra (id serial primary key, media_id uuid references media_gallery(id))'));
    try {
      await db.execute(sql`insert into galeria_extra (media_id) values (${media.id})`);
      const before = await databaseSnapshot(db);
      expect(await deleteMedia(db, media.id, ports)).toEqual({ ok: false, reason: 'in_use', message: 'Imagem ainda em uso: image_carousel_items, section_backgrounds, room_types, hotel_services, leisure_activities, site_content, qr_cardapio_items, qr_centro_eventos, qr_centro_eventos_photos, galeria_extra', tables: expect.any(Array) });
      expect(await databaseSnapshot(db)).toEqual(before);
      for (const file of filesOf(media)) expect(fs.existsSync(file)).toBe(true);
    } finally {
      await db.execute(sql.raw('drop table galeria_extra'));
    }
  });

  it('two deletes of one image at once: one deletes it, the other finds it gone', async () => {
    const media = await upload('piscina.png');
    await useEverywhere(media, await upload('quarto.png'));
    const outcomes = await Promise.all([deleteMedia(db, media.id, ports), deleteMedia(db, media.id, ports)]);
    expect(outcomes.map((o) => o.ok).sort()).toEqual([false, true]);
    expect(outcomes.find((o) => !o.ok)).toEqual({ ok: false, reason: 'not_found', message: 'Imagem não encontrada.' });
    expect(await mediaUsage(db, media.id)).toEqual([]);
  });

  it('a row registered from public/ keeps its file (it belongs to the deployment)', async () => {
    const publicDir = path.join(database.dir, 'public');
    fs.mkdirSync(path.join(publicDir, 'hero'), { recursive: true });
    fs.writeFileSync(path.join(publicDir, 'hero', 'hero.webp'), await solidPng(40, 20));
    const registered = await registerLocal(db, publicDir);
    expect(registered.ok && registered.added.length).toBe(1);
    if (!registered.ok) return;
    expect((await deleteMedia(db, registered.added[0]!.id, ports)).ok).toBe(true);
    expect(fs.existsSync(path.join(publicDir, 'hero', 'hero.webp'))).toBe(true);
  });
});

describe('the library', () => {
  beforeEach(clearAll);

  it('lists by sort_order then newest, filters by category, featured and text; counts per category', async () => {
    const a = await upload('fachada.png', 'hero');
    const b = await upload('cafe.png', 'gallery');
    const c = await upload('quarto.png', 'gallery');
    expect((await listMedia(db)).map((m) => m.id)).toEqual([c.id, b.id, a.id]);
    const saved = await updateMedia(db, b.id, { name: 'Café colonial', description: 'Mesa do café da manhã', altText: 'Pães e frutas sobre a mesa', category: 'gallery', filters: ['cafe', 'cafe'], isFeatured: true, sortOrder: 0 });
    expect(saved.ok && saved.media.tags).toEqual(['optimized:webp', 'variants:4', 'filter:cafe']);
    const again = await updateMedia(db, b.id, { name: 'Café colonial', description: '', altText: 'Pães', category: 'gallery', filters: ['outras'], isFeatured: true, sortOrder: 0 });
    expect(again.ok && again.media).toMatchObject({ tags: ['optimized:webp', 'variants:4', 'filter:outras'], description: null });
    await updateMedia(db, a.id, { name: 'Fachada', description: '', altText: '', category: 'hero', filters: [], isFeatured: false, sortOrder: 5 });
    expect((await listMedia(db)).map((m) => m.id)).toEqual([c.id, b.id, a.id]);
    expect((await listMedia(db, { category: 'gallery' })).map((m) => m.id)).toEqual([c.id, b.id]);
    expect((await listMedia(db, { featured: true })).map((m) => m.id)).toEqual([b.id]);
    expect((await listMedia(db, { search: 'COLONIAL' })).map((m) => m.id)).toEqual([b.id]);
    expect((await listMedia(db, { search: 'ães' })).map((m) => m.id)).toEqual([b.id]);
    expect(await listMedia(db, { search: '%' })).toEqual([]);
    const stats = await mediaStats(db);
    expect(stats).toMatchObject({ total: 3, featured: 1 });
    expect(stats.byCategory).toMatchObject({ hero: 1, gallery: 2, rooms: 0 });
  });

  it('refuses bad edits with Portuguese messages and changes nothing', async () => {
    const a = await upload('a.png');
    const before = await databaseSnapshot(db);
    const outcome = await updateMedia(db, a.id, { name: '  ', description: '', altText: '', category: 'cozinha' as 'gallery', filters: ['piscina' as 'cafe'], isFeatured: false, sortOrder: -1 });
    expect(outcome.ok).toBe(false);
    if (outcome.ok || outcome.reason !== 'invalid') return;
    expect(Object.keys(outcome.fieldErrors).sort()).toEqual(['category', 'filters', 'name', 'sortOrder']);
    expect(outcome.fieldErrors.name).toBe('Informe o nome da imagem.');
    expect(await databaseSnapshot(db)).toEqual(before);
    expect(await updateMedia(db, '00000000-0000-0000-0000-000000000000', { name: 'x', description: '', altText: '', category: 'gallery', filters: [], isFeatured: false, sortOrder: 0 })).toMatchObject({ ok: false, reason: 'not_found' });
  });

  it('batch lookups drop blank, duplicate and malformed ids; srcset from the stored variants', async () => {
    const a = await upload('a.png');
    const b = await upload('b.png');
    const rows = await mediaRowsByIds(db, [a.id, '', '  ', null, undefined, a.id, b.id, 'nao-e-uuid']);
    expect(rows.map((r) => r.id)).toEqual([b.id, a.id]);
    expect(mediaSrcSet(a)).toBe(a.variants.slice().reverse().map((v) => `${v.url} ${v.width}w`).join(', '));
    expect(mediaSrcSet(a)).toMatch(/-480w\.webp 480w, .*-900w\.webp 900w$/);
    expect(mediaSrcSet({ fileUrl: 'https://ik.imagekit.io/hotel/a.jpg', width: 1000, variants: [], cdnFileId: 'f1' })).toBe(
      'https://ik.imagekit.io/hotel/a.jpg?tr=w-320 320w, https://ik.imagekit.io/hotel/a.jpg?tr=w-640 640w, https://ik.imagekit.io/hotel/a.jpg?tr=w-960 960w, https://ik.imagekit.io/hotel/a.jpg 1000w',
    );
    expect(mediaSrcSet({ fileUrl: '/hero/hero.webp', width: 1920, variants: [], cdnFileId: null })).toBeNull();

    // The public lookup: a missing media gets the placeholder record, shown as unavailable.
    const { mediaByIds } = await import('@/server/media');
    const missing = '00000000-0000-4000-8000-000000000000';
    const photos = await mediaByIds(db, [a.id, '', null, a.id, missing]);
    expect([...photos.keys()].sort()).toEqual([a.id, missing].sort());
    expect(photos.get(missing)).toEqual({ id: missing, url: '', alt: 'Imagem do Hotel', width: null, height: null });
    expect(photos.get(a.id)).toMatchObject({ url: a.fileUrl, srcSet: mediaSrcSet(a), filters: [] });
  });

  it('registerLocal registers public/hero and public/carrossel once (local:deployed); none found is said so', async () => {
    const publicDir = path.join(database.dir, 'public-local');
    expect(await registerLocal(db, publicDir)).toEqual({ ok: false, message: 'Nenhuma imagem local encontrada' });
    fs.mkdirSync(path.join(publicDir, 'hero'), { recursive: true });
    fs.mkdirSync(path.join(publicDir, 'carrossel'), { recursive: true });
    fs.writeFileSync(path.join(publicDir, 'hero', 'hero.webp'), await solidPng(60, 30));
    fs.writeFileSync(path.join(publicDir, 'carrossel', '1.webp'), await solidPng(80, 40));
    fs.writeFileSync(path.join(publicDir, 'carrossel', 'leia-me.txt'), 'não é imagem');
    const [first, second] = await Promise.all([registerLocal(db, publicDir), registerLocal(db, publicDir)]);
    const added = [first, second].flatMap((o) => (o.ok ? o.added : []));
    expect(added.map((m) => [m.fileUrl, m.category, m.tags, m.width, m.mimeType, m.filePath]).sort()).toEqual([
      ['/carrossel/1.webp', 'carousel', ['local:deployed'], 80, 'image/png', null],
      ['/hero/hero.webp', 'hero', ['local:deployed'], 60, 'image/png', null],
    ]);
    expect(await registerLocal(db, publicDir)).toMatchObject({ ok: true, added: [], found: 2 });
  });

  it('section backgrounds: set (upsert, active), replace, remove (inactive)', async () => {
    const a = await upload('a.png');
    const b = await upload('b.png');
    expect(await setSectionBackground(db, 'hero', a.id)).toEqual({ ok: true });
    expect(await setSectionBackground(db, 'hero', b.id)).toEqual({ ok: true });
    expect((await activeSectionBackgrounds(db)).get('hero')?.id).toBe(b.id);
    expect(await removeSectionBackground(db, 'hero')).toEqual({ ok: true });
    expect((await activeSectionBackgrounds(db)).size).toBe(0);
    expect(await db.select({ section: s.sectionBackgrounds.section, mediaId: s.sectionBackgrounds.mediaId, isActive: s.sectionBackgrounds.isActive }).from(s.sectionBackgrounds)).toEqual([{ section: 'hero', mediaId: b.id, isActive: false }]);
    expect(await setSectionBackground(db, 'rodape', a.id)).toEqual({ ok: false, reason: 'invalid', message: 'Seção desconhecida.' });
    expect(await setSectionBackground(db, 'hero', '00000000-0000-0000-0000-000000000000')).toMatchObject({ ok: false, reason: 'not_found' });
  });
});
