import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { asc, eq, sql } from 'drizzle-orm';
import { createTestDatabase, type TestDatabase } from '../helpers/db';
import { memoryCookieJar } from '../helpers/auth';
import { solidPng } from '../helpers/images';
import * as s from '@/server/db/schema';

// The accommodations carousel's editor: domain functions and server actions as staff, on PGlite and
// PostgreSQL, and the public read that the home page shows (with its fallbacks).

const state = vi.hoisted(() => {
  process.env.STAFF_EMAILS = 'equipe@hotel.example';
  process.env.AUTH_PROVIDER = 'local';
  return { database: null as null | { db: unknown }, sessionToken: null as string | null, invalidated: [] as string[][] };
});

vi.mock('@/server/db', () => ({
  getDb: async () => state.database!.db,
  getDatabase: async () => state.database,
}));
vi.mock('@/server/auth/request-context', () => ({
  requestCookies: async () => memoryCookieJar(state.sessionToken ? { hotel_session: state.sessionToken } : {}),
  requestMeta: async () => ({ ip: '203.0.113.79', userAgent: 'vitest' }),
}));
vi.mock('@/server/email/after-response', () => ({ dispatchEmailsAfterResponse: () => {} }));
// Next's cache needs a request of the app: the reads run uncached (their fallback on failure, as
// publicRead does) and the test records which tags the actions expire.
vi.mock('@/server/cache', () => ({
  CACHE_TAGS: [],
  invalidate: () => {},
  invalidateFromAction: (...tags: string[]) => state.invalidated.push(tags),
  publicRead:
    <T,>(_key: string, _tags: string[], read: () => Promise<T>, fallback: (err: unknown) => T | Promise<T>) =>
    async () => {
      try {
        return await read();
      } catch (err) {
        return fallback(err);
      }
    },
}));
vi.mock('next/cache', () => ({ revalidatePath: () => {}, revalidateTag: () => {}, updateTag: () => {} }));

let database: TestDatabase;
let db: TestDatabase['db'];

beforeAll(async () => {
  database = await createTestDatabase();
  db = database.db;
  state.database = database;
  const { signUp } = await import('@/server/auth/users');
  const { createSession } = await import('@/server/auth/sessions');
  const staff = await signUp(db, { email: 'gerente.carrossel@example.com', password: 'senha-do-gerente', fullName: 'Gerente' });
  if (!staff.ok) throw new Error('staff not created');
  await db.update(s.profiles).set({ role: 'admin' }).where(sql`${s.profiles.userId} = ${staff.user.id}`);
  state.sessionToken = (await createSession(db, staff.user.id)).token;
});
afterAll(async () => {
  await database.close();
});
beforeEach(async () => {
  await db.delete(s.imageCarouselItems);
  await db.delete(s.imageCarousels);
  await db.delete(s.mediaGallery);
  state.invalidated = [];
});

async function media(name: string, category: s.MediaGalleryRow['category'] = 'gallery') {
  const [row] = await db.insert(s.mediaGallery).values({ name, fileUrl: `/media/${name}.webp`, category, altText: `Foto ${name}` }).returning();
  return row!;
}

/** A carousel with items whose sort_order is not 1..n (as data written elsewhere may be). */
async function carouselWith(names: string[], sortOrders = names.map((_, i) => (i + 1) * 10)) {
  const [carousel] = await db.insert(s.imageCarousels).values({ name: 'Carrossel', section: 'accommodations' }).returning();
  const items = [];
  for (const [i, name] of names.entries()) {
    const m = await media(name);
    const [item] = await db.insert(s.imageCarouselItems).values({ carouselId: carousel!.id, mediaId: m.id, title: name, sortOrder: sortOrders[i]! }).returning();
    items.push(item!);
  }
  return { carousel: carousel!, items };
}

const stored = () =>
  db
    .select({ title: s.imageCarouselItems.title, sortOrder: s.imageCarouselItems.sortOrder, isActive: s.imageCarouselItems.isActive })
    .from(s.imageCarouselItems)
    .orderBy(asc(s.imageCarouselItems.sortOrder));

const settings = { name: 'Carrossel de Acomodações Exclusivas', title: 'Nossos quartos', description: 'Fotos.', isActive: true, autoplay: true, autoplayDelay: 5000, showDots: true, showArrows: false };

