import 'server-only';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '@/server/db';
import { roomTypes, type RoomTypeRow } from '@/server/db/schema';
import { nightsOccupiedAbove, staysHoldingFrom } from '@/server/db/queries/availability';
import { missingPhotos, photoSets, type PhotoSet } from '@/server/media/photo-set';
import { formatDateBr } from '@/lib/dates';
import { translator } from '@/lib/messages';
import { ROOM_MESSAGES, type RoomTypeFormValues } from '@/lib/room-type-schema';
import type { RoomTypeFields } from '@/lib/types';

const t = translator('adminRooms');

/** A room type as the admin edits it; `updatedAt` (ISO) is the version a save starts from. */
export interface AdminRoomType extends PhotoSet, Omit<RoomTypeFields, 'description' | 'availableCount'> {
  id: string;
  /** The form's text: empty when the row has none. */
  description: string;
  availableCount: number;
  updatedAt: string;
}

export type RoomTypeOutcome =
  | { ok: true; roomType: AdminRoomType }
  | { ok: false; reason: 'not_found' | 'in_use'; message: string }
  | { ok: false; reason: 'invalid'; message: string; errors: Record<string, string> }
  /** Someone else saved since `updatedAt`: nothing written; `current` is their version. */
  | { ok: false; reason: 'conflict'; message: string; current: AdminRoomType };

async function toAdmin(db: Db, rows: RoomTypeRow[]): Promise<AdminRoomType[]> {
  const photos = await photoSets(db, rows);
  return rows.map((r, i) => ({
    id: r.id,
    name: r.name,
    category: r.category,
    bedType: r.bedType,
    maxGuests: r.maxGuests,
    basePrice: r.basePrice,
    features: r.features,
    description: r.description ?? '',
    availableCount: r.availableCount,
    updatedAt: r.updatedAt.toISOString(),
    ...photos[i]!,
  }));
}

/** Active room types in the public order (spec §7: category, then creation). */
export async function listAdminRoomTypes(db: Db): Promise<AdminRoomType[]> {
  const rows = await db.select().from(roomTypes).where(eq(roomTypes.isActive, true)).orderBy(asc(roomTypes.category), asc(roomTypes.createdAt), asc(roomTypes.basePrice));
  return toAdmin(db, rows);
}

function columns(v: RoomTypeFormValues) {
  return {
    name: v.name,
    category: v.category,
    bedType: v.bedType,
    maxGuests: v.maxGuests,
    basePrice: v.basePrice,
    features: v.features,
    description: v.description || null,
    availableCount: v.availableCount,
    featuredImageId: v.featuredImageId,
    galleryImages: v.galleryImages,
  };
}

/** 'a, b e c', then 'e mais N outras' past `shown` items. */
function listed(items: string[], shown = 4): string {
  const head = items.slice(0, shown);
  if (items.length > shown) head.push(t('more', { count: items.length - shown }));
  return new Intl.ListFormat('pt-BR', { type: 'conjunction' }).format(head);
}

/** A version that always moves forward, by at least a millisecond (what an ISO string shows). */
const nextVersion = sql`greatest(now(), ${roomTypes.updatedAt} + interval '1 millisecond')`;

export async function createRoomType(db: Db, values: RoomTypeFormValues): Promise<RoomTypeOutcome> {
  const missing = await missingPhotos(db, values);
  if (missing) return { ok: false, reason: 'invalid', message: Object.values(missing)[0]!, errors: missing };
  const [row] = await db.insert(roomTypes).values(columns(values)).returning();
  return { ok: true, roomType: (await toAdmin(db, [row!]))[0]! };
}

/**
 * Saves an edit started from version `expectedUpdatedAt`. One transaction holding the type's row
 * (the booking transaction locks the same row, so no booking slips in between): a newer version
 * is refused with it; a lower available_count is refused when the reservations holding an
 * apartment (confirmed, or pending within the hold) and the imported OTA blocks already use more
 * on some night from `today` (the calendar sync replaces blocks under the same row lock).
 */
export async function updateRoomType(db: Db, id: string, expectedUpdatedAt: string, values: RoomTypeFormValues, today: string): Promise<RoomTypeOutcome> {
  const missing = await missingPhotos(db, values);
  if (missing) return { ok: false, reason: 'invalid', message: Object.values(missing)[0]!, errors: missing };
  return db.transaction(async (tx): Promise<RoomTypeOutcome> => {
    const [row] = await tx.select().from(roomTypes).where(and(eq(roomTypes.id, id), eq(roomTypes.isActive, true))).for('update');
    if (!row) return { ok: false, reason: 'not_found', message: ROOM_MESSAGES.notFound };
    if (row.updatedAt.getTime() !== new Date(expectedUpdatedAt).getTime()) {
      return { ok: false, reason: 'conflict', message: t('conflict'), current: (await toAdmin(tx, [row]))[0]! };
    }
    if (values.availableCount < row.availableCount) {
      const nights = await nightsOccupiedAbove(tx, id, today, values.availableCount);
      if (nights.length) {
        const message = t('tooFewApartments', { count: values.availableCount, nights: nights.length, dates: listed(nights.map((n) => formatDateBr(n.night))) });
        return { ok: false, reason: 'invalid', message, errors: { availableCount: message } };
      }
    }
    const [saved] = await tx
      .update(roomTypes)
      .set({ ...columns(values), updatedAt: nextVersion })
      .where(eq(roomTypes.id, id))
      .returning();
    return { ok: true, roomType: (await toAdmin(tx, [saved!]))[0]! };
  });
}

/** The spec's soft delete (is_active false), refused while reservations hold one of its apartments on a night from `today` on. */
export async function deactivateRoomType(db: Db, id: string, today: string): Promise<RoomTypeOutcome> {
  return db.transaction(async (tx): Promise<RoomTypeOutcome> => {
    const [row] = await tx.select().from(roomTypes).where(and(eq(roomTypes.id, id), eq(roomTypes.isActive, true))).for('update');
    if (!row) return { ok: false, reason: 'not_found', message: ROOM_MESSAGES.notFound };
    const stays = await staysHoldingFrom(tx, id, today);
    if (stays.length) {
      const dates = listed(stays.map((s) => t('stay', { checkIn: formatDateBr(s.checkIn), checkOut: formatDateBr(s.checkOut) })));
      return { ok: false, reason: 'in_use', message: t('hasReservations', { name: row.name, stays: stays.length, dates }) };
    }
    const [saved] = await tx.update(roomTypes).set({ isActive: false, updatedAt: nextVersion }).where(eq(roomTypes.id, id)).returning();
    return { ok: true, roomType: (await toAdmin(tx, [saved!]))[0]! };
  });
}
