import 'server-only';
import { randomInt } from 'node:crypto';
import { and, asc, eq, sql } from 'drizzle-orm';
import { getDb, type Db } from '@/server/db';
import { qrCardapioItems, qrCentroEventos, qrCentroEventosPhotos, qrCodes, qrCodeScans, type QrCodeRow } from '@/server/db/schema';
import { pgErrorCode } from '@/server/db/errors';
import { publicRead } from '@/server/cache';
import { mediaByIds } from '@/server/media';
import { mediaRowsByIds } from '@/server/media/library';
import { pickedMedia, type PickedMedia } from '@/lib/media';
import { addDays } from '@/lib/dates';
import type { DietaryMark, EventPhotosValues, EventSpaceValues, MenuItemValues, QrCodeValues } from '@/lib/qr';
import { QR_TOKEN_ALPHABET, QR_TOKEN_LENGTH, QR_TOKEN_PATTERN, type QrDestination } from '@/lib/qr-routes';
import type { Photo } from '@/lib/types';

// The printed codes (qr_codes, with scans per day) and the lists of the QR pages: the menu
// (qr_cardapio_items) and the events centre (qr_centro_eventos and its photos).

// ---------------------------------------------------------------------------------------------
// Codes
// ---------------------------------------------------------------------------------------------

export interface AdminQrCode {
  id: string;
  token: string;
  label: string;
  destination: QrDestination;
  isActive: boolean;
  scans: { today: number; week: number; total: number };
}

function newToken(): string {
  return Array.from({ length: QR_TOKEN_LENGTH }, () => QR_TOKEN_ALPHABET[randomInt(QR_TOKEN_ALPHABET.length)]).join('');
}

/** Every code, newest first, with its scans today, in the last 7 days (today included) and in all. */
export async function listQrCodes(db: Db, today: string): Promise<AdminQrCode[]> {
  const weekStart = addDays(today, -6);
  const rows = await db
    .select({
      code: qrCodes,
      today: sql<number>`coalesce(sum(${qrCodeScans.count}) filter (where ${qrCodeScans.day} = ${today}), 0)`.mapWith(Number),
      week: sql<number>`coalesce(sum(${qrCodeScans.count}) filter (where ${qrCodeScans.day} >= ${weekStart}), 0)`.mapWith(Number),
      total: sql<number>`coalesce(sum(${qrCodeScans.count}), 0)`.mapWith(Number),
    })
    .from(qrCodes)
    .leftJoin(qrCodeScans, eq(qrCodeScans.codeId, qrCodes.id))
    .groupBy(qrCodes.id)
    .orderBy(sql`${qrCodes.createdAt} desc`, asc(qrCodes.label));
  return rows.map(({ code, today: t, week, total }) => ({ ...toCode(code), scans: { today: t, week, total } }));
}

function toCode(row: QrCodeRow): Omit<AdminQrCode, 'scans'> {
  return { id: row.id, token: row.token, label: row.label, destination: row.destination, isActive: row.isActive };
}

/** A new code with a fresh random token (a collision, improbable, draws again). */
export async function createQrCode(db: Db, values: QrCodeValues): Promise<Omit<AdminQrCode, 'scans'>> {
  for (let attempt = 0; ; attempt++) {
    try {
      const [row] = await db.insert(qrCodes).values({ token: newToken(), label: values.label, destination: values.destination }).returning();
      return toCode(row!);
    } catch (err) {
      if (attempt >= 4 || pgErrorCode(err) !== '23505') throw err;
    }
  }
}

/** Label, destination and/or the enabled flag of a code; null when it does not exist. */
export async function updateQrCode(db: Db, id: string, change: Partial<QrCodeValues & { isActive: boolean }>): Promise<Omit<AdminQrCode, 'scans'> | null> {
  const [row] = await db
    .update(qrCodes)
    .set({ ...change, updatedAt: new Date() })
    .where(eq(qrCodes.id, id))
    .returning();
  return row ? toCode(row) : null;
}

export async function getQrCode(db: Db, id: string): Promise<Omit<AdminQrCode, 'scans'> | null> {
  const [row] = await db.select().from(qrCodes).where(eq(qrCodes.id, id));
  return row ? toCode(row) : null;
}

export async function listActiveQrCodes(db: Db): Promise<Omit<AdminQrCode, 'scans'>[]> {
  return (await db.select().from(qrCodes).where(eq(qrCodes.isActive, true)).orderBy(asc(qrCodes.label))).map(toCode);
}

export type ScanOutcome = { ok: true; code: Omit<AdminQrCode, 'scans'> } | { ok: false; reason: 'unknown' | 'disabled' };