describe('reordering', () => {
  it('swaps the item with its neighbour and renumbers sort_order from 1, stored', async () => {
    const { moveCarouselItem } = await import('@/server/carousel');
    const { items } = await carouselWith(['a', 'b', 'c', 'd'], [5, 7, 7, 20]);
    const outcome = await moveCarouselItem(db, items[2]!.id, 'up');
    expect(outcome.ok).toBe(true);
    if (outcome.ok) expect(outcome.data.items.map((i) => [i.title, i.sortOrder])).toEqual([['a', 1], ['c', 2], ['b', 3], ['d', 4]]);
    expect(await stored()).toEqual([
      { title: 'a', sortOrder: 1, isActive: true },
      { title: 'c', sortOrder: 2, isActive: true },
      { title: 'b', sortOrder: 3, isActive: true },
      { title: 'd', sortOrder: 4, isActive: true },
    ]);
    await moveCarouselItem(db, items[3]!.id, 'down');
    await moveCarouselItem(db, items[0]!.id, 'up');
    expect((await stored()).map((r) => r.title)).toEqual(['a', 'c', 'b', 'd']);
    await moveCarouselItem(db, items[0]!.id, 'down');
    expect((await stored()).map((r) => [r.title, r.sortOrder])).toEqual([['c', 1], ['a', 2], ['b', 3], ['d', 4]]);
  });

  it('keeps 1..n under concurrent moves (each applies whole, one after the other)', async () => {
    const { moveCarouselItem } = await import('@/server/carousel');
    const { items } = await carouselWith(['a', 'b', 'c', 'd', 'e']);
    const moves = items.flatMap((item) => [moveCarouselItem(db, item.id, 'up'), moveCarouselItem(db, item.id, 'down')]);
    const outcomes = await Promise.all(moves);
    expect(outcomes.every((o) => o.ok)).toBe(true);
    const rows = await stored();
    expect(rows.map((r) => r.sortOrder)).toEqual([1, 2, 3, 4, 5]);
    expect(new Set(rows.map((r) => r.title)).size).toBe(5);
  });

  it('answers the reorder failure for an item that is gone, through the action, with title Erro', async () => {
    const { moveCarouselItemAction } = await import('@/server/actions/admin-carousel');
    await carouselWith(['a']);
    const result = await moveCarouselItemAction({ id: '00000000-0000-4000-8000-000000000000', direction: 'up' });
    expect(result).toMatchObject({ ok: false, title: 'Erro' });
    expect(result.message).toMatch(/^Não foi possível reordenar os itens\. O carrossel mudou/);
    const bad = await moveCarouselItemAction({ id: 'x', direction: 'left' });
    expect(bad).toMatchObject({ ok: false, title: 'Erro' });
    expect(bad.message).toMatch(/^Não foi possível reordenar os itens\. /);
  });
});

describe('saving', () => {
  it('stores the settings and each item’s visibility, and expires the media tag', async () => {
    const { saveCarouselAction } = await import('@/server/actions/admin-carousel');
    const { carousel, items } = await carouselWith(['a', 'b', 'c']);
    const result = await saveCarouselAction({ ...settings, isActive: false, items: [{ id: items[1]!.id, isActive: false }, { id: items[2]!.id, isActive: true }] });
    expect(result).toMatchObject({ ok: true, title: 'Carrossel salvo' });
    expect(state.invalidated).toEqual([['media']]);
    const [row] = await db.select().from(s.imageCarousels).where(eq(s.imageCarousels.id, carousel.id));
    expect(row).toMatchObject({ title: 'Nossos quartos', description: 'Fotos.', isActive: false, autoplayDelay: 5000, showArrows: false, showDots: true });
    expect((await stored()).map((r) => [r.title, r.isActive])).toEqual([['a', true], ['b', false], ['c', true]]);
  });

  it.each([
    ['below the minimum', 999],
    ['zero', 0],
    ['not a step of 1000', 4500],
    ['not a number', 'rápido'],
  ])('refuses an autoplay delay %s, storing nothing', async (_label, autoplayDelay) => {
    const { saveCarouselAction } = await import('@/server/actions/admin-carousel');
    const { carousel } = await carouselWith(['a']);
    const result = await saveCarouselAction({ ...settings, autoplayDelay, items: [] });
    expect(result).toMatchObject({ ok: false, title: 'Erro' });
    expect(result.message).toMatch(/^Não foi possível salvar o carrossel\. O intervalo deve ser de pelo menos 1000 ms/);
    expect((result as { errors?: Record<string, string> }).errors?.autoplayDelay).toMatch(/pelo menos 1000 ms, em passos de 1000 ms/);
    expect(state.invalidated).toEqual([]);
    const [row] = await db.select().from(s.imageCarousels).where(eq(s.imageCarousels.id, carousel.id));
    expect(row!.autoplayDelay).toBe(4000);
  });

  it('accepts the minimum, 1000 ms, and creates the carousel with it when there is none', async () => {
    const { saveCarouselAction } = await import('@/server/actions/admin-carousel');
    const result = await saveCarouselAction({ ...settings, autoplayDelay: '1000', items: [] });
    expect(result.ok).toBe(true);
    const rows = await db.select().from(s.imageCarousels);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ section: 'accommodations', autoplayDelay: 1000 });
  });

  it('refuses a missing name and does not touch another carousel’s items', async () => {
    const { saveCarouselAction } = await import('@/server/actions/admin-carousel');
    const { items } = await carouselWith(['a']);
    const noName = await saveCarouselAction({ ...settings, name: '  ', items: [] });
    expect(noName).toMatchObject({ ok: false, errors: { name: 'Informe o nome do carrossel.' } });
    // An item of an older carousel of another section is not hidden by this one's Salvar.
    const [other] = await db.insert(s.imageCarousels).values({ name: 'Outro', section: 'hero', createdAt: new Date(Date.now() - 60_000) }).returning();
    const m = await media('z');
    const [foreign] = await db.insert(s.imageCarouselItems).values({ carouselId: other!.id, mediaId: m.id, title: 'z', sortOrder: 1 }).returning();
    await saveCarouselAction({ ...settings, items: [{ id: foreign!.id, isActive: false }, { id: items[0]!.id, isActive: false }] });
    const [foreignRow] = await db.select().from(s.imageCarouselItems).where(eq(s.imageCarouselItems.id, foreign!.id));
    expect(foreignRow!.isActive).toBe(true);
  });
});

