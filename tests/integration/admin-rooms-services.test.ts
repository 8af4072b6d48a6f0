import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { createTestDatabase, type TestDatabase } from '../helpers/db';
import { context, day, request } from '../helpers/guest-requests';
import { hotelServices, icalBlocks, icalFeeds, leisureActivities, mediaGallery, reservations, roomTypes } from '@/server/db/schema';
import { createRoomType, deactivateRoomType, listAdminRoomTypes, updateRoomType, type AdminRoomType } from '@/server/rooms/admin';
import { deactivateService, listAdminServices, reorderServices, saveService } from '@/server/services/admin';
import { listAdminLeisure, saveLeisurePhotos } from '@/server/leisure';
import { createReservation } from '@/server/reservations';
import { roomTypeSchema, type RoomTypeFormInput } from '@/lib/room-type-schema';
import { serviceSchema } from '@/lib/service-schema';
import { formatDateBr } from '@/lib/dates';

let database: TestDatabase;
let db: TestDatabase['db'];
let photos: string[];

beforeAll(async () => {
  database = await createTestDatabase();
  db = database.db;
  const rows = await db
    .insert(mediaGallery)
    .values(Array.from({ length: 6 }, (_, i) => ({ name: `Foto ${i}`, fileUrl: `/media/uploads/rooms/foto-${i}.webp`, category: 'rooms' as const, altText: `Foto ${i}` })))
    .returning({ id: mediaGallery.id });
  photos = rows.map((r) => r.id);
});
afterAll(async () => {
  await database.close();
});

const today = day(0);
const form = (overrides: Partial<RoomTypeFormInput> = {}) =>
  roomTypeSchema.parse({ name: 'Luxo Casal', category: 'premium', bedType: 'casal', maxGuests: 2, basePrice: '250,50', features: 'Wi-Fi\n\nAr-condicionado\n', description: 'Vista para a piscina', availableCount: 3, featuredImageId: '', galleryImages: [], ...overrides });

async function created(overrides: Partial<RoomTypeFormInput> = {}): Promise<AdminRoomType> {
  const outcome = await createRoomType(db, form(overrides));
  if (!outcome.ok) throw new Error(outcome.message);
  return outcome.roomType;
}

/** A reservation of `roomTypeId` written directly, in a given state. */
async function reserve(roomTypeId: string, checkIn: number, checkOut: number, status: 'pending' | 'confirmed' | 'cancelled' = 'confirmed', createdHoursAgo = 0) {
  await db.insert(reservations).values({
    guestName: 'Ana',
    guestEmail: `ana.${Math.random().toString(36).slice(2, 8)}@example.com`,
    guestPhone: '(66) 99999-0000',
    checkInDate: day(checkIn),
    checkOutDate: day(checkOut),
    roomType: 'Luxo Casal',
    roomTypeId,
    nights: checkOut - checkIn,
    totalPrice: 100,
    status,
    createdAt: new Date(Date.now() - createdHoursAgo * 3_600_000),
  });
}

describe('room types: the form and the gallery rules', () => {
  it('parses reais with a comma, features one per line, an empty featured image as null', () => {
    expect(form()).toMatchObject({ basePrice: 250.5, features: ['Wi-Fi', 'Ar-condicionado'], featuredImageId: null, galleryImages: [] });
    expect(roomTypeSchema.safeParse({ ...form(), basePrice: '10,555', features: '' }).success).toBe(false);
  });

  it('keeps a duplicate once and only the first 4 of the gallery, in the given order', async () => {
    const [a, b, c, d, e] = photos as [string, string, string, string, string];
    const room = await created({ featuredImageId: a, galleryImages: [b, c, b, d, e, a] });
    expect(room.featured?.id).toBe(a);
    expect(room.gallery.map((p) => p.id)).toEqual([b, c, d, e]);
    const [row] = await db.select().from(roomTypes).where(eq(roomTypes.id, room.id));
    expect(row!.galleryImages).toEqual([b, c, d, e]);
    // Reordering: the same ids in another order, saved as given.
    const reordered = await updateRoomType(db, room.id, room.updatedAt, form({ featuredImageId: '', galleryImages: [e, d, c, b] }), today);
    expect(reordered.ok && reordered.roomType.gallery.map((p) => p.id)).toEqual([e, d, c, b]);
    const [after] = await db.select().from(roomTypes).where(eq(roomTypes.id, room.id));
    expect(after!.featuredImageId).toBeNull();
  });

  it('refuses a media id that is not in the library, storing nothing', async () => {
    const before = await db.select().from(roomTypes);
    const missing = '00000000-0000-4000-8000-000000000000';
    const outcome = await createRoomType(db, form({ featuredImageId: missing }));
    expect(outcome).toMatchObject({ ok: false, reason: 'invalid', errors: { featuredImageId: 'A imagem escolhida não existe mais na biblioteca. Escolha outra.' } });
    const gallery = await createRoomType(db, form({ galleryImages: [photos[0]!, missing] }));
    expect(gallery).toMatchObject({ ok: false, reason: 'invalid', errors: { galleryImages: expect.any(String) } });
    expect(await db.select().from(roomTypes)).toHaveLength(before.length);
  });

  it('lists the active types by category, then creation', async () => {
    await db.delete(roomTypes);
    const premium = await created({ name: 'P', category: 'premium' });
    const executive = await created({ name: 'E', category: 'executivo' });
    const hidden = await created({ name: 'H', category: 'executivo' });
    expect((await deactivateRoomType(db, hidden.id, today)).ok).toBe(true);
    expect((await listAdminRoomTypes(db)).map((r) => r.name)).toEqual([executive.name, premium.name]);
  });
});