/**
 * A scan of a printed code: the code when it is enabled, and one more on its count of the day
 * (`today` in the hotel's time zone; nothing about the visitor is stored). A disabled code counts
 * too (staff see that it is still scanned); an unknown token counts nothing.
 */
export async function scanQrCode(db: Db, token: string, today: string): Promise<ScanOutcome> {
  if (!QR_TOKEN_PATTERN.test(token)) return { ok: false, reason: 'unknown' };
  const [row] = await db.select().from(qrCodes).where(eq(qrCodes.token, token));
  if (!row) return { ok: false, reason: 'unknown' };
  await db
    .insert(qrCodeScans)
    .values({ codeId: row.id, day: today, count: 1 })
    .onConflictDoUpdate({ target: [qrCodeScans.codeId, qrCodeScans.day], set: { count: sql`${qrCodeScans.count} + 1` } });
  return row.isActive ? { ok: true, code: toCode(row) } : { ok: false, reason: 'disabled' };
}

/** The code of a token without counting a scan (the hub of /qr-access/{token}). */
export async function findQrCodeByToken(db: Db, token: string): Promise<Omit<AdminQrCode, 'scans'> | null> {
  if (!QR_TOKEN_PATTERN.test(token)) return null;
  const [row] = await db.select().from(qrCodes).where(eq(qrCodes.token, token));
  return row ? toCode(row) : null;
}

// ---------------------------------------------------------------------------------------------
// The menu
// ---------------------------------------------------------------------------------------------

export interface MenuItem {
  id: string;
  category: string;
  name: string;
  description: string;
  price: number | null;
  isAvailable: boolean;
  dietary: DietaryMark[];
  mediaId: string | null;
  photo: Photo | null;
}

export interface MenuCategory {
  name: string;
  items: MenuItem[];
}

const menuOrder = [asc(qrCardapioItems.category), asc(qrCardapioItems.sortOrder), asc(qrCardapioItems.name)];

async function readMenu(db: Db): Promise<MenuItem[]> {
  const rows = await db.select().from(qrCardapioItems).where(eq(qrCardapioItems.isActive, true)).orderBy(...menuOrder);
  const media = await mediaByIds(db, rows.map((r) => r.mediaId));
  return rows.map((r) => ({
    id: r.id,
    category: r.category,
    name: r.name,
    description: r.description ?? '',
    price: r.price,
    isAvailable: r.isAvailable,
    dietary: r.dietary as DietaryMark[],
    mediaId: r.mediaId,
    photo: (r.mediaId && media.get(r.mediaId)) || null,
  }));
}

/** The items grouped by category, categories in the order of their first item. */
export function byCategory(items: readonly MenuItem[]): MenuCategory[] {
  const groups = new Map<string, MenuItem[]>();
  for (const item of items) groups.set(item.category, [...(groups.get(item.category) ?? []), item]);
  return [...groups].map(([name, list]) => ({ name, items: list }));
}

/** /cardapio: the menu (cached under 'qr'; no sample menu: without the database the page says so). */
export const getPublicMenu = publicRead('qr:menu', ['qr'], async () => readMenu(await getDb()), () => [] as MenuItem[]);

/** The admin's list (the same items: a deleted item is removed, not hidden). */
export function listMenuItems(db: Db): Promise<MenuItem[]> {
  return readMenu(db);
}

/** Adds an item (at the end of its category) or updates one; null when the item does not exist. */
export async function saveMenuItem(db: Db, id: string | null, values: MenuItemValues): Promise<{ id: string } | null> {
  const row = {
    category: values.category,
    name: values.name,
    description: values.description || null,
    price: values.price,
    dietary: values.dietary,
    mediaId: values.mediaId || null,
  };
  if (id === null) {
    const [created] = await db
      .insert(qrCardapioItems)
      .values({
        ...row,
        sortOrder: sql`(select coalesce(max(sort_order), 0) + 1 from qr_cardapio_items where category = ${values.category})`,
      })
      .returning({ id: qrCardapioItems.id });
    return created!;
  }
  const [updated] = await db.update(qrCardapioItems).set({ ...row, updatedAt: new Date() }).where(eq(qrCardapioItems.id, id)).returning({ id: qrCardapioItems.id });
  return updated ?? null;
}

export async function setMenuItemAvailable(db: Db, id: string, available: boolean): Promise<boolean> {
  const updated = await db.update(qrCardapioItems).set({ isAvailable: available, updatedAt: new Date() }).where(eq(qrCardapioItems.id, id)).returning({ id: qrCardapioItems.id });
  return updated.length > 0;
}

