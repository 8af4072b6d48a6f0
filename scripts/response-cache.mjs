// The compressed-response cache in front of Next.js in `npm start` (scripts/serve.mjs).
//
// Next keeps a prerendered page in its full-route cache uncompressed and, on every request, hashes
// and gzips all of it again. This cache does what a CDN does in front of Vercel: it keeps the pages
// that Next marks as shared-cacheable (`s-maxage`) compressed once, gzip and brotli, and answers
// from memory until `s-maxage` runs out or the site's data changes (server/cache.ts holds it
// around every cache-tag invalidation of this process; scripts/cache-handler.mjs empties it when
// another instance invalidates). Anything else goes to Next untouched.
import { createHash, randomUUID } from 'node:crypto';
import http from 'node:http';
import { promisify } from 'node:util';
import zlib from 'node:zlib';

/** Where server/cache.ts finds the cache of this process, when it runs under scripts/serve.mjs. */
export const RESPONSE_CACHE_KEY = Symbol.for('hotel.response-cache');

const gzip = promisify(zlib.gzip);
const brotli = promisify(zlib.brotliCompress);

// Request headers with which Next answers with something other than the page's HTML (its Vary list).
const ROUTER_HEADERS = ['rsc', 'next-router-state-tree', 'next-router-prefetch', 'next-router-segment-prefetch', 'next-url'];
// Draft mode renders the page for the request: never from a cache.
const DRAFT_MODE_COOKIE = '__prerender_bypass';
// Headers of Next's answer that belong to that one connection or encoding, not to the page.
const NOT_STORED = new Set(['connection', 'keep-alive', 'transfer-encoding', 'date', 'content-length', 'content-encoding', 'x-nextjs-cache']);
const FILL_HEADER = 'x-response-cache-fill';
const STATUS_HEADER = 'x-response-cache';

/** The encodings the client accepts (`q` above 0), of those we store, best first. */
export function preferredEncoding(acceptEncoding) {
  const accepted = new Set();
  for (const part of String(acceptEncoding ?? '').split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    if (name && !(q && Number(q.slice(2)) === 0)) accepted.add(name);
  }
  if (accepted.has('br')) return 'br';
  if (accepted.has('gzip')) return 'gzip';
  return 'identity';
}

/** Seconds a shared cache may keep the response, or 0: `s-maxage` of a public 200 that sets no cookie. */
export function sharedMaxAge(status, headers) {
  if (status !== 200 || headers['set-cookie'] || headers['x-nextjs-cache'] === 'STALE') return 0;
  const cacheControl = String(headers['cache-control'] ?? '');
  if (/\b(private|no-store|no-cache)\b/.test(cacheControl)) return 0;
  const match = /\bs-maxage=(\d+)/.exec(cacheControl);
  return match ? Number(match[1]) : 0;
}

// The inline scripts Next writes into a page, each a call with JSON: the RSC payload's bootstrap and
// chunks, and Turbopack's list of the page's chunks.
const NEXT_SCRIPTS = [
  ['(self.__next_f=self.__next_f||[]).push(', ')'],
  ['self.__next_f.push(', ')'],
  ['(globalThis["TURBOPACK"] || (globalThis["TURBOPACK"] = [])).push(', ');'],
];
const INLINE_SCRIPT = /<script((?:\s[^>]*)?)>([\s\S]*?)<\/script>/g;

function isNextScript(text) {
  return NEXT_SCRIPTS.some(([start, end]) => {
    if (!text.startsWith(start) || !text.endsWith(end)) return false;
    try {
      JSON.parse(text.slice(start.length, text.length - end.length));
      return true;
    } catch {
      return false;
    }
  });
}

/**
 * The 'sha256-…' sources of the inline scripts of `html` that Next wrote. Only those: a script
 * that found its way into the page some other way gets no hash, so the browser refuses it.
 */
export function nextScriptHashes(html) {
  const hashes = new Set();
  for (const [, attributes, text] of html.matchAll(INLINE_SCRIPT)) {
    if (/\ssrc=/.test(attributes) || !isNextScript(text)) continue;
    hashes.add(`'sha256-${createHash('sha256').update(text).digest('base64')}'`);
  }
  return [...hashes];
}

/** `policy` whose script-src allows the inline scripts with these hashes instead of every inline script. */
export function withScriptHashes(policy, hashes) {
  return policy
    .split(';')
    .map((directive) => {
      const [name, ...sources] = directive.trim().split(/\s+/);
      if (name !== 'script-src') return directive;
      return ` ${[name, ...sources.filter((source) => source !== "'unsafe-inline'"), ...hashes].join(' ')}`;
    })
    .join(';')
    .trim();
}

function isCacheableRequest(req) {
  if (req.method !== 'GET' && req.method !== 'HEAD') return false;
  if (ROUTER_HEADERS.some((name) => name in req.headers)) return false;
  return !String(req.headers.cookie ?? '').includes(DRAFT_MODE_COOKIE);
}