describe('adding, removing, importing', () => {
  it('adds a library image at the end, visible; an unknown image gives the add failure', async () => {
    const { addCarouselItemAction } = await import('@/server/actions/admin-carousel');
    await carouselWith(['a', 'b'], [3, 9]);
    const m = await media('nova');
    const result = await addCarouselItemAction({ mediaId: m.id });
    expect(result).toMatchObject({ ok: true, title: 'Imagem adicionada' });
    expect(state.invalidated).toEqual([['media']]);
    expect((await stored()).map((r) => [r.title, r.sortOrder, r.isActive])).toEqual([['a', 1, true], ['b', 2, true], [null, 3, true]]);
    const missing = await addCarouselItemAction({ mediaId: '00000000-0000-4000-8000-000000000001' });
    expect(missing).toMatchObject({ ok: false, title: 'Erro' });
    expect(missing.message).toMatch(/^Não foi possível adicionar o item\. /);
  });

  it('removes an item (the image stays in the library) and renumbers the rest', async () => {
    const { removeCarouselItemAction } = await import('@/server/actions/admin-carousel');
    const { items } = await carouselWith(['a', 'b', 'c']);
    const result = await removeCarouselItemAction({ id: items[0]!.id });
    expect(result).toMatchObject({ ok: true, title: 'Imagem removida' });
    expect((await stored()).map((r) => [r.title, r.sortOrder])).toEqual([['b', 1], ['c', 2]]);
    expect(await db.select().from(s.mediaGallery)).toHaveLength(3);
    const again = await removeCarouselItemAction({ id: items[0]!.id });
    expect(again).toMatchObject({ ok: false, title: 'Erro' });
    expect(again.message).toMatch(/^Não foi possível remover o item\. /);
  });

  it('imports up to 3 sample items into an empty carousel, accommodation photos first, once', async () => {
    const { importSampleCarouselAction } = await import('@/server/actions/admin-carousel');
    await media('galeria', 'gallery');
    await media('quarto', 'rooms');
    await media('acomodacao', 'accommodations');
    await media('fachada', 'hero');
    await media('oculta', 'hidden');
    const result = await importSampleCarouselAction({});
    expect(result).toMatchObject({ ok: true, title: 'Dados de exemplo importados', message: '3 imagens adicionadas.' });
    expect((await stored()).map((r) => [r.title, r.sortOrder])).toEqual([['Foto acomodacao', 1], ['Foto quarto', 2], ['Foto fachada', 3]]);
    const again = await importSampleCarouselAction({});
    expect(again).toMatchObject({ ok: false, title: 'Erro' });
    expect(again.message).toMatch(/^Não foi possível importar dados de exemplo\. /);
    expect(await stored()).toHaveLength(3);
  });

  it('refuses the import with an empty library; refused writes create no carousel', async () => {
    const { importSampleCarouselAction, moveCarouselItemAction, removeCarouselItemAction } = await import('@/server/actions/admin-carousel');
    await media('oculta', 'hidden');
    const result = await importSampleCarouselAction({});
    expect(result).toMatchObject({ ok: false, title: 'Erro' });
    expect(result.message).toMatch(/^Não foi possível importar dados de exemplo\. Envie fotos na biblioteca/);
    const id = '00000000-0000-4000-8000-000000000002';
    expect((await moveCarouselItemAction({ id, direction: 'down' })).ok).toBe(false);
    expect((await removeCarouselItemAction({ id })).ok).toBe(false);
    expect(await db.select().from(s.imageCarousels)).toEqual([]);
  });
});