export async function deleteMenuItem(db: Db, id: string): Promise<boolean> {
  return (await db.delete(qrCardapioItems).where(eq(qrCardapioItems.id, id)).returning({ id: qrCardapioItems.id })).length > 0;
}

/**
 * Moves an item one place up or down within its category: the category is renumbered 1…n in its
 * current order with the two neighbours swapped, in one transaction (the category's rows locked).
 * false when the item does not exist; true (nothing changes) when it is already first or last.
 */
export async function moveMenuItem(db: Db, id: string, direction: 'up' | 'down'): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [item] = await tx.select({ category: qrCardapioItems.category }).from(qrCardapioItems).where(eq(qrCardapioItems.id, id));
    if (!item) return false;
    const siblings = await tx
      .select({ id: qrCardapioItems.id })
      .from(qrCardapioItems)
      .where(and(eq(qrCardapioItems.category, item.category), eq(qrCardapioItems.isActive, true)))
      .orderBy(asc(qrCardapioItems.sortOrder), asc(qrCardapioItems.name))
      .for('update');
    const order = siblings.map((s) => s.id);
    const i = order.indexOf(id);
    const j = direction === 'up' ? i - 1 : i + 1;
    if (i < 0 || j < 0 || j >= order.length) return true;
    [order[i], order[j]] = [order[j]!, order[i]!];
    for (const [index, itemId] of order.entries()) await tx.update(qrCardapioItems).set({ sortOrder: index + 1 }).where(eq(qrCardapioItems.id, itemId));
    return true;
  });
}

// ---------------------------------------------------------------------------------------------
// The events centre
// ---------------------------------------------------------------------------------------------

export interface EventSpace {
  id: string;
  title: string;
  subtitle: string;
  description: string;
  capacity: number | null;
  features: string[];
  photo: Photo | null;
}

export interface EventsCentre {
  spaces: EventSpace[];
  photos: (Photo & { caption: string })[];
}

/** The order of /centro-eventos, which the admin's list keeps. */
const spaceOrder = [asc(qrCentroEventos.sortOrder), asc(qrCentroEventos.title)];

/** A space's own fields, as the page and the admin show them (blank texts as ''). */
const spaceFields = (s: typeof qrCentroEventos.$inferSelect) => ({
  id: s.id,
  title: s.title,
  subtitle: s.subtitle ?? '',
  description: s.description ?? '',
  capacity: s.capacity,
  features: s.features,
});

/** /centro-eventos: its spaces and photos (cached under 'qr'). */
export const getEventsCentre = publicRead(
  'qr:events',
  ['qr', 'media'],
  async (): Promise<EventsCentre> => {
    const db = await getDb();
    const [spaces, photos] = await Promise.all([
      db.select().from(qrCentroEventos).where(eq(qrCentroEventos.isActive, true)).orderBy(...spaceOrder),
      db.select().from(qrCentroEventosPhotos).where(eq(qrCentroEventosPhotos.isActive, true)).orderBy(asc(qrCentroEventosPhotos.sortOrder)),
    ]);
    const media = await mediaByIds(db, [...spaces.map((s) => s.mediaId), ...photos.map((p) => p.mediaId)]);
    return {
      spaces: spaces.map((s) => ({ ...spaceFields(s), photo: (s.mediaId && media.get(s.mediaId)) || null })),
      photos: photos.flatMap((p) => {
        const photo = media.get(p.mediaId);
        return photo ? [{ ...photo, caption: p.caption ?? '' }] : [];
      }),
    };
  },
  () => ({ spaces: [], photos: [] }),
);

// ---------------------------------------------------------------------------------------------
// The events centre: the admin's side
// ---------------------------------------------------------------------------------------------

export interface AdminEventSpace {
  id: string;
  title: string;
  subtitle: string;
  description: string;
  capacity: number | null;
  features: string[];
  photo: PickedMedia | null;
}

export interface AdminEventPhoto {
  media: PickedMedia;
  caption: string;
}

/** Every space of the events centre in the order of /centro-eventos, its photo as the picker shows it. */
export async function listEventSpaces(db: Db): Promise<AdminEventSpace[]> {
  const rows = await db.select().from(qrCentroEventos).orderBy(...spaceOrder);
  const media = new Map((await mediaRowsByIds(db, rows.map((r) => r.mediaId))).map((m) => [m.id, pickedMedia(m)]));
  return rows.map((s) => ({ ...spaceFields(s), photo: (s.mediaId && media.get(s.mediaId)) || null }));
}

