// Next's cache handler (next.config.ts `cacheHandler`) for self-hosted instances: the data cache
// (unstable_cache) and the full-route cache of this process, kept in memory, and every cache-tag
// invalidation shared with the other instances on the same PostgreSQL through LISTEN/NOTIFY.
//
// - Each process keeps its own entries (nothing from the build's disk: a page prerendered against
//   the build's database is never served; the first request renders it from this instance's data).
// - revalidateTag/updateTag here expires the tags at once and NOTIFYs the others; a notification
//   from another instance expires the same tags here and empties the compressed-response cache of
//   scripts/response-cache.mjs.
// - Without a listening connection (lost, or never made) entries older than FALLBACK_TTL_MS count
//   as expired, and the connection is tried again; once back, everything older is dropped (the
//   notifications of the outage were missed).
// Not used on Vercel, whose data cache is shared by the platform (next.config.ts).
import { randomUUID } from 'node:crypto';
import { postgresConnection } from '../server/db/connection.mjs';

export const CHANNEL = 'hotel_cache_invalidation';
/** The listening connection's name in pg_stat_activity. */
export const LISTENER_NAME = 'hotel-cache-listener';
/** Longest an entry is trusted while no invalidation can reach this instance (below the pages' s-maxage of 60 s). */
export const FALLBACK_TTL_MS = 10_000;
/**
 * A render that read the old data just before an invalidation arrived may store its entry just
 * after it: entries stored up to this long after an invalidation of their tags count as expired too.
 */
export const SETTLE_MS = 1_000;
const RECONNECT_MIN_MS = 500;
const RECONNECT_MAX_MS = 15_000;
const DEFAULT_MAX_BYTES = 50 * 1024 * 1024;
const TAGS_HEADER = 'x-next-cache-tags';
const RESPONSE_CACHE_KEY = Symbol.for('hotel.response-cache');
const STORE_KEY = Symbol.for('hotel.cache-store');

const log = (level, message, fields = {}) => process.stderr.write(JSON.stringify({ time: new Date().toISOString(), level, message, ...fields }) + '\n');

/** Approximate bytes of an entry's value (what the size limit counts). */
function sizeOf(value) {
  if (!value) return 64;
  if (value.kind === 'APP_PAGE') {
    let size = (value.html?.length ?? 0) + (value.rscData?.length ?? 0);
    for (const segment of value.segmentData?.values() ?? []) size += segment.length;
    return size;
  }
  if (value.kind === 'APP_ROUTE') return value.body?.length ?? 0;
  return JSON.stringify(value).length;
}

/** The tags an entry depends on: a page's from its header, a data entry's from the read. */
function tagsOf(value, ctx) {
  if (value?.kind === 'FETCH') return [...(ctx?.tags ?? []), ...(ctx?.softTags ?? []), ...(value.tags ?? [])];
  const header = value?.headers?.[TAGS_HEADER];
  return typeof header === 'string' ? header.split(',') : [];
}

/**
 * The cache of one process and its link to the others.
 * @param {{ databaseUrl?: string, maxBytes?: number, now?: () => number, connect?: boolean }} options
 */
