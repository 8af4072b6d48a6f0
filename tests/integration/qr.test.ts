import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../helpers/db';
import { emailOutbox, notifications, qrCardapioItems, qrCodes, qrCodeScans, rateLimits, reviews } from '@/server/db/schema';
import { createQrCode, listMenuItems, listQrCodes, moveMenuItem, saveMenuItem, scanQrCode, setMenuItemAvailable, updateQrCode } from '@/server/qr';
import { requestEventQuote, submitQrReview, type QrFormContext } from '@/server/qr/guest-forms';
import { menuItemSchema } from '@/lib/qr';

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
  for (const table of [qrCodeScans, qrCodes, qrCardapioItems, reviews, emailOutbox, notifications, rateLimits]) await db.delete(table);
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
