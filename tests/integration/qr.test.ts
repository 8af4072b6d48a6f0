import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../helpers/db';
import { emailOutbox, mediaGallery, notifications, qrCardapioItems, qrCentroEventos, qrCentroEventosPhotos, qrCodes, qrCodeScans, rateLimits, reviews } from '@/server/db/schema';
import {
  createQrCode,
  deleteEventSpace,
  listEventPhotos,
  listEventSpaces,
  listMenuItems,
  listQrCodes,
  moveEventSpace,
  moveMenuItem,
  saveEventPhotos,
  saveEventSpace,
  saveMenuItem,
  scanQrCode,
  setMenuItemAvailable,
  updateQrCode,
} from '@/server/qr';
import { requestEventQuote, submitQrReview, type QrFormContext } from '@/server/qr/guest-forms';
import { eventPhotosSchema, eventSpaceSchema, guestFormErrors, menuItemSchema, roomFromLabel } from '@/lib/qr';

let database: TestDatabase;
let db: TestDatabase['db'];

beforeAll(async () => {
  database = await createTestDatabase();
  db = database.db;
});
afterAll(async () => {
  await database.close();
});
beforeEach(async () => {
  for (const table of [qrCodeScans, qrCodes, qrCardapioItems, qrCentroEventosPhotos, qrCentroEventos, mediaGallery, reviews, emailOutbox, notifications, rateLimits]) await db.delete(table);
});

const ctx = (overrides: Partial<QrFormContext> = {}): QrFormContext => ({
  ip: '203.0.113.30',
  hotel: { name: 'Hotel Água Boa', email: 'reservas@hotel.example' },
  rateLimits: false,
  ...overrides,
});

describe('printed codes', () => {
  it('a scan leads to the current destination and counts one per day; a disabled code still counts, an unknown token nothing', async () => {
    const code = await createQrCode(db, { label: 'Quarto 12', destination: 'cardapio' });
    expect(code.token).toMatch(/^[a-z2-9]{8}$/);
    expect(await scanQrCode(db, code.token, '2026-11-24')).toMatchObject({ ok: true, code: { destination: 'cardapio' } });
    await updateQrCode(db, code.id, { destination: 'normas' });
    expect(await scanQrCode(db, code.token, '2026-11-24')).toMatchObject({ ok: true, code: { destination: 'normas' } });
    expect(await scanQrCode(db, code.token, '2026-11-20')).toMatchObject({ ok: true });
    await updateQrCode(db, code.id, { isActive: false });
    expect(await scanQrCode(db, code.token, '2026-11-24')).toEqual({ ok: false, reason: 'disabled' });
    expect(await scanQrCode(db, 'naoexiste', '2026-11-24')).toEqual({ ok: false, reason: 'unknown' });
    expect(await scanQrCode(db, '../../x', '2026-11-24')).toEqual({ ok: false, reason: 'unknown' });
    const [listed] = await listQrCodes(db, '2026-11-24');
    expect(listed!.scans).toEqual({ today: 3, week: 4, total: 4 });
    // Only a number per code and day is stored.
    expect(Object.keys((await db.select().from(qrCodeScans))[0]!).sort()).toEqual(['codeId', 'count', 'day']);
  });

  it('concurrent scans of one code on one day are all counted', async () => {
    const code = await createQrCode(db, { label: 'Recepção', destination: 'hub' });
    await Promise.all(Array.from({ length: 8 }, () => scanQrCode(db, code.token, '2026-11-24')));
    expect((await listQrCodes(db, '2026-11-24'))[0]!.scans.today).toBe(8);
  });
});

describe('a room in the label of a code', () => {
  it('a label with a number names a room for the WhatsApp message; the others do not', () => {
    expect(roomFromLabel(' Quarto 12 ')).toBe('Quarto 12');
    expect(roomFromLabel('Suíte 101')).toBe('Suíte 101');
    expect(roomFromLabel('Recepção')).toBeNull();
    expect(roomFromLabel('Restaurante')).toBeNull();
  });
});

