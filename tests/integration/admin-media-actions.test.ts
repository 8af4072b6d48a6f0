import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { createTestDatabase, type TestDatabase } from '../helpers/db';
import { memoryCookieJar } from '../helpers/auth';
import { solidPng } from '../helpers/images';
import * as s from '@/server/db/schema';

// The media library's server actions as staff, through the real action boundary (define.ts), the
// real domain functions, PGlite/PostgreSQL and the local disk storage under DATA_DIR.

const state = vi.hoisted(() => {
  process.env.STAFF_EMAILS = 'equipe@hotel.example';
  process.env.AUTH_PROVIDER = 'local';
  process.env.STORAGE_PROVIDER = 'local';
  process.env.DATA_DIR = `${process.env.TMPDIR ?? '/tmp'}/media-actions-${process.pid}-${Date.now()}`;
  return { database: null as null | { db: unknown }, sessionToken: null as string | null, invalidated: [] as string[][] };
});

vi.mock('@/server/db', () => ({
  getDb: async () => state.database!.db,
  getDatabase: async () => state.database,
}));
vi.mock('@/server/auth/request-context', () => ({
  requestCookies: async () => memoryCookieJar(state.sessionToken ? { hotel_session: state.sessionToken } : {}),
  requestMeta: async () => ({ ip: '203.0.113.78', userAgent: 'vitest' }),
}));
vi.mock('@/server/email/after-response', () => ({ dispatchEmailsAfterResponse: () => {} }));
// Next's cache needs a request of the app; the test records which tags the actions expire.
vi.mock('@/server/cache', () => ({
  CACHE_TAGS: [],
  invalidate: () => {},
  invalidateFromAction: (...tags: string[]) => state.invalidated.push(tags),
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
  const staff = await signUp(db, { email: 'gerente@example.com', password: 'senha-do-gerente', fullName: 'Gerente' });
  if (!staff.ok) throw new Error('staff not created');
  await db.update(s.profiles).set({ role: 'admin' }).where(sql`${s.profiles.userId} = ${staff.user.id}`);
  state.sessionToken = (await createSession(db, staff.user.id)).token;
});
afterAll(async () => {
  await database.close();
  fs.rmSync(process.env.DATA_DIR!, { recursive: true, force: true });
});
beforeEach(async () => {
  await db.delete(s.sectionBackgrounds);
  await db.delete(s.mediaGallery);
  state.invalidated = [];
});

async function upload(name: string) {
  const { uploadMedia } = await import('@/server/media/upload');
  const outcome = await uploadMedia(db, { bytes: await solidPng(700, 500), fileName: name, category: 'gallery' });
  if (!outcome.ok) throw new Error(outcome.message);
  return outcome.media;
}

const row = async (id: string) => (await db.select().from(s.mediaGallery).where(eq(s.mediaGallery.id, id)))[0];

describe('media actions as staff', () => {
  it('saves the metadata and the gallery filters, keeping the pipeline tags, and expires the media tag', async () => {
    const { updateMediaAction } = await import('@/server/actions/admin-media');
    const media = await upload('fachada.png');
    const result = await updateMediaAction({
      id: media.id,
      name: 'Fachada à noite',
      description: '',
      altText: 'Fachada do hotel iluminada',
      category: 'gallery',
      filters: ['fachada', 'externa'],
      isFeatured: true,
      sortOrder: '3',
    });
    expect(result.ok).toBe(true);
    const saved = await row(media.id);
    expect(saved).toMatchObject({ name: 'Fachada à noite', description: null, altText: 'Fachada do hotel iluminada', isFeatured: true, sortOrder: 3 });
    expect(saved!.tags).toEqual(expect.arrayContaining(['filter:fachada', 'filter:externa', 'optimized:webp']));
    expect(state.invalidated).toEqual([['media']]);
  });

  it('refuses a blank name and a negative order with field errors, changing nothing', async () => {
    const { updateMediaAction } = await import('@/server/actions/admin-media');
    const media = await upload('quarto.png');
    const result = await updateMediaAction({ id: media.id, name: '  ', description: '', altText: '', category: 'gallery', filters: [], isFeatured: false, sortOrder: '-1' });
    expect(result).toMatchObject({ ok: false, errors: { name: expect.any(String), sortOrder: expect.any(String) } });
    expect(await row(media.id)).toEqual(media);
    expect(state.invalidated).toEqual([]);
  });

  it('shows where an image is used, then deletes it with its files and clears the background', async () => {
    const { mediaUsageAction, deleteMediaAction } = await import('@/server/actions/admin-media');
    const { setSectionBackground } = await import('@/server/media/backgrounds');
    const media = await upload('hero.png');
    expect((await setSectionBackground(db, 'hero', media.id)).ok).toBe(true);
    expect(await mediaUsageAction({ id: media.id })).toEqual({ ok: true, usage: [{ table: 'section_backgrounds', id: expect.any(String), label: 'hero' }] });

    const file = path.join(process.env.DATA_DIR!, 'media', media.filePath!);
    expect(fs.existsSync(file)).toBe(true);
    expect(await deleteMediaAction({ id: media.id })).toEqual({ ok: true });
    expect(await row(media.id)).toBeUndefined();
    expect(fs.existsSync(file)).toBe(false);
    expect((await db.select().from(s.sectionBackgrounds))[0]).toMatchObject({ mediaId: null, isActive: false });
    expect(state.invalidated).toEqual([['media', 'site-content']]);

    // A second delete of the same image: the spec's not-found text, nothing expired.
    expect(await deleteMediaAction({ id: media.id })).toEqual({ ok: false, message: 'Imagem não encontrada.' });
    expect(state.invalidated).toHaveLength(1);
  });

  it('answers Registrar Locais with the spec text when the deployment ships no image (public/hero, public/carrossel)', async () => {
    const { registerLocalAction } = await import('@/server/actions/admin-media');
    // A deployment whose public/ has neither folder (a checkout where a build generated them has both).
    const deployment = fs.mkdtempSync(path.join(database.dir, 'deployment-'));
    fs.mkdirSync(path.join(deployment, 'public'));
    const cwd = vi.spyOn(process, 'cwd').mockReturnValue(deployment);
    try {
      expect(await registerLocalAction({})).toEqual({ ok: false, message: 'Nenhuma imagem local encontrada' });
    } finally {
      cwd.mockRestore();
    }
    expect(await db.select().from(s.mediaGallery)).toEqual([]);
    expect(state.invalidated).toEqual([]);
  });

  it('refuses a visitor without a session before reading the input', async () => {
    const { deleteMediaAction } = await import('@/server/actions/admin-media');
    const media = await upload('cafe.png');
    const token = state.sessionToken;
    state.sessionToken = null;
    try {
      expect((await deleteMediaAction({ id: media.id })).ok).toBe(false);
    } finally {
      state.sessionToken = token;
    }
    expect(await row(media.id)).toBeDefined();
  });
});