describe('room types: the optimistic check', () => {
  it('lets exactly one of concurrent saves of the same version win; the others get the winner’s version', async () => {
    const room = await created();
    // Several at once, on connections already open, so that on PostgreSQL their transactions really overlap.
    const names = ['Primeira', 'Segunda', 'Terceira', 'Quarta', 'Quinta', 'Sexta'];
    await Promise.all(names.map(() => db.execute(sql`select pg_sleep(0.05)`)));
    const saves = await Promise.all(names.map((name) => updateRoomType(db, room.id, room.updatedAt, form({ name }), today)));
    const winners = saves.filter((s) => s.ok);
    const losers = saves.filter((s) => !s.ok);
    expect(winners).toHaveLength(1);
    expect(losers).toHaveLength(names.length - 1);
    const winner = winners[0]!.ok ? winners[0]!.roomType : null;
    for (const loser of losers) expect(loser).toMatchObject({ reason: 'conflict', message: expect.stringContaining('Outra pessoa salvou'), current: { name: winner!.name, updatedAt: winner!.updatedAt } });
    const [row] = await db.select().from(roomTypes).where(eq(roomTypes.id, room.id));
    expect(row!.name).toBe(winner!.name);
    expect(winner!.updatedAt).not.toBe(room.updatedAt);
  });

  it('refuses a save from an old version even after many saves, and accepts one from the current version', async () => {
    const room = await created();
    const first = await updateRoomType(db, room.id, room.updatedAt, form({ name: 'Um' }), today);
    if (!first.ok) throw new Error(first.message);
    expect(await updateRoomType(db, room.id, room.updatedAt, form({ name: 'Velho' }), today)).toMatchObject({ ok: false, reason: 'conflict' });
    expect(await updateRoomType(db, room.id, first.roomType.updatedAt, form({ name: 'Dois' }), today)).toMatchObject({ ok: true, roomType: { name: 'Dois' } });
  });
});

