import 'server-only';
import path from 'node:path';
import { and, asc, desc, eq, inArray, like, sql } from 'drizzle-orm';
import type { Db } from '@/server/db';
import { imageCarouselItems, imageCarousels, mediaGallery, type ImageCarouselRow } from '@/server/db/schema';
import { registerLocal } from '@/server/media/register-local';
import {
  ACCOMMODATIONS_SECTION,
  LOCAL_CAROUSEL_SLOTS,
  NEW_CAROUSEL_DELAY,
  SAMPLE_IMPORT_MAX,
  carouselFailureText,
  type CarouselEditorData,
  type CarouselEditorItem,
  type CarouselFailureKind,
  type CarouselOperation,
  type CarouselSaveInput,
  type CarouselSettings,
} from '@/lib/carousel';
import { pickedMedia } from '@/lib/media';
import { translator } from '@/lib/messages';

// The accommodations carousel as staff edit it (staff-and-platform.md §2, §4, §7): one carousel of
// section 'accommodations' (the newest, as the public read picks it), created on the first write
// with the spec's defaults. Every write takes one advisory lock, so two staff members' reorders,
// additions and saves apply one after the other and sort_order stays 1..n.

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

const CAROUSEL_LOCK_KEY = 7_061_995;

/** Library categories the sample import takes its images from, in this order of preference. */
const SAMPLE_CATEGORIES = ['accommodations', 'rooms', 'carousel', 'hero', 'gallery'] as const;

export type CarouselOutcome = { ok: true; data: CarouselEditorData; count?: number } | { ok: false; reason: CarouselFailureKind; message: string };

const refused = (operation: CarouselOperation, reason: CarouselFailureKind): CarouselOutcome => ({ ok: false, reason, message: carouselFailureText(operation, reason) });

function defaultSettings(): CarouselSettings {
  return {
    name: translator('adminCarousel')('defaultName'),
    title: '',
    description: '',
    isActive: true,
    autoplay: true,
    autoplayDelay: NEW_CAROUSEL_DELAY,
    showDots: true,
    showArrows: true,
  };
}

function settingsOf(c: ImageCarouselRow): CarouselSettings {
  return {
    name: c.name,
    title: c.title ?? '',
    description: c.description ?? '',
    isActive: c.isActive,
    autoplay: c.autoplay,
    autoplayDelay: c.autoplayDelay,
    showDots: c.showDots,
    showArrows: c.showArrows,
  };
}

async function currentCarousel(db: Db | Tx): Promise<ImageCarouselRow | undefined> {
  const [row] = await db.select().from(imageCarousels).where(eq(imageCarousels.section, ACCOMMODATIONS_SECTION)).orderBy(desc(imageCarousels.createdAt)).limit(1);
  return row;
}

/** Inside a write: the lock, then the carousel (undefined when there is none yet). */
async function lockCarousel(tx: Tx): Promise<ImageCarouselRow | undefined> {
  await tx.execute(sql`select pg_advisory_xact_lock(${CAROUSEL_LOCK_KEY})`);
  return currentCarousel(tx);
}

/** Inside a write that stores something: the locked carousel, created with the defaults when there is none. */
async function lockedCarousel(tx: Tx): Promise<ImageCarouselRow> {
  const existing = await lockCarousel(tx);
  if (existing) return existing;
  const [created] = await tx
    .insert(imageCarousels)
    .values({ ...defaultSettings(), title: null, description: null, section: ACCOMMODATIONS_SECTION })
    .returning();
  return created!;
}

