import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestDatabase, type TestDatabase } from '../helpers/db';
import { memoryCookieJar } from '../helpers/auth';
import { noisyJpeg } from '../helpers/images';
import * as schema from '@/server/db/schema';
import { PERMISSION_MESSAGE } from '@/lib/errors';
import { MEDIA_MESSAGES } from '@/lib/media';

// POST /api/admin/media as the browser sends it: the file's bytes as the body, name and category in the query.

const state = vi.hoisted(() => {
  process.env.AUTH_PROVIDER = 'local';
  // Plain http: the session cookie is hotel_session (on https it is __Host-hotel_session).
  process.env.SITE_URL = 'http://hotel.example';
  return { database: null as null | { db: unknown }, token: null as string | null, invalidated: [] as string[] };
});

vi.mock('@/server/db', () => ({ getDb: async () => state.database!.db, getDatabase: async () => state.database }));
vi.mock('@/server/auth/request-context', () => ({
  requestCookies: async () => memoryCookieJar(state.token ? { hotel_session: state.token } : {}),
  requestMeta: async () => ({ ip: '203.0.113.90', userAgent: 'vitest' }),
}));
vi.mock('@/server/cache', () => ({ invalidate: (...tags: string[]) => void state.invalidated.push(...tags) }));

let database: TestDatabase;
let dataDir: string;
let guestToken: string;
let staffToken: string;
let POST: (request: Request) => Promise<Response>;

beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'hotel-media-route-'));
  process.env.DATA_DIR = dataDir;
  database = await createTestDatabase();
  state.database = database;
  const { signUp } = await import('@/server/auth/users');
  const { createSession } = await import('@/server/auth/sessions');
  const guest = await signUp(database.db, { email: 'hospede@example.com', password: 'senha-do-hospede', fullName: 'Hóspede' });
  const staff = await signUp(database.db, { email: 'gerente@example.com', password: 'senha-do-gerente', fullName: 'Gerente' });
  if (!guest.ok || !staff.ok) throw new Error('users not created');
  await database.db.update(schema.profiles).set({ role: 'admin' }).where(eq(schema.profiles.userId, staff.user.id));
  guestToken = (await createSession(database.db, guest.user.id)).token;
  staffToken = (await createSession(database.db, staff.user.id)).token;
  ({ POST } = (await import('@/app/api/admin/media/route')) as unknown as { POST: typeof POST });
});
afterAll(async () => {
  await database.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});
beforeEach(async () => {
  state.token = null;
  state.invalidated.length = 0;
  await database.db.delete(schema.mediaGallery);
  fs.rmSync(path.join(dataDir, 'media'), { recursive: true, force: true });
});

const post = (body: BodyInit | Buffer | null, { query = 'category=gallery&fileName=Foto.jpg', headers = {} as Record<string, string> } = {}) =>
  POST(new Request(`http://hotel.example/api/admin/media?${query}`, { method: 'POST', body: Buffer.isBuffer(body) ? new Uint8Array(body) : body, headers: { 'content-type': 'image/jpeg', origin: 'http://hotel.example', ...headers }, duplex: 'half' } as RequestInit));

const nothingStored = async () => {
  expect(await database.db.select().from(schema.mediaGallery)).toEqual([]);
  expect(fs.existsSync(path.join(dataDir, 'media'))).toBe(false);
};