describe('room types: reservations in place', () => {
  it('refuses lowering available_count below what confirmed and held reservations use on a future night, naming the nights', async () => {
    const room = await created({ availableCount: 3 });
    await reserve(room.id, 10, 12, 'confirmed');
    await reserve(room.id, 11, 13, 'pending');
    await reserve(room.id, 11, 12, 'cancelled');
    await reserve(room.id, 11, 12, 'pending', 25); // past the 24 h hold: no longer holds an apartment
    await reserve(room.id, -5, -2, 'confirmed');
    await reserve(room.id, -4, -2, 'confirmed');
    await reserve(room.id, -4, -3, 'confirmed'); // three on a past night: does not count

    const toTwo = await updateRoomType(db, room.id, room.updatedAt, form({ availableCount: 2 }), today);
    if (!toTwo.ok) throw new Error(toTwo.message);
    const toOne = await updateRoomType(db, room.id, toTwo.roomType.updatedAt, form({ availableCount: 1 }), today);
    expect(toOne).toMatchObject({
      ok: false,
      reason: 'invalid',
      message: `Não é possível reduzir para 1: reservas confirmadas ou pendentes e calendários importados já ocupam mais apartamentos deste tipo na noite de ${formatDateBr(day(11))}.`,
      errors: { availableCount: expect.any(String) },
    });
    const [row] = await db.select().from(roomTypes).where(eq(roomTypes.id, room.id));
    expect(row!.availableCount).toBe(2);

    const toZero = await updateRoomType(db, room.id, toTwo.roomType.updatedAt, form({ availableCount: 0 }), today);
    expect(!toZero.ok && toZero.message).toContain(`nas noites de ${formatDateBr(day(10))}, ${formatDateBr(day(11))} e ${formatDateBr(day(12))}`);
  });

  it('counts the nights imported from an OTA calendar (ical_blocks) with the reservations when lowering available_count', async () => {
    const room = await created({ availableCount: 3 });
    const [feed] = await db.insert(icalFeeds).values({ roomTypeId: room.id, label: 'Booking.com', url: 'https://ota.example/quarto.ics' }).returning();
    await db.insert(icalBlocks).values([
      { feedId: feed!.id, roomTypeId: room.id, uid: 'a@ota', startDate: day(5), endDate: day(7) },
      { feedId: feed!.id, roomTypeId: room.id, uid: 'b@ota', startDate: day(6), endDate: day(8) },
      { feedId: feed!.id, roomTypeId: room.id, uid: 'c@ota', startDate: day(-6), endDate: day(-2) }, // past nights do not count
    ]);
    await reserve(room.id, 6, 7, 'confirmed');

    const toOne = await updateRoomType(db, room.id, room.updatedAt, form({ availableCount: 1 }), today);
    expect(!toOne.ok && toOne.message).toBe(
      `Não é possível reduzir para 1: reservas confirmadas ou pendentes e calendários importados já ocupam mais apartamentos deste tipo na noite de ${formatDateBr(day(6))}.`,
    );
    const toTwo = await updateRoomType(db, room.id, room.updatedAt, form({ availableCount: 2 }), today);
    expect(!toTwo.ok && toTwo.message).toContain(`na noite de ${formatDateBr(day(6))}`);
    const [row] = await db.select().from(roomTypes).where(eq(roomTypes.id, room.id));
    expect(row!.availableCount).toBe(3);

    await db.delete(icalBlocks).where(eq(icalBlocks.uid, 'b@ota'));
    expect(await updateRoomType(db, room.id, room.updatedAt, form({ availableCount: 2 }), today)).toMatchObject({ ok: true, roomType: { availableCount: 2 } });
  });

  it('refuses deactivating a type with future reservations, naming the stays, and allows it once they are cancelled', async () => {
    const room = await created({ name: 'Com reservas' });
    await reserve(room.id, 20, 22, 'confirmed');
    await reserve(room.id, 30, 31, 'pending');
    await reserve(room.id, -3, -1, 'confirmed');
    const refused = await deactivateRoomType(db, room.id, today);
    expect(refused).toMatchObject({
      ok: false,
      reason: 'in_use',
      message: `Não é possível desativar Com reservas: há reservas confirmadas ou pendentes nas estadias de ${formatDateBr(day(20))} a ${formatDateBr(day(22))} e ${formatDateBr(day(30))} a ${formatDateBr(day(31))}. Cancele-as ou mude-as de apartamento antes.`,
    });
    const [row] = await db.select().from(roomTypes).where(eq(roomTypes.id, room.id));
    expect(row!.isActive).toBe(true);

    await db.update(reservations).set({ status: 'cancelled' }).where(sql`${reservations.roomTypeId} = ${room.id} and ${reservations.checkInDate} > ${today}`);
    expect(await deactivateRoomType(db, room.id, today)).toMatchObject({ ok: true });
    const [after] = await db.select().from(roomTypes).where(eq(roomTypes.id, room.id));
    expect(after!.isActive).toBe(false);
    expect(await deactivateRoomType(db, room.id, today)).toMatchObject({ ok: false, reason: 'not_found' });
  });

  it('applies a new price to new reservations only: the stored ones keep theirs', async () => {
    const room = await created({ basePrice: '200', availableCount: 5 });
    const first = await createReservation(db, request(room.id), context());
    expect(first.result).toMatchObject({ ok: true, reservation: { nights: 2, totalPrice: 400 } });

    const repriced = await updateRoomType(db, room.id, room.updatedAt, form({ basePrice: '320', availableCount: 5 }), today);
    expect(repriced).toMatchObject({ ok: true, roomType: { basePrice: 320 } });

    const second = await createReservation(db, request(room.id), context());
    expect(second.result).toMatchObject({ ok: true, reservation: { totalPrice: 640 } });
    const rows = await db.select({ total: reservations.totalPrice }).from(reservations).where(eq(reservations.roomTypeId, room.id)).orderBy(reservations.createdAt);
    expect(rows.map((r) => r.total)).toEqual([400, 640]);
  });
});