export function createCacheStore({ databaseUrl, maxBytes = DEFAULT_MAX_BYTES, now = Date.now, connect = true } = {}) {
  /** @type {Map<string, { value: unknown, lastModified: number, cacheControl: unknown, size: number }>} */
  const entries = new Map();
  /** @type {Map<string, number>} tag → when it was last invalidated */
  const invalidated = new Map();
  const origin = randomUUID();
  let bytes = 0;
  // Entries stored before this are expired (a reconnection after missed notifications).
  let resetAt = 0;
  /** @type {import('pg').Client | null} */
  let listener = null;
  let listening = false;
  let closed = false;
  let retryMs = RECONNECT_MIN_MS;
  let reconnectTimer = null;
  let pg = null;

  function remove(key) {
    const entry = entries.get(key);
    if (!entry) return;
    bytes -= entry.size;
    entries.delete(key);
  }

  function isExpired(entry, tags) {
    if (entry.lastModified < resetAt) return true;
    // Nothing can tell this instance of another's writes: trust the entry only briefly.
    if (databaseUrl && !listening && now() - entry.lastModified > FALLBACK_TTL_MS) return true;
    return tags.some((tag) => {
      const at = invalidated.get(tag);
      return at !== undefined && entry.lastModified <= at + SETTLE_MS;
    });
  }

  function expireLocally(tags) {
    const at = now();
    for (const tag of tags) invalidated.set(tag, at);
    // The compressed pages of scripts/response-cache.mjs are built from these entries.
    globalThis[RESPONSE_CACHE_KEY]?.clear();
  }

  function dropEverything() {
    resetAt = now();
    entries.clear();
    bytes = 0;
    globalThis[RESPONSE_CACHE_KEY]?.clear();
  }

  async function loadPg() {
    pg ??= (await import('pg')).default;
    return pg;
  }

  function scheduleReconnect() {
    if (closed || reconnectTimer) return;
    reconnectTimer = setTimeout(() => {
      reconnectTimer = null;
      void listen();
    }, retryMs);
    reconnectTimer.unref?.();
    retryMs = Math.min(retryMs * 2, RECONNECT_MAX_MS);
  }

  function lost(client, error) {
    if (listener !== client) return;
    listener = null;
    listening = false;
    client.removeAllListeners('notification');
    client.end().catch(() => {});
    if (!closed) {
      log('warn', 'cache invalidation listener lost', { error: String(error ?? 'connection ended') });
      scheduleReconnect();
    }
  }

  async function listen() {
    if (closed || listener) return;
    const { Client } = await loadPg();
    const client = new Client({ ...postgresConnection(databaseUrl), application_name: LISTENER_NAME, connectionTimeoutMillis: 5_000, keepAlive: true });
    listener = client;
    client.on('error', (error) => lost(client, error));
    client.on('end', () => lost(client));
    client.on('notification', (message) => {
      if (message.channel !== CHANNEL || !message.payload) return;
      try {
        const { from, tags } = JSON.parse(message.payload);
        if (from !== origin && Array.isArray(tags)) expireLocally(tags.map(String));
      } catch {
        // Not ours.
      }
    });
    try {
      await client.connect();
      await client.query(`LISTEN ${CHANNEL}`);
      if (listener !== client) return;
      const wasListening = listening;
      listening = true;
      retryMs = RECONNECT_MIN_MS;
      // Whatever was cached while deaf may have been invalidated meanwhile.
      if (!wasListening) dropEverything();
    } catch (error) {
      lost(client, error);
    }
  }

  /** Tells the other instances; through the listening connection, or a short one while it is down. */
  async function publish(tags) {
    if (!databaseUrl) return;
    const payload = JSON.stringify({ from: origin, tags });
    try {
      if (listening && listener) {
        await listener.query('select pg_notify($1, $2)', [CHANNEL, payload]);
        return;
      }
      const { Client } = await loadPg();
      const client = new Client({ ...postgresConnection(databaseUrl), connectionTimeoutMillis: 5_000 });
      client.on('error', () => {});
      try {
        await client.connect();
        await client.query('select pg_notify($1, $2)', [CHANNEL, payload]);
      } finally {
        await client.end().catch(() => {});
      }
    } catch (error) {
      // The others fall back to FALLBACK_TTL_MS only while their own listener is down: say so loudly.
      log('error', 'cache invalidation not sent to the other instances', { tags, error: String(error) });
    }
  }

  if (databaseUrl && connect) void listen();

  return {
    origin,
    fallbackTtlMs: FALLBACK_TTL_MS,
    get listening() {
      return listening;
    },
    get size() {
      return entries.size;
    },

    get(key, ctx) {
      const entry = entries.get(key);
      if (!entry) return null;
      if (isExpired(entry, tagsOf(entry.value, ctx))) {
        remove(key);
        return null;
      }
      // Most recently used last: the size limit drops from the front.
      entries.delete(key);
      entries.set(key, entry);
      return { value: entry.value, lastModified: entry.lastModified, cacheControl: entry.cacheControl };
    },

    set(key, value, ctx) {
      remove(key);
      const size = sizeOf(value);
      if (size > maxBytes) return;
      entries.set(key, { value, lastModified: now(), cacheControl: ctx?.fetchCache ? undefined : ctx?.cacheControl, size });
      bytes += size;
      while (bytes > maxBytes) remove(entries.keys().next().value);
    },

    async revalidateTag(tags) {
      const list = (typeof tags === 'string' ? [tags] : tags).map(String);
      if (list.length === 0) return;
      expireLocally(list);
      await publish(list);
    },

    async close() {
      closed = true;
      clearTimeout(reconnectTimer);
      const client = listener;
      listener = null;
      listening = false;
      await client?.end().catch(() => {});
    },
  };
}

/** The one store of this process (Next creates a handler per request). */
function processStore(maxBytes) {
  const holder = globalThis;
  // The build prerenders without telling the other instances (and without a connection).
  const building = process.env.NEXT_PHASE === 'phase-production-build';
  holder[STORE_KEY] ??= createCacheStore({
    databaseUrl: building ? undefined : process.env.DATABASE_LISTEN_URL || process.env.DATABASE_URL || undefined,
    maxBytes: maxBytes || DEFAULT_MAX_BYTES,
  });
  return holder[STORE_KEY];
}

export default class CacheHandler {
  constructor(options = {}) {
    this.store = processStore(options.maxMemoryCacheSize);
  }

  async get(key, ctx) {
    return this.store.get(key, ctx);
  }

  async set(key, data, ctx) {
    this.store.set(key, data, ctx);
  }

  async revalidateTag(tags) {
    await this.store.revalidateTag(tags);
  }

  resetRequestCache() {}
}