async function itemsOf(db: Db | Tx, carouselId: string): Promise<CarouselEditorItem[]> {
  const rows = await db
    .select({
      id: imageCarouselItems.id,
      title: imageCarouselItems.title,
      sortOrder: imageCarouselItems.sortOrder,
      isActive: imageCarouselItems.isActive,
      mediaId: mediaGallery.id,
      name: mediaGallery.name,
      altText: mediaGallery.altText,
      fileUrl: mediaGallery.fileUrl,
      variants: mediaGallery.variants,
    })
    .from(imageCarouselItems)
    .innerJoin(mediaGallery, eq(mediaGallery.id, imageCarouselItems.mediaId))
    .where(eq(imageCarouselItems.carouselId, carouselId))
    .orderBy(asc(imageCarouselItems.sortOrder), asc(imageCarouselItems.createdAt), asc(imageCarouselItems.id));
  return rows.map((r) => ({
    id: r.id,
    title: r.title,
    sortOrder: r.sortOrder,
    isActive: r.isActive,
    media: pickedMedia({ id: r.mediaId, name: r.name, altText: r.altText, fileUrl: r.fileUrl, variants: r.variants }),
  }));
}

async function editorData(db: Db | Tx, carousel: ImageCarouselRow): Promise<CarouselEditorData> {
  return { settings: settingsOf(carousel), items: await itemsOf(db, carousel.id) };
}

/** The editor's data: the carousel and its items in order; a carousel not yet created shows the defaults of a new one. */
export async function loadCarouselEditor(db: Db): Promise<CarouselEditorData> {
  const carousel = await currentCarousel(db);
  return carousel ? editorData(db, carousel) : { settings: defaultSettings(), items: [] };
}

/** sort_order 1..n in the given order, written item by item where it changed. */
async function renumber(tx: Tx, items: readonly { id: string; sortOrder: number }[]) {
  for (const [index, item] of items.entries()) {
    if (item.sortOrder !== index + 1) await tx.update(imageCarouselItems).set({ sortOrder: index + 1, updatedAt: new Date() }).where(eq(imageCarouselItems.id, item.id));
  }
}

/** Salvar: the settings and each listed item's visibility (items of other carousels are left alone). */
export async function saveCarousel(db: Db, input: CarouselSaveInput): Promise<CarouselOutcome> {
  const data = await db.transaction(async (tx) => {
    const carousel = await lockedCarousel(tx);
    const { items, ...settings } = input;
    const [saved] = await tx
      .update(imageCarousels)
      .set({ ...settings, title: settings.title || null, description: settings.description || null, updatedAt: new Date() })
      .where(eq(imageCarousels.id, carousel.id))
      .returning();
    for (const visible of [true, false]) {
      const ids = items.filter((i) => i.isActive === visible).map((i) => i.id);
      if (ids.length)
        await tx
          .update(imageCarouselItems)
          .set({ isActive: visible, updatedAt: new Date() })
          .where(and(eq(imageCarouselItems.carouselId, carousel.id), inArray(imageCarouselItems.id, ids)));
    }
    return editorData(tx, saved!);
  });
  return { ok: true, data };
}

/** Moves an item one place up or down: the two swap and the whole list is renumbered from 1. */
export async function moveCarouselItem(db: Db, itemId: string, direction: 'up' | 'down'): Promise<CarouselOutcome> {
  return db.transaction(async (tx) => {
    const carousel = await lockCarousel(tx);
    const items = carousel ? await itemsOf(tx, carousel.id) : [];
    const from = items.findIndex((i) => i.id === itemId);
    if (!carousel || from < 0) return refused('reorder', 'stale');
    const to = direction === 'up' ? from - 1 : from + 1;
    if (to >= 0 && to < items.length) [items[from], items[to]] = [items[to]!, items[from]!];
    await renumber(tx, items);
    return { ok: true, data: await editorData(tx, carousel) };
  });
}

/** Adds a library image at the end of the carousel, visible. */
export async function addCarouselItem(db: Db, mediaId: string): Promise<CarouselOutcome> {
  return db.transaction(async (tx) => {
    const [media] = await tx.select({ id: mediaGallery.id }).from(mediaGallery).where(eq(mediaGallery.id, mediaId));
    if (!media) return refused('add', 'stale');
    const carousel = await lockedCarousel(tx);
    const items = await itemsOf(tx, carousel.id);
    await renumber(tx, items);
    await tx.insert(imageCarouselItems).values({ carouselId: carousel.id, mediaId, sortOrder: items.length + 1, isActive: true });
    return { ok: true, data: await editorData(tx, carousel) };
  });
}