/** GET of `path` from the server itself, bypassing this cache, uncompressed. */
function fetchUncompressed(origin, path, token) {
  return new Promise((resolve, reject) => {
    const req = http.get(`${origin}${path}`, { headers: { [FILL_HEADER]: token, 'accept-encoding': 'identity' } }, (res) => {
      const chunks = [];
      res.on('data', (chunk) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, rawHeaders: res.rawHeaders, body: Buffer.concat(chunks) }));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.setTimeout(30_000, () => req.destroy(new Error('timeout')));
  });
}

/**
 * @param {{ maxEntries?: number, now?: () => number, onError?: (error: unknown) => void }} [options]
 */
export function createResponseCache({ maxEntries = 32, now = Date.now, onError = () => {} } = {}) {
  /** @type {Map<string, { headers: string[], etag: string | undefined, bodies: Record<string, Buffer>, storedAt: number, maxAgeMs: number }>} */
  const entries = new Map();
  const filling = new Set();
  const token = randomUUID();
  let origin = null;
  // Bumped by every invalidation: a fill that started before one is thrown away.
  let generation = 0;
  // Invalidations under way (see hold()): meanwhile every request goes to Next.
  let holds = 0;

  function clear() {
    entries.clear();
    generation++;
  }

  async function fill(key) {
    filling.add(key);
    const startedAt = generation;
    const current = () => startedAt === generation && holds === 0;
    try {
      const answer = await fetchUncompressed(origin, key, token);
      const maxAge = sharedMaxAge(answer.status, answer.headers);
      if (maxAge === 0 || !current()) return;
      const headers = [];
      for (let i = 0; i < answer.rawHeaders.length; i += 2) {
        const name = answer.rawHeaders[i];
        if (NOT_STORED.has(name.toLowerCase())) continue;
        // A page Next rendered once carries no nonce: its policy names its scripts by hash.
        const isPagePolicy = name.toLowerCase() === 'content-security-policy' && String(answer.headers['content-type']).startsWith('text/html');
        headers.push(name, isPagePolicy ? withScriptHashes(answer.rawHeaders[i + 1], nextScriptHashes(answer.body.toString('utf8'))) : answer.rawHeaders[i + 1]);
      }
      const etag = answer.headers.etag;
      const previous = entries.get(key);
      // Unchanged since the last fill (same ETag): keep the bodies compressed then.
      const bodies =
        previous && etag && previous.etag === etag
          ? previous.bodies
          : {
              identity: answer.body,
              gzip: await gzip(answer.body, { level: 9 }),
              br: await brotli(answer.body, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: answer.body.length } }),
            };
      if (!current()) return;
      entries.delete(key);
      entries.set(key, { headers, etag, bodies, storedAt: now(), maxAgeMs: maxAge * 1000 });
      if (entries.size > maxEntries) entries.delete(entries.keys().next().value);
    } catch (error) {
      onError(error);
    } finally {
      filling.delete(key);
    }
  }

  function serve(entry, req, res) {
    const age = Math.floor((now() - entry.storedAt) / 1000);
    if (entry.etag && req.headers['if-none-match'] === entry.etag) {
      res.writeHead(304, [...entry.headers, 'Age', String(age), STATUS_HEADER, 'HIT']);
      res.end();
      return;
    }
    const encoding = preferredEncoding(req.headers['accept-encoding']);
    const body = entry.bodies[encoding];
    const headers = [...entry.headers, 'Content-Length', String(body.length), 'Age', String(age), STATUS_HEADER, 'HIT'];
    if (encoding !== 'identity') headers.push('Content-Encoding', encoding);
    res.writeHead(200, headers);
    res.end(req.method === 'HEAD' ? undefined : body);
  }

  return {
    /** The server's own address (http://host:port), for the fills; none set means no caching. */
    setOrigin(url) {
      origin = url;
    },

    /** Answers from the cache, or hands the request to `next` (Next's request handler). */
    handle(req, res, next) {
      if (req.headers[FILL_HEADER] === token) return next(req, res);
      if (!origin || !isCacheableRequest(req)) return next(req, res);
      const key = req.url ?? '/';
      const entry = entries.get(key);
      if (holds === 0 && entry && now() - entry.storedAt < entry.maxAgeMs) return serve(entry, req, res);
      res.setHeader(STATUS_HEADER, 'MISS');
      if (holds === 0 && !filling.has(key)) void fill(key);
      return next(req, res);
    },

    /**
     * Called when cache tags are invalidated: empties the cache and keeps it out of the way until
     * the returned release is called, once Next has applied the invalidation (it does so at the
     * end of the action or route handler that asked for it).
     */
    hold() {
      holds++;
      clear();
      let released = false;
      return () => {
        if (released) return;
        released = true;
        holds--;
        clear();
      };
    },

    /** Empties the cache: another instance changed the site's data (scripts/cache-handler.mjs). */
    clear,

    /** Number of responses held, for tests. */
    get size() {
      return entries.size;
    },
  };
}
