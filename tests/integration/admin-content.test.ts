import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { asc, eq } from 'drizzle-orm';
import { createTestDatabase, type TestDatabase } from '../helpers/db';
import { hotelInfo, reviews, siteContent, videoSite } from '@/server/db/schema';
import { readAllSiteContent, replaceSection } from '@/server/site-content';
import { readHotelInfo, saveHotelInfo } from '@/server/hotel-info';
import { createVideo, deactivateVideo, listVideos, toggleVideo, updateVideo } from '@/server/videos';
import { listReviewsForModeration, moderateReview } from '@/server/reviews';
import { hotelInfoSchema } from '@/lib/hotel-info-schema';
import { videoSchema } from '@/lib/video-schema';

let database: TestDatabase;
let db: TestDatabase['db'];

beforeAll(async () => {
  database = await createTestDatabase();
  db = database.db;
});
afterAll(async () => {
  await database.close();
});

const sectionRows = (section: string) =>
  db
    .select({ key: siteContent.contentKey, value: siteContent.contentValue, type: siteContent.contentType })
    .from(siteContent)
    .where(eq(siteContent.section, section))
    .orderBy(asc(siteContent.contentKey));

describe('site content: replacing a section', () => {
  beforeEach(async () => {
    await db.delete(siteContent);
    await db.insert(siteContent).values([
      { section: 'apartment-carousel', contentKey: 'title', contentValue: 'Antigo título' },
      { section: 'apartment-carousel', contentKey: 'description', contentValue: 'Antiga descrição' },
      { section: 'hero', contentKey: 'title', contentValue: 'Outra seção' },
    ]);
  });

  it('deletes the section rows and inserts the new ones as text, leaving other sections alone', async () => {
    await replaceSection(db, 'apartment-carousel', [{ key: 'title', value: 'Novo título', type: 'text' }]);
    expect(await sectionRows('apartment-carousel')).toEqual([{ key: 'title', value: 'Novo título', type: 'text' }]);
    expect(await sectionRows('hero')).toEqual([{ key: 'title', value: 'Outra seção', type: 'text' }]);
    expect((await readAllSiteContent(db))['apartment-carousel']).toEqual({ title: 'Novo título' });
  });

  it.each([
    ['a duplicate key (unique section/key)', [{ key: 'title', value: 'Um', type: 'text' as const }, { key: 'title', value: 'Dois', type: 'text' as const }]],
    ['a NUL byte PostgreSQL refuses in text', [{ key: 'title', value: 'ok', type: 'text' as const }, { key: 'description', value: 'a\u0000b', type: 'text' as const }]],
    ['a content type outside the check constraint', [{ key: 'title', value: 'ok', type: 'video' as unknown as 'text' }]],
  ])('keeps the old rows when the insert fails mid-way: %s', async (_label, rows) => {
    await expect(replaceSection(db, 'apartment-carousel', rows)).rejects.toThrow();
    expect(await sectionRows('apartment-carousel')).toEqual([
      { key: 'description', value: 'Antiga descrição', type: 'text' },
      { key: 'title', value: 'Antigo título', type: 'text' },
    ]);
    // The connection is usable afterwards (the transaction was rolled back, not left open).
    await replaceSection(db, 'apartment-carousel', []);
    expect(await sectionRows('apartment-carousel')).toEqual([]);
  });

  it('serialises concurrent saves of one section: each succeeds, the last one wins whole', async () => {
    const saves = Array.from({ length: 6 }, (_, i) =>
      replaceSection(db, 'apartment-carousel', [
        { key: 'title', value: `Título ${i}`, type: 'text' },
        { key: 'description', value: `Descrição ${i}`, type: 'text' },
      ]),
    );
    expect((await Promise.allSettled(saves)).map((r) => r.status)).toEqual(Array(6).fill('fulfilled'));
    const rows = await sectionRows('apartment-carousel');
    expect(rows).toHaveLength(2);
    // Title and description come from the same save.
    expect(rows[0]!.value.replace('Descrição ', '')).toBe(rows[1]!.value.replace('Título ', ''));
  });
});

describe('hotel info', () => {
  beforeEach(async () => {
    await db.delete(hotelInfo);
    await db.insert(hotelInfo).values([
      { key: 'phone_primary', value: '(66) 3468-0000', updatedAt: new Date('2026-01-01T00:00:00Z') },
      { key: 'latitude', value: '-14.05' },
    ]);
  });

  it('upserts the validated keys with updated_at, keeping the others', async () => {
    const values = hotelInfoSchema.parse({
      total_rooms: '70',
      children_age_policy: '6',
      minor_policy: '',
      phone_primary: '66 3468 1111',
      phone_whatsapp: '66999990001',
      email_contact: 'contato@hotel.example',
      address: 'Rua A, 1',
      maps_url: 'https://maps.example/hotel',
    });
    await saveHotelInfo(db, values);
    const info = await readHotelInfo(db);
    expect(info).toMatchObject({ total_rooms: '70', phone_primary: '(66) 3468-1111', phone_whatsapp: '(66) 99999-0001', latitude: '-14.05', minor_policy: '' });
    const [row] = await db.select().from(hotelInfo).where(eq(hotelInfo.key, 'phone_primary'));
    expect(new Date(row!.updatedAt).getTime()).toBeGreaterThan(Date.parse('2026-01-02T00:00:00Z'));
  });

  it('changes nothing when one write fails', async () => {
    await expect(saveHotelInfo(db, { phone_primary: '(66) 1111-2222', address: 'a\u0000b' })).rejects.toThrow();
    expect((await readHotelInfo(db)).phone_primary).toBe('(66) 3468-0000');
    expect(await readHotelInfo(db)).not.toHaveProperty('address');
  });
});