export type EventSpaceOutcome = { ok: true; id: string } | { ok: false; reason: 'not-found' | 'media' };

/** Adds a space (at the end) or updates one. Its photo must be in the media library. */
export async function saveEventSpace(db: Db, id: string | null, values: EventSpaceValues): Promise<EventSpaceOutcome> {
  if (values.mediaId && (await mediaRowsByIds(db, [values.mediaId])).length === 0) return { ok: false, reason: 'media' };
  const row = {
    title: values.title,
    subtitle: values.subtitle || null,
    description: values.description || null,
    capacity: values.capacity,
    features: values.features,
    mediaId: values.mediaId || null,
  };
  try {
    if (id === null) {
      const [created] = await db
        .insert(qrCentroEventos)
        .values({ ...row, sortOrder: sql`(select coalesce(max(sort_order), 0) + 1 from qr_centro_eventos)` })
        .returning({ id: qrCentroEventos.id });
      return { ok: true, id: created!.id };
    }
    const [updated] = await db.update(qrCentroEventos).set({ ...row, updatedAt: new Date() }).where(eq(qrCentroEventos.id, id)).returning({ id: qrCentroEventos.id });
    return updated ? { ok: true, id: updated.id } : { ok: false, reason: 'not-found' };
  } catch (err) {
    // The image deleted meanwhile (the foreign key): nothing was written.
    if (pgErrorCode(err) === '23503') return { ok: false, reason: 'media' };
    throw err;
  }
}

/** Removes a space (photos tied to it go with it). */
export async function deleteEventSpace(db: Db, id: string): Promise<boolean> {
  return (await db.delete(qrCentroEventos).where(eq(qrCentroEventos.id, id)).returning({ id: qrCentroEventos.id })).length > 0;
}

/**
 * Moves a space one place up or down: the spaces are renumbered 1…n in their current order with the
 * two neighbours swapped, in one transaction (rows locked). false when the space does not exist; true
 * (nothing changes) when it is already first or last.
 */
export async function moveEventSpace(db: Db, id: string, direction: 'up' | 'down'): Promise<boolean> {
  return db.transaction(async (tx) => {
    const order = (await tx.select({ id: qrCentroEventos.id }).from(qrCentroEventos).orderBy(...spaceOrder).for('update')).map((s) => s.id);
    const i = order.indexOf(id);
    if (i < 0) return false;
    const j = direction === 'up' ? i - 1 : i + 1;
    if (j < 0 || j >= order.length) return true;
    [order[i], order[j]] = [order[j]!, order[i]!];
    for (const [index, spaceId] of order.entries()) await tx.update(qrCentroEventos).set({ sortOrder: index + 1 }).where(eq(qrCentroEventos.id, spaceId));
    return true;
  });
}

/** The photos of /centro-eventos in their order, with their captions (a photo whose image is gone is left out). */
export async function listEventPhotos(db: Db): Promise<AdminEventPhoto[]> {
  const rows = await db.select().from(qrCentroEventosPhotos).orderBy(asc(qrCentroEventosPhotos.sortOrder), asc(qrCentroEventosPhotos.createdAt));
  const media = new Map((await mediaRowsByIds(db, rows.map((r) => r.mediaId))).map((m) => [m.id, pickedMedia(m)]));
  return rows.flatMap((r) => {
    const picked = media.get(r.mediaId);
    return picked ? [{ media: picked, caption: r.caption ?? '' }] : [];
  });
}

export type EventPhotosOutcome = { ok: true } | { ok: false; reason: 'media' };

/**
 * The photos of /centro-eventos as staff ordered them: the list replaces the previous one in one
 * transaction. An image that is not in the media library changes nothing ('media').
 */
export async function saveEventPhotos(db: Db, photos: EventPhotosValues['photos']): Promise<EventPhotosOutcome> {
  const found = new Set((await mediaRowsByIds(db, photos.map((p) => p.mediaId))).map((m) => m.id));
  if (photos.some((p) => !found.has(p.mediaId))) return { ok: false, reason: 'media' };
  try {
    await db.transaction(async (tx) => {
      await tx.delete(qrCentroEventosPhotos);
      if (photos.length > 0) await tx.insert(qrCentroEventosPhotos).values(photos.map((p, index) => ({ mediaId: p.mediaId, caption: p.caption || null, sortOrder: index + 1 })));
    });
  } catch (err) {
    // An image deleted meanwhile (the foreign key): the transaction rolled back.
    if (pgErrorCode(err) === '23503') return { ok: false, reason: 'media' };
    throw err;
  }
  return { ok: true };
}