describe('POST /api/admin/media', () => {
  it('anonymous: 401; a guest: 403; nothing stored', async () => {
    const jpeg = await noisyJpeg(64, 64);
    const anonymous = await post(jpeg);
    expect(anonymous.status).toBe(401);
    expect(await anonymous.json()).toEqual({ message: PERMISSION_MESSAGE });
    state.token = guestToken;
    expect((await post(jpeg)).status).toBe(403);
    await nothingStored();
  });

  it('staff: 201 with the new row, files under DATA_DIR/media, the media tag expired', async () => {
    state.token = staffToken;
    const res = await post(await noisyJpeg(700, 400));
    expect(res.status).toBe(201);
    expect(res.headers.get('cache-control')).toBe('private, no-store');
    const { media } = (await res.json()) as { media: schema.MediaGalleryRow };
    expect(media).toMatchObject({ name: 'Foto.jpg', category: 'gallery', tags: ['optimized:webp', 'variants:3'], width: 700, height: 400, isFeatured: false });
    expect(fs.existsSync(path.join(dataDir, 'media', media.filePath!))).toBe(true);
    expect(state.invalidated).toEqual(['media']);

    // Served from the local disk by app/media/[...path]: its type, nosniff, cached for good (the key never changes content).
    const { GET } = await import('@/app/media/[...path]/route');
    for (const [key, type] of [[media.filePath!, 'image/jpeg'], [media.variants[0]!.path, 'image/webp']] as const) {
      const served = await GET(new Request(`http://hotel.example/media/${key}`), { params: Promise.resolve({ path: key.split('/') }) });
      expect(served.status).toBe(200);
      expect(Object.fromEntries(['content-type', 'x-content-type-options', 'cache-control'].map((h) => [h, served.headers.get(h)]))).toEqual({
        'content-type': type,
        'x-content-type-options': 'nosniff',
        'cache-control': 'public, max-age=31536000, immutable',
      });
    }
    fs.writeFileSync(path.join(dataDir, 'media', 'uploads', 'x.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
    expect((await GET(new Request('http://hotel.example/media/uploads/x.svg'), { params: Promise.resolve({ path: ['uploads', 'x.svg'] }) })).status).toBe(404);
  });

  it('the row keeps the name as typed, without control characters', async () => {
    state.token = staffToken;
    const res = await post(await noisyJpeg(64, 64), { query: `category=gallery&fileName=${encodeURIComponent('C:\\fotos\\Café\u0000 da manhã.JPG')}` });
    const { media } = (await res.json()) as { media: schema.MediaGalleryRow };
    expect(media.name).toBe('Café da manhã.JPG');
    expect(media.filePath).toMatch(/-caf---da-manh-\.jpg$/);
  });

  it('over 20 MB: 413 from Content-Length, and from a streamed body without one', async () => {
    state.token = staffToken;
    const big = Buffer.alloc(20 * 1024 * 1024 + 10, 0xff);
    const declared = await post(new Uint8Array(1), { headers: { 'content-length': String(big.length) } });
    expect(declared.status).toBe(413);
    expect(await declared.json()).toEqual({ title: 'Erro no upload', message: MEDIA_MESSAGES.tooLarge });
    let sent = 0;
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent >= big.length) return controller.close();
        controller.enqueue(big.subarray(sent, sent + 1024 * 1024));
        sent += 1024 * 1024;
      },
    });
    expect((await post(stream)).status).toBe(413);
    expect(sent).toBeLessThan(big.length + 1024 * 1024);
    await nothingStored();
  });

  it.each([
    ['another site', { headers: { origin: 'https://outro.example' } }, 403, 'Requisição recusada: ela não veio deste site.'],
    ['no file name', { query: 'category=gallery' }, 400, MEDIA_MESSAGES.missingFileName],
    ['an unknown category', { query: 'category=piscina&fileName=a.jpg' }, 400, MEDIA_MESSAGES.badCategory],
  ])('%s: refused', async (_label, options, status, message) => {
    state.token = staffToken;
    const res = await post(await noisyJpeg(64, 64), options);
    expect(res.status).toBe(status);
    expect(await res.json()).toEqual({ title: 'Erro no upload', message });
    await nothingStored();
  });

  it('an SVG sent as image/jpeg: 415; a truncated JPEG: 422', async () => {
    state.token = staffToken;
    const svg = await post(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>'));
    expect([svg.status, await svg.json()]).toEqual([415, { title: 'Erro no upload', message: MEDIA_MESSAGES.svg }]);
    const truncated = await post((await noisyJpeg(800, 600)).subarray(0, 15_000));
    expect(truncated.status).toBe(422);
    await nothingStored();
    expect(state.invalidated).toEqual([]);
  });
});