/** Removes an item from the carousel (the image stays in the library); the rest is renumbered from 1. */
export async function removeCarouselItem(db: Db, itemId: string): Promise<CarouselOutcome> {
  return db.transaction(async (tx) => {
    const carousel = await lockCarousel(tx);
    if (!carousel) return refused('remove', 'stale');
    const deleted = await tx
      .delete(imageCarouselItems)
      .where(and(eq(imageCarouselItems.id, itemId), eq(imageCarouselItems.carouselId, carousel.id)))
      .returning({ id: imageCarouselItems.id });
    if (!deleted.length) return refused('remove', 'stale');
    await renumber(tx, await itemsOf(tx, carousel.id));
    return { ok: true, data: await editorData(tx, carousel) };
  });
}

/**
 * 'Importar Dados de Exemplo': an empty carousel gets up to 3 library images (accommodation and room
 * photos first), visible, in order. A carousel that already has items is left as it is.
 */
export async function importSampleItems(db: Db): Promise<CarouselOutcome> {
  return db.transaction(async (tx) => {
    const existing = await lockCarousel(tx);
    if (existing && (await itemsOf(tx, existing.id)).length) return refused('importSample', 'stale');
    const priority = sql`array_position(array[${sql.join(
      SAMPLE_CATEGORIES.map((c) => sql`${c}`),
      sql`, `,
    )}]::text[], ${mediaGallery.category})`;
    const media = await tx
      .select({ id: mediaGallery.id, alt: mediaGallery.altText })
      .from(mediaGallery)
      .where(inArray(mediaGallery.category, [...SAMPLE_CATEGORIES]))
      .orderBy(priority, asc(mediaGallery.sortOrder), desc(mediaGallery.createdAt), asc(mediaGallery.id))
      .limit(SAMPLE_IMPORT_MAX);
    if (!media.length) return refused('importSample', 'noMedia');
    const carousel = await lockedCarousel(tx);
    await tx.insert(imageCarouselItems).values(media.map((m, i) => ({ carouselId: carousel.id, mediaId: m.id, title: m.alt, sortOrder: i + 1, isActive: true })));
    return { ok: true, data: await editorData(tx, carousel), count: media.length };
  });
}

/**
 * 'Forçar usar local': the images shipped under public/carrossel/ are registered in the library
 * (once) and become the carousel's items, at most 5, in file order; the previous items are removed.
 */
export async function forceLocalItems(db: Db, publicDir = path.join(process.cwd(), 'public')): Promise<CarouselOutcome> {
  const registered = await registerLocal(db, publicDir);
  if (!registered.ok) return refused('noLocalImages', 'noLocal');
  return db.transaction(async (tx) => {
    const local = await tx.select({ id: mediaGallery.id, url: mediaGallery.fileUrl }).from(mediaGallery).where(like(mediaGallery.fileUrl, '/carrossel/%'));
    if (!local.length) return refused('noLocalImages', 'noLocal');
    const carousel = await lockedCarousel(tx);
    // File order as the demo carousel shows it: 1, 2, … 10.
    const ids = local
      .sort((a, b) => a.url.localeCompare(b.url, 'pt-BR', { numeric: true }))
      .slice(0, LOCAL_CAROUSEL_SLOTS)
      .map((m) => m.id);
    await tx.delete(imageCarouselItems).where(eq(imageCarouselItems.carouselId, carousel.id));
    await tx.insert(imageCarouselItems).values(ids.map((mediaId, i) => ({ carouselId: carousel.id, mediaId, sortOrder: i + 1, isActive: true })));
    return { ok: true, data: await editorData(tx, carousel), count: ids.length };
  });
}