describe('videos', () => {
  beforeEach(async () => {
    await db.delete(videoSite);
  });
  const form = (over: Record<string, unknown>) =>
    videoSchema.parse({ title: 'Tour', description: '', youtubeUrl: 'https://youtu.be/dQw4w9WgXcQ', section: 'site', backgroundColor: '', sortOrder: 0, isActive: true, ...over });

  it('stores the id parsed from each URL form and lists by sort order, then newest first', async () => {
    const a = await createVideo(db, form({ title: 'A', sortOrder: 2, youtubeUrl: 'https://www.youtube.com/watch?v=aqz-KE-bpKQ' }));
    const b = await createVideo(db, form({ title: 'B', sortOrder: 1, youtubeUrl: 'https://www.youtube.com/embed/ScMzIvxBSi4' }));
    await new Promise((r) => setTimeout(r, 5));
    const c = await createVideo(db, form({ title: 'C', sortOrder: 1, backgroundColor: '#112233', section: 'others' }));
    expect([a.youtubeId, b.youtubeId, c.youtubeId]).toEqual(['aqz-KE-bpKQ', 'ScMzIvxBSi4', 'dQw4w9WgXcQ']);
    expect((await listVideos(db)).map((v) => v.title)).toEqual(['C', 'B', 'A']);
    expect(c).toMatchObject({ backgroundColor: '#112233', section: 'others', description: '' });
  });

  it('updates, toggles and soft-deletes with updated_at set', async () => {
    const v = await createVideo(db, form({}));
    const before = Date.parse(v.updatedAt);
    await new Promise((r) => setTimeout(r, 5));
    const updated = await updateVideo(db, v.id, form({ title: 'Novo', youtubeUrl: 'https://youtu.be/ScMzIvxBSi4' }));
    expect(updated).toMatchObject({ title: 'Novo', youtubeId: 'ScMzIvxBSi4' });
    expect(Date.parse(updated!.updatedAt)).toBeGreaterThan(before);
    expect((await toggleVideo(db, v.id))!.isActive).toBe(false);
    expect((await toggleVideo(db, v.id))!.isActive).toBe(true);
    expect((await deactivateVideo(db, v.id))!.isActive).toBe(false);
    expect(await db.select().from(videoSite)).toHaveLength(1);
    const missing = '00000000-0000-0000-0000-000000000000';
    expect(await updateVideo(db, missing, form({}))).toBeNull();
    expect(await toggleVideo(db, missing)).toBeNull();
  });
});

describe('review moderation', () => {
  let pending: string;
  let approved: string;
  beforeEach(async () => {
    await db.delete(reviews);
    const rows = await db
      .insert(reviews)
      .values([
        { authorName: 'Ana', rating: 5, text: 'Ótimo', status: 'pending', source: 'qr', createdAt: new Date('2026-03-01T12:00:00Z') },
        { authorName: 'Bruno', rating: 4, text: 'Bom', status: 'approved', isFeatured: true, createdAt: new Date('2026-02-01T12:00:00Z') },
      ])
      .returning({ id: reviews.id, name: reviews.authorName });
    pending = rows.find((r) => r.name === 'Ana')!.id;
    approved = rows.find((r) => r.name === 'Bruno')!.id;
  });

  const state = async (id: string) => {
    const [r] = await db.select({ status: reviews.status, isFeatured: reviews.isFeatured, updatedAt: reviews.updatedAt }).from(reviews).where(eq(reviews.id, id));
    return r!;
  };

  it('lists pending reviews first', async () => {
    expect((await listReviewsForModeration(db)).map((r) => [r.authorName, r.status])).toEqual([
      ['Ana', 'pending'],
      ['Bruno', 'approved'],
    ]);
  });

  it('features only approved reviews', async () => {
    expect(await moderateReview(db, { id: pending, action: 'feature' })).toBe('needs_approval');
    expect(await state(pending)).toMatchObject({ status: 'pending', isFeatured: false });
    expect(await moderateReview(db, { id: pending, action: 'approve' })).toBe('ok');
    expect(await moderateReview(db, { id: pending, action: 'feature' })).toBe('ok');
    expect(await state(pending)).toMatchObject({ status: 'approved', isFeatured: true });
  });

  it('hiding takes a review off the home page; unfeature keeps it approved', async () => {
    const before = (await state(approved)).updatedAt;
    expect(await moderateReview(db, { id: approved, action: 'unfeature' })).toBe('ok');
    expect(await state(approved)).toMatchObject({ status: 'approved', isFeatured: false });
    expect(new Date((await state(approved)).updatedAt).getTime()).toBeGreaterThan(new Date(before).getTime());
    await moderateReview(db, { id: approved, action: 'feature' });
    expect(await moderateReview(db, { id: approved, action: 'hide' })).toBe('ok');
    expect(await state(approved)).toMatchObject({ status: 'hidden', isFeatured: false });
  });

  it('answers not_found for an unknown review', async () => {
    for (const action of ['approve', 'hide', 'feature', 'unfeature'] as const) {
      expect(await moderateReview(db, { id: '00000000-0000-0000-0000-000000000000', action })).toBe('not_found');
    }
  });
});