describe('Forçar usar local', () => {
  let publicDir: string;
  beforeEach(() => {
    publicDir = fs.mkdtempSync(path.join(os.tmpdir(), 'carousel-public-'));
  });

  it('replaces the items with the images of /carrossel/, at most 5, in file order', async () => {
    const { forceLocalItems } = await import('@/server/carousel');
    await carouselWith(['antiga']);
    fs.mkdirSync(path.join(publicDir, 'carrossel'));
    for (const n of [1, 2, 3, 4, 5, 6, 10]) fs.writeFileSync(path.join(publicDir, 'carrossel', `${n}.png`), await solidPng(40, 30));
    fs.writeFileSync(path.join(publicDir, 'carrossel', 'leia-me.txt'), 'não é imagem');
    const outcome = await forceLocalItems(db, publicDir);
    expect(outcome.ok).toBe(true);
    if (outcome.ok) expect(outcome.data.items.map((i) => i.media.thumbUrl)).toEqual(['/carrossel/1.png', '/carrossel/2.png', '/carrossel/3.png', '/carrossel/4.png', '/carrossel/5.png']);
    expect((await stored()).map((r) => r.sortOrder)).toEqual([1, 2, 3, 4, 5]);
    // Twice: the same items, no duplicate library rows.
    await forceLocalItems(db, publicDir);
    expect(await stored()).toHaveLength(5);
    expect(await db.select().from(s.mediaGallery).where(sql`${s.mediaGallery.fileUrl} like '/carrossel/%'`)).toHaveLength(7);
  });

  it('answers “Nenhuma imagem local encontrada” without touching the items when there is none', async () => {
    const { forceLocalItems } = await import('@/server/carousel');
    await carouselWith(['antiga']);
    const outcome = await forceLocalItems(db, publicDir);
    expect(outcome).toMatchObject({ ok: false, reason: 'noLocal' });
    if (!outcome.ok) expect(outcome.message).toMatch(/^Nenhuma imagem local encontrada\. /);
    expect((await stored()).map((r) => r.title)).toEqual(['antiga']);
  });
});

describe('the public carousel', () => {
  it('shows the visible items in the stored order with the settings, and nothing once switched off', async () => {
    const { getAccommodationsCarousel } = await import('@/server/media');
    const { moveCarouselItemAction, saveCarouselAction } = await import('@/server/actions/admin-carousel');
    const { items } = await carouselWith(['a', 'b', 'c']);
    await moveCarouselItemAction({ id: items[2]!.id, direction: 'up' });
    await saveCarouselAction({ ...settings, autoplayDelay: 6000, items: [{ id: items[0]!.id, isActive: false }] });
    const shown = await getAccommodationsCarousel();
    expect(shown).toMatchObject({ autoplayDelay: 6000, showArrows: false, showDots: true, title: 'Nossos quartos' });
    expect(shown!.slides.map((slide) => slide.title)).toEqual(['c', 'b']);
    await saveCarouselAction({ ...settings, isActive: false, items: [] });
    expect(await getAccommodationsCarousel()).toBeNull();
  });

  it('falls back to the demo carousel on network and permission errors, to none on others', async () => {
    const { accommodationsCarouselFallback } = await import('@/server/media');
    const publicDir = fs.mkdtempSync(path.join(os.tmpdir(), 'carousel-fallback-'));
    fs.mkdirSync(path.join(publicDir, 'carrossel'));
    for (const n of [10, 1, 2, 3, 4, 5, 6]) fs.writeFileSync(path.join(publicDir, 'carrossel', `${n}.webp`), 'x');
    const network = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' });
    const demo = await accommodationsCarouselFallback(network, publicDir);
    expect(demo).toMatchObject({ autoplay: true, autoplayDelay: 5000 });
    expect(demo!.slides.map((slide) => slide.url)).toEqual(['/carrossel/1.webp', '/carrossel/2.webp', '/carrossel/3.webp', '/carrossel/4.webp', '/carrossel/5.webp']);
    const permission = Object.assign(new Error('permission denied for table image_carousels'), { code: '42501' });
    expect((await accommodationsCarouselFallback(permission, publicDir))!.slides).toHaveLength(5);
    const other = Object.assign(new Error('relation "image_carousels" does not exist'), { code: '42P01' });
    expect(await accommodationsCarouselFallback(other, publicDir)).toBeNull();
    // No local images: the demo carousel has no slides (the section shows its heading only).
    expect((await accommodationsCarouselFallback(network, path.join(publicDir, 'nada')))!.slides).toEqual([]);
  });
});