describe('the menu', () => {
  const item = (name: string, price = '10') => menuItemSchema.parse({ category: 'Pratos', name, description: '', price, dietary: [], mediaId: '' });

  it('new items go to the end of their category; move swaps neighbours; availability is one switch', async () => {
    for (const name of ['A', 'B', 'C']) await saveMenuItem(db, null, item(name));
    const names = async () => (await listMenuItems(db)).map((i) => i.name);
    expect(await names()).toEqual(['A', 'B', 'C']);
    const c = (await listMenuItems(db)).find((i) => i.name === 'C')!;
    expect(await moveMenuItem(db, c.id, 'up')).toBe(true);
    expect(await names()).toEqual(['A', 'C', 'B']);
    expect(await moveMenuItem(db, (await listMenuItems(db))[0]!.id, 'up')).toBe(true);
    expect(await names()).toEqual(['A', 'C', 'B']);
    expect(await setMenuItemAvailable(db, c.id, false)).toBe(true);
    expect((await listMenuItems(db)).find((i) => i.id === c.id)!.isAvailable).toBe(false);
    expect(await moveMenuItem(db, '00000000-0000-4000-8000-000000000000', 'down')).toBe(false);
  });

  it('prices in reais as typed', () => {
    expect(item('X', '32,50').price).toBe(32.5);
    expect(item('X', '').price).toBeNull();
    expect(menuItemSchema.safeParse({ ...item('X'), price: '-3' }).success).toBe(false);
  });
});

describe('guest forms', () => {
  const review = { rating: '5', name: 'Ana', city: '', comment: 'Ótimo café.', stayMonth: '2026-10', website: '' };
  const quote = { name: 'Empresa X', email: 'eventos@x.example', phone: '(66) 99999-0000', eventDate: '2026-12-10', guests: '80', message: 'Treinamento.', website: '' };

  it('a review waits for moderation (source qr, pending, the month as its first day)', async () => {
    expect((await submitQrReview(db, review, ctx())).result.ok).toBe(true);
    expect(await db.select().from(reviews)).toMatchObject([{ authorName: 'Ana', rating: 5, source: 'qr', status: 'pending', isFeatured: false, stayDate: '2026-10-01' }]);
  });

  it('the honeypot pretends success and stores nothing; the rate limit answers after 5', async () => {
    expect((await submitQrReview(db, { ...review, website: 'x' }, ctx({ rateLimits: true }))).result.ok).toBe(true);
    expect(await db.select().from(reviews)).toEqual([]);
    for (let i = 0; i < 5; i++) expect((await submitQrReview(db, review, ctx({ rateLimits: true }))).result.ok).toBe(true);
    const limited = await submitQrReview(db, review, ctx({ rateLimits: true }));
    expect(limited.result).toMatchObject({ ok: false, title: 'Muitas tentativas' });
    expect(limited.retryAfterSeconds).toBeGreaterThan(0);
  });

  it('invalid input gets each field its message', async () => {
    const { result } = await submitQrReview(db, { ...review, rating: '7', comment: '' }, ctx());
    expect(result).toMatchObject({ ok: false, errors: { rating: 'Escolha de 1 a 5 estrelas.', comment: 'Comentário é obrigatório.' } });
  });

  it('a quote request is a notification and an outbox e-mail to the hotel, in one transaction', async () => {
    const outcome = await requestEventQuote(db, quote, ctx());
    expect(outcome).toMatchObject({ result: { ok: true }, emailsQueued: true });
    const [note] = await db.select().from(notifications);
    expect(note).toMatchObject({ type: 'event_quote', message: 'Empresa X pediu um orçamento para o centro de eventos.' });
    expect(note!.data).toMatchObject({ from: 'eventos@x.example', guests: '80', event_date: '2026-12-10' });
    const [mail] = await db.select().from(emailOutbox);
    expect(mail).toMatchObject({ kind: 'event_quote', toAddress: 'reservas@hotel.example', replyTo: 'eventos@x.example', subject: 'Orçamento de evento: Empresa X' });
    expect(mail!.textBody).toContain('10/12/2026');
  });
});