describe('hotel services', () => {
  const service = (title: string, icon?: string) => serviceSchema.parse({ title, description: 'Texto', icon, features: 'Um\nDois', featuredImageId: '', galleryImages: [] });

  beforeEach(async () => {
    await db.delete(hotelServices);
  });

  it('defaults the icon to Home and refuses one outside the list', () => {
    expect(service('Piscina').icon).toBe('Home');
    expect(serviceSchema.safeParse({ ...service('Piscina'), icon: 'Rocket' }).success).toBe(false);
  });

  it('creates a new record when the id of an update is not a UUID, and updates by UUID', async () => {
    const first = await saveService(db, null, service('Piscina', 'Waves'));
    if (!first.ok) throw new Error(first.message);
    const fromLegacyId = await saveService(db, 'pool-1', service('Café colonial', 'Coffee'));
    expect(fromLegacyId).toMatchObject({ ok: true, created: true, service: { title: 'Café colonial', icon: 'Coffee', sortOrder: 2 } });
    expect(fromLegacyId.ok && fromLegacyId.service.id).not.toBe('pool-1');

    const updated = await saveService(db, first.service.id, service('Piscina aquecida', 'Waves'));
    expect(updated).toMatchObject({ ok: true, created: false, service: { id: first.service.id, title: 'Piscina aquecida' } });
    expect(await saveService(db, '00000000-0000-4000-8000-000000000000', service('Fantasma'))).toMatchObject({ ok: false, reason: 'not_found' });
    expect((await db.select().from(hotelServices)).map((r) => r.title).sort()).toEqual(['Café colonial', 'Piscina aquecida']);
  });

  it('reorders the active services, renumbering from 1, and refuses a list that is not the current one', async () => {
    const ids: string[] = [];
    for (const title of ['A', 'B', 'C']) {
      const s = await saveService(db, null, service(title));
      if (s.ok) ids.push(s.service.id);
    }
    expect(await reorderServices(db, [ids[2]!, ids[0]!, ids[1]!])).toEqual({ ok: true });
    expect((await listAdminServices(db)).map((s) => [s.title, s.sortOrder])).toEqual([['C', 1], ['A', 2], ['B', 3]]);
    expect(await reorderServices(db, [ids[0]!, ids[1]!])).toMatchObject({ ok: false, reason: 'stale' });
    expect(await reorderServices(db, [ids[0]!, ids[0]!, ids[1]!])).toMatchObject({ ok: false, reason: 'stale' });
  });

  it('deactivates with is_active false and a new updated_at', async () => {
    const s = await saveService(db, null, service('Estacionamento', 'Car'));
    if (!s.ok) throw new Error(s.message);
    const [before] = await db.select().from(hotelServices).where(eq(hotelServices.id, s.service.id));
    await new Promise((r) => setTimeout(r, 5));
    expect(await deactivateService(db, s.service.id)).toMatchObject({ ok: true });
    const [after] = await db.select().from(hotelServices).where(eq(hotelServices.id, s.service.id));
    expect(after!.isActive).toBe(false);
    expect(after!.updatedAt.getTime()).toBeGreaterThan(before!.updatedAt.getTime());
    expect(await listAdminServices(db)).toEqual([]);
  });
});

describe('leisure activities: photos', () => {
  it('sets the featured image and the gallery from library images only', async () => {
    const [row] = await db.insert(leisureActivities).values({ title: 'Trilha' }).returning();
    const saved = await saveLeisurePhotos(db, row!.id, { featuredImageId: photos[0]!, galleryImages: [photos[1]!, photos[2]!] });
    expect(saved).toMatchObject({ ok: true, activity: { featured: { id: photos[0] }, gallery: [{ id: photos[1] }, { id: photos[2] }] } });
    expect((await listAdminLeisure(db))[0]).toMatchObject({ title: 'Trilha', featured: { id: photos[0] } });
    expect(await saveLeisurePhotos(db, row!.id, { featuredImageId: '00000000-0000-4000-8000-000000000000', galleryImages: [] })).toMatchObject({ ok: false, reason: 'invalid' });
    expect(await saveLeisurePhotos(db, row!.id, { featuredImageId: null, galleryImages: [] })).toMatchObject({ ok: true, activity: { featured: null, gallery: [] } });
  });
});
