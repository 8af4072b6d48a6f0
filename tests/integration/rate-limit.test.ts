import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { createTestDatabase, type TestDatabase } from '../helpers/db';
import { count } from '../helpers/guest-requests';
import { clientIp, hit, pruneRateLimits } from '@/server/rate-limit';

let database: TestDatabase;
let db: TestDatabase['db'];

beforeAll(async () => {
  database = await createTestDatabase();
  db = database.db;
});
afterAll(async () => {
  await database.close();
});

describe('hit', () => {
  it('allows `limit` hits per window and key', async () => {
    const results = [];
    for (let i = 0; i < 4; i++) results.push((await hit(db, 'test:a', 3, 600, true)).allowed);
    expect(results).toEqual([true, true, true, false]);
    expect((await hit(db, 'test:b', 3, 600, true)).allowed).toBe(true);
    const limited = await hit(db, 'test:a', 3, 600, true);
    expect(limited.retryAfterSeconds).toBeGreaterThan(0);
    expect(limited.retryAfterSeconds).toBeLessThanOrEqual(600);
  });

  it('is atomic under concurrency', async () => {
    const results = await Promise.all(Array.from({ length: 20 }, () => hit(db, 'test:concurrent', 7, 600, true)));
    expect(results.filter((r) => r.allowed)).toHaveLength(7);
  });

  it.runIf(process.env.TEST_DB_KIND === 'postgres')('counts one limit across two instances (two pools on one database)', async () => {
    const { openDatabase } = await import('@/server/db/client');
    const other = await openDatabase(database.options);
    try {
      const results = await Promise.all(Array.from({ length: 20 }, (_, i) => hit(i % 2 === 0 ? db : other.db, 'test:instances', 5, 600, true)));
      expect(results.filter((r) => r.allowed)).toHaveLength(5);
    } finally {
      await other.close();
    }
  });

  it('starts again in the next window', async () => {
    for (let i = 0; i < 2; i++) await hit(db, 'test:window', 2, 60, true);
    expect((await hit(db, 'test:window', 2, 60, true)).allowed).toBe(false);
    // Move the current window into the past, as if a minute went by.
    await db.execute(sql`update rate_limits set window_start = window_start - interval '60 seconds' where key = 'test:window'`);
    expect((await hit(db, 'test:window', 2, 60, true)).allowed).toBe(true);
  });

  it('does nothing when limits are off (RATE_LIMITS=off)', async () => {
    for (let i = 0; i < 5; i++) expect((await hit(db, 'test:off', 1, 600, false)).allowed).toBe(true);
    expect(await count(db, 'rate_limits', `key = 'test:off'`)).toBe(0);
  });

  it('prunes windows older than a day', async () => {
    await hit(db, 'test:old', 5, 600, true);
    await db.execute(sql`update rate_limits set window_start = now() - interval '2 days' where key = 'test:old'`);
    expect(await pruneRateLimits(db)).toBe(1);
    expect(await count(db, 'rate_limits', `key = 'test:old'`)).toBe(0);
  });
});

describe('clientIp', () => {
  const h = (init: Record<string, string>) => new Headers(init);
  it('takes the X-Forwarded-For entry `hops` places left of the last; never X-Real-IP', () => {
    // The last entry is the production server's own socket peer (or Vercel's client address).
    expect(clientIp(h({ 'x-forwarded-for': '6.6.6.6, 203.0.113.1', 'x-real-ip': '10.0.0.2' }), 0)).toBe('203.0.113.1');
    // Behind one reverse proxy: the proxy appended the client, the server appended the proxy.
    expect(clientIp(h({ 'x-forwarded-for': '6.6.6.6, 203.0.113.1, 10.0.0.1' }), 1)).toBe('203.0.113.1');
    expect(clientIp(h({ 'x-forwarded-for': '6.6.6.6, 203.0.113.1, 10.0.0.5, 10.0.0.1' }), 2)).toBe('203.0.113.1');
    expect(clientIp(h({ 'x-forwarded-for': '203.0.113.9' }), 3)).toBe('203.0.113.9');
    expect(clientIp(h({ 'x-real-ip': '198.51.100.4' }), 0)).toBe('unknown');
    expect(clientIp(h({}), 0)).toBe('unknown');
    expect(clientIp(h({ 'x-forwarded-for': '1.2.3.4, ' }), 0)).toBe('unknown');
  });
});
