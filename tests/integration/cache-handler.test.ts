import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { afterEach, describe, expect, it } from 'vitest';
import { createCacheStore, LISTENER_NAME, FALLBACK_TTL_MS, SETTLE_MS, type CacheStore } from '../../scripts/cache-handler.mjs';

// scripts/cache-handler.mjs: Next's cache of each instance, and tag invalidations carried to the
// other instances by PostgreSQL LISTEN/NOTIFY. Two stores here are two instances; the PostgreSQL
// part runs with TEST_DATABASE_URL (the project integration-postgres).

const DATABASE_URL = process.env.TEST_DATABASE_URL;
const onPostgres = process.env.TEST_DB_KIND === 'postgres' && !!DATABASE_URL;

const page = (tags: string[]) => ({ kind: 'APP_PAGE', html: '<p>Olá</p>', headers: { 'x-next-cache-tags': tags.join(',') }, status: 200 });
const data = (value: unknown) => ({ kind: 'FETCH', data: { body: JSON.stringify(value), headers: {}, status: 200 }, revalidate: false });
/** Tags of one test: other stores on the same database (another run) never touch them. */
const tag = (name: string) => `${name}-${randomUUID().slice(0, 8)}`;

async function until(check: () => boolean, withinMs: number) {
  const deadline = Date.now() + withinMs;
  while (!check()) {
    if (Date.now() > deadline) return false;
    await new Promise((r) => setTimeout(r, 20));
  }
  return true;
}

const stores: CacheStore[] = [];
function store(options: Parameters<typeof createCacheStore>[0] = {}) {
  const created = createCacheStore(options);
  stores.push(created);
  return created;
}
afterEach(async () => {
  await Promise.all(stores.splice(0).map((s) => s.close()));
});

describe('one instance (no database to listen on)', () => {
  it('keeps an entry until one of its tags is invalidated, a page by its header, a read by its tags', async () => {
    const cache = store();
    const [rooms, content] = [tag('rooms'), tag('site-content')];
    cache.set('/index', page([rooms, '_N_T_/']), { cacheControl: { revalidate: 60 } });
    cache.set('read-rooms', data([1, 2]), { fetchCache: true, tags: [rooms] });
    cache.set('read-content', data({ title: 'Olá' }), { fetchCache: true, tags: [content] });
    expect(cache.get('/index', { kind: 'APP_PAGE' })?.cacheControl).toEqual({ revalidate: 60 });

    await cache.revalidateTag([rooms]);
    expect(cache.get('/index', { kind: 'APP_PAGE' })).toBeNull();
    expect(cache.get('read-rooms', { kind: 'FETCH', tags: [rooms] })).toBeNull();
    expect(cache.get('read-content', { kind: 'FETCH', tags: [content] })?.value).toEqual(data({ title: 'Olá' }));
  });

  it('counts an entry stored just after an invalidation of its tags as expired (a render that read the old data)', async () => {
    let now = 1_000_000;
    const cache = store({ now: () => now });
    const rooms = tag('rooms');
    await cache.revalidateTag(rooms);
    now += SETTLE_MS - 1;
    cache.set('read', data('velho'), { fetchCache: true, tags: [rooms] });
    expect(cache.get('read', { kind: 'FETCH', tags: [rooms] })).toBeNull();
    now += 2;
    cache.set('read', data('novo'), { fetchCache: true, tags: [rooms] });
    expect(cache.get('read', { kind: 'FETCH', tags: [rooms] })?.value).toEqual(data('novo'));
  });

  it('drops the least recently used entries past its size limit', () => {
    const cache = store({ maxBytes: 1_000 });
    const html = 'x'.repeat(400);
    for (const key of ['a', 'b']) cache.set(key, { kind: 'APP_PAGE', html, headers: {} }, {});
    cache.get('a');
    cache.set('c', { kind: 'APP_PAGE', html, headers: {} }, {});
    expect(['a', 'b', 'c'].map((key) => cache.get(key) !== null)).toEqual([true, false, true]);
    cache.set('huge', { kind: 'APP_PAGE', html: 'x'.repeat(2_000), headers: {} }, {});
    expect(cache.get('huge')).toBeNull();
  });
});

describe.runIf(onPostgres)('two instances on one PostgreSQL', () => {
  it('an invalidation on A empties what its tags cover on B within one second, and nothing else', async () => {
    const [a, b] = [store({ databaseUrl: DATABASE_URL }), store({ databaseUrl: DATABASE_URL })];
    expect(await until(() => a.listening && b.listening, 5_000)).toBe(true);
    const [content, rooms] = [tag('site-content'), tag('rooms')];
    b.set('read-content', data('Título antigo'), { fetchCache: true, tags: [content] });
    b.set('/index', page([content, rooms]), {});
    b.set('read-rooms', data([1]), { fetchCache: true, tags: [rooms] });

    const started = Date.now();
    await a.revalidateTag([content]);
    expect(await until(() => b.get('read-content', { kind: 'FETCH', tags: [content] }) === null, 1_000)).toBe(true);
    expect(Date.now() - started).toBeLessThan(1_000);
    expect(b.get('/index', { kind: 'APP_PAGE' })).toBeNull();
    expect(b.get('read-rooms', { kind: 'FETCH', tags: [rooms] })?.value).toEqual(data([1]));
  });

  it('with its listener cut, B trusts entries only FALLBACK_TTL_MS, reconnects, drops what it kept while deaf, and hears A again', async () => {
    let now = Date.now();
    const a = store({ databaseUrl: DATABASE_URL });
    const b = store({ databaseUrl: DATABASE_URL, now: () => now });
    expect(await until(() => a.listening && b.listening, 5_000)).toBe(true);
    const rooms = tag('rooms');
    b.set('kept', data('antes'), { fetchCache: true, tags: [rooms] });

    // Cut B's listening connection from the server side, as a pooler or a network fault would.
    const root = new pg.Client({ connectionString: DATABASE_URL });
    await root.connect();
    try {
      const { rows } = await root.query<{ n: number }>('select count(*)::int as n from pg_stat_activity where application_name = $1', [LISTENER_NAME]);
      expect(rows[0]!.n).toBeGreaterThanOrEqual(2);
      await root.query('select pg_terminate_backend(pid) from pg_stat_activity where application_name = $1', [LISTENER_NAME]);
    } finally {
      await root.end();
    }
    expect(await until(() => !b.listening, 5_000)).toBe(true);
    // While deaf: an entry is trusted for the fallback time only.
    b.set('while-deaf', data('durante'), { fetchCache: true, tags: [rooms] });
    expect(b.get('while-deaf', { kind: 'FETCH', tags: [rooms] })).not.toBeNull();
    now += FALLBACK_TTL_MS + 1;
    expect(b.get('while-deaf', { kind: 'FETCH', tags: [rooms] })).toBeNull();

    // Back: everything older than the reconnection is dropped, then invalidations arrive again.
    expect(await until(() => a.listening && b.listening, 20_000)).toBe(true);
    expect(b.get('kept', { kind: 'FETCH', tags: [rooms] })).toBeNull();
    now += 5_000;
    b.set('after', data('depois'), { fetchCache: true, tags: [rooms] });
    expect(b.get('after', { kind: 'FETCH', tags: [rooms] })).not.toBeNull();
    now += SETTLE_MS + 1;
    await a.revalidateTag(rooms);
    expect(await until(() => b.get('after', { kind: 'FETCH', tags: [rooms] }) === null, 1_000)).toBe(true);
  });
});