describe('the events centre', () => {
  const media = async (...names: string[]) =>
    (await db.insert(mediaGallery).values(names.map((name) => ({ name, fileUrl: `/media/uploads/gallery/${name}.webp`, category: 'gallery' as const, altText: `Foto ${name}` }))).returning({ id: mediaGallery.id })).map((r) => r.id);
  const space = (title: string, overrides: Record<string, string> = {}) =>
    eventSpaceSchema.parse({ title, subtitle: '', description: '', capacity: '120', features: 'Auditório\n\nProjetor e telão\n', mediaId: '', ...overrides });

  it('spaces: capacity, layouts and equipment one per line, a photo from the library; new ones at the end; move and delete', async () => {
    const [photo] = await media('salao');
    const a = await saveEventSpace(db, null, space('Salão principal', { mediaId: photo! }));
    const b = await saveEventSpace(db, null, space('Sala de reunião', { capacity: '' }));
    expect(a.ok && b.ok).toBe(true);
    let listed = await listEventSpaces(db);
    expect(listed.map((s) => s.title)).toEqual(['Salão principal', 'Sala de reunião']);
    expect(listed[0]).toMatchObject({ capacity: 120, features: ['Auditório', 'Projetor e telão'], photo: { id: photo, alt: 'Foto salao' } });
    expect(listed[1]).toMatchObject({ capacity: null, photo: null });

    expect(await saveEventSpace(db, listed[0]!.id, space('Salão principal', { capacity: '150', mediaId: photo! }))).toEqual({ ok: true, id: listed[0]!.id });
    expect(await moveEventSpace(db, listed[1]!.id, 'up')).toBe(true);
    listed = await listEventSpaces(db);
    expect(listed.map((s) => [s.title, s.capacity])).toEqual([
      ['Sala de reunião', null],
      ['Salão principal', 150],
    ]);
    expect(await moveEventSpace(db, listed[0]!.id, 'up')).toBe(true);
    expect(await moveEventSpace(db, '00000000-0000-4000-8000-000000000000', 'down')).toBe(false);
    expect(await saveEventSpace(db, '00000000-0000-4000-8000-000000000000', space('X'))).toEqual({ ok: false, reason: 'not-found' });
    expect(await deleteEventSpace(db, listed[0]!.id)).toBe(true);
    expect((await listEventSpaces(db)).map((s) => s.title)).toEqual(['Salão principal']);
  });

  it('a space whose photo is not in the library changes nothing', async () => {
    const saved = await saveEventSpace(db, null, space('Salão'));
    const before = await db.select().from(qrCentroEventos);
    expect(await saveEventSpace(db, saved.ok ? saved.id : null, space('Outro nome', { mediaId: '00000000-0000-4000-8000-000000000000' }))).toEqual({ ok: false, reason: 'media' });
    expect(await db.select().from(qrCentroEventos)).toEqual(before);
  });

  it('bad input: a Portuguese message per field', () => {
    const bad = eventSpaceSchema.safeParse({ title: ' ', subtitle: '', description: '', capacity: '0', features: '', mediaId: 'x' });
    expect(bad.success).toBe(false);
    const messages = Object.fromEntries(bad.error!.issues.map((i) => [i.path[0], i.message]));
    expect(messages).toEqual({ title: 'Nome do espaço é obrigatório.', capacity: 'Capacidade: um número inteiro de pessoas, de 1 a 99999.', mediaId: 'Imagem inválida.' });
    expect(eventPhotosSchema.safeParse({ photos: Array.from({ length: 25 }, () => ({ mediaId: '00000000-0000-4000-8000-000000000000', caption: '' })) }).error?.issues[0]?.message).toBe('No máximo 24 fotos.');
  });

  it('photos: the list replaces the previous one in its order with captions; an image twice counts once; a missing image changes nothing', async () => {
    const [a, b, c] = await media('a', 'b', 'c');
    const parse = (photos: { mediaId: string; caption: string }[]) => eventPhotosSchema.parse({ photos }).photos;
    expect(await saveEventPhotos(db, parse([{ mediaId: a!, caption: 'Palco' }, { mediaId: b!, caption: '' }, { mediaId: a!, caption: 'de novo' }]))).toEqual({ ok: true });
    expect((await listEventPhotos(db)).map((p) => [p.media.id, p.caption])).toEqual([
      [a, 'Palco'],
      [b, ''],
    ]);
    expect(await saveEventPhotos(db, parse([{ mediaId: c!, caption: 'Coffee break' }, { mediaId: a!, caption: 'Palco' }]))).toEqual({ ok: true });
    const kept = await db.select().from(qrCentroEventosPhotos);
    expect((await listEventPhotos(db)).map((p) => [p.media.id, p.caption])).toEqual([
      [c, 'Coffee break'],
      [a, 'Palco'],
    ]);
    expect(await saveEventPhotos(db, parse([{ mediaId: b!, caption: '' }, { mediaId: '00000000-0000-4000-8000-000000000000', caption: '' }]))).toEqual({ ok: false, reason: 'media' });
    expect(await db.select().from(qrCentroEventosPhotos)).toEqual(kept);
    expect(await saveEventPhotos(db, [])).toEqual({ ok: true });
    expect(await listEventPhotos(db)).toEqual([]);
  });
});

describe('the guest forms in the browser', () => {
  it('the same schema as the server: each field its message, the honeypot left to the server', () => {
    expect(guestFormErrors('review', { rating: '', name: 'Ana', city: '', comment: '', stayMonth: '' })).toEqual({ rating: 'Escolha de 1 a 5 estrelas.', comment: 'Comentário é obrigatório.' });
    expect(guestFormErrors('review', { rating: '5', name: 'Ana', city: '', comment: 'Bom.', stayMonth: '', website: 'bot' })).toEqual({});
    expect(guestFormErrors('quote', { name: 'X', email: 'nao-e-email', phone: '1', eventDate: '', guests: 'muitos', message: 'Oi' })).toMatchObject({ email: expect.any(String), guests: 'Informe o número de convidados (apenas números).' });
  });
});
