import 'server-only';
import { revalidateTag, unstable_cache, updateTag } from 'next/cache';
import { after } from 'next/server';
import { getDatabase } from '@/server/db';
import { publicReadDeadlineMs, raceDeadline, recordError, retry, withDeadline } from '@/server/resilience';

/** Tags of the public reads; every admin write invalidates the ones it touched. */
export const CACHE_TAGS = ['rooms', 'site-content', 'services', 'media', 'videos', 'reviews', 'hotel-info', 'availability', 'qr'] as const;
export type CacheTag = (typeof CACHE_TAGS)[number];

/**
 * A public read: cached in Next's data cache under its tags, so pages built from it are served
 * from the full-route cache until a tag is invalidated (no database query per request). When the
 * database cannot be read, the built-in sample data is returned instead, and not cached
 * (`fallback` gets the error: a read may fall back differently per kind of failure). The read gives
 * up after DB_DEADLINES.publicReadMs, retrying network failures within that time (it is
 * idempotent); with the database's breaker open it falls back at once.
 */
export function publicRead<T>(
  key: string,
  tags: CacheTag[],
  read: () => Promise<T>,
  fallback: (err: unknown) => T | Promise<T>,
): (() => Promise<T>) & { uncached: () => Promise<T> } {
  // The database's instance id is an argument, hence part of the cache key.
  const cached = unstable_cache((_instanceId: string) => read(), [key], { tags, revalidate: false });
  const readOrFallback = async () => {
    try {
      return await withDeadline(publicReadDeadlineMs(), async () => {
        const { instanceId } = await getDatabase();
        return raceDeadline(retry(() => cached(instanceId)));
      });
    } catch (err) {
      recordError(err, `public read ${key}`, { fallback: true });
      return await fallback(err);
    }
  };
  // /test-services runs the read itself: its real answer and time, never the cache or the fallback.
  return Object.assign(readOrFallback, { uncached: read });
}

// The compressed-response cache of `npm start`, when this process runs under it: found by the same
// Symbol.for key as RESPONSE_CACHE_KEY of scripts/response-cache.mjs (not bundled into the server).
const RESPONSE_CACHE_KEY = Symbol.for('hotel.response-cache');

/** The part of scripts/response-cache.mjs that an invalidation uses: empty it and keep it out of the way until released. */
interface ResponseCache {
  hold(): () => void;
}

/**
 * Next applies an invalidation at the end of the action or route handler that asked for it, so the
 * response cache stays empty and out of the way until then: no page rendered before that moment
 * is kept in it.
 */
function holdResponseCache() {
  const cache = (globalThis as { [RESPONSE_CACHE_KEY]?: ResponseCache })[RESPONSE_CACHE_KEY];
  if (!cache) return;
  const release = cache.hold();
  try {
    after(release);
  } catch (err) {
    release();
    throw err;
  }
}

/** Expires the tags at once from a route handler or other non-action code: the next request renders with fresh data. */
export function invalidate(...tags: CacheTag[]) {
  for (const tag of tags) revalidateTag(tag, { expire: 0 });
  holdResponseCache();
}

/**
 * From a server action: Next 16's read-your-own-writes API. updateTag (server actions only) expires
 * the tags at once, so the next request waits for fresh data instead of getting the stale page.
 */
export function invalidateFromAction(...tags: CacheTag[]) {
  for (const tag of tags) updateTag(tag);
  holdResponseCache();
}
