import { createHash } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import zlib from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { createResponseCache, nextScriptHashes, preferredEncoding, sharedMaxAge, withScriptHashes, type ResponseCache } from '../../scripts/response-cache.mjs';

const PAGE_HEADERS = { 'content-type': 'text/html; charset=utf-8', 'cache-control': 's-maxage=60, stale-while-revalidate=31535940', vary: 'rsc, Accept-Encoding' };

interface Origin {
  /** What the next requests get. */
  status: number;
  headers: Record<string, string>;
  body: string;
  /** Requests that reached the origin: from clients, and the cache's own fills. */
  clientRequests: number;
  fills: number;
  /** When set, fills wait for it before answering. */
  fillGate: Promise<void> | null;
}

const servers: http.Server[] = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((s) => new Promise((resolve) => s.close(resolve))));
});

/** A real HTTP server with the cache in front of a handler that plays Next's part. */
async function start(options: Parameters<typeof createResponseCache>[0] = {}) {
  const origin: Origin = { status: 200, headers: {}, body: '', clientRequests: 0, fills: 0, fillGate: null };
  publish(origin, 'v1');
  const errors: unknown[] = [];
  const cache: ResponseCache = createResponseCache({ onError: (e) => errors.push(e), ...options });
  const next = async (req: http.IncomingMessage, res: http.ServerResponse) => {
    const isFill = 'x-response-cache-fill' in req.headers;
    if (isFill) {
      origin.fills++;
      await origin.fillGate;
    } else origin.clientRequests++;
    res.writeHead(origin.status, origin.headers);
    res.end(req.method === 'HEAD' ? undefined : origin.body);
  };
  const server = http.createServer((req, res) => void cache.handle(req, res, next));
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  cache.setOrigin(base);
  return { cache, origin, errors, base };
}

/** A raw HTTP GET (fetch would decompress and hide the encoding). */
function get(url: string, headers: Record<string, string> = {}, method = 'GET') {
  return new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
    const req = http.request(url, { method, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
    });
    req.on('error', reject);
    req.end();
  });
}

/** The page Next answers from now on. */
function publish(origin: Origin, version: string) {
  origin.headers = { ...PAGE_HEADERS, etag: `"${version}"` };
  origin.body = `<html>${version}</html>`;
}

// Up to 10 s: the background fill is slow on a loaded CI machine.
const until = async (check: () => boolean) => {
  for (let i = 0; i < 1000 && !check(); i++) await new Promise((r) => setTimeout(r, 10));
  expect(check()).toBe(true);
};

describe('preferredEncoding', () => {
  it.each([
    ['gzip, deflate, br, zstd', 'br'],
    ['gzip', 'gzip'],
    ['br;q=0, gzip;q=0.8', 'gzip'],
    ['GZIP', 'gzip'],
    ['identity', 'identity'],
    ['', 'identity'],
    [undefined, 'identity'],
    ['deflate', 'identity'],
  ])('%s → %s', (header, expected) => expect(preferredEncoding(header)).toBe(expected));
});

describe('sharedMaxAge', () => {
  it('is the s-maxage of a public 200', () => expect(sharedMaxAge(200, { 'cache-control': 's-maxage=60, stale-while-revalidate=99' })).toBe(60));
  it.each([
    ['no s-maxage', 200, { 'cache-control': 'public, max-age=0' }],
    ['private', 200, { 'cache-control': 'private, no-cache, no-store, max-age=0, must-revalidate' }],
    ['a cookie set', 200, { 'cache-control': 's-maxage=60', 'set-cookie': ['a=b'] }],
    ['not a 200', 404, { 'cache-control': 's-maxage=60' }],
    ["Next's stale copy", 200, { 'cache-control': 's-maxage=60', 'x-nextjs-cache': 'STALE' }],
  ])('is 0 with %s', (_name, status, headers) => expect(sharedMaxAge(status, headers)).toBe(0));
});

const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;
const BOOTSTRAP = '(self.__next_f=self.__next_f||[]).push([0])';
const PAYLOAD = 'self.__next_f.push([1,"0:{\\"a\\":\\"</p>\\"}\\n"])';
const CHUNKS = '(globalThis["TURBOPACK"] || (globalThis["TURBOPACK"] = [])).push({"otherChunks":["static/chunks/a.js"],"runtimeModuleIds":[1]});';

describe('nextScriptHashes', () => {
  it("hashes the inline scripts Next writes: the RSC payload's bootstrap and chunks, and Turbopack's chunk list", () => {
    const html = `<head><script id="_R_">${CHUNKS}</script></head><body><script>${BOOTSTRAP}</script><script>${PAYLOAD}</script><script>${PAYLOAD}</script></body>`;
    expect(nextScriptHashes(html)).toEqual([sha256(CHUNKS), sha256(BOOTSTRAP), sha256(PAYLOAD)]);
  });

  it('leaves out scripts with a src, data blocks and any other inline script, even one that starts like Next', () => {
    const html = [
      '<script src="/_next/static/chunks/a.js" async=""></script>',
      '<script type="application/ld+json">{"@type":"Hotel"}</script>',
      '<script>alert(1)</script>',
      '<script>self.__next_f.push([1,"x"]);alert(1)</script>',
      '<script>self.__next_f.push(alert(1))</script>',
    ].join('');
    expect(nextScriptHashes(html)).toEqual([]);
  });
});

describe('withScriptHashes', () => {
  it("puts the hashes in script-src in place of 'unsafe-inline', and leaves the other directives alone", () => {
    const policy = "default-src 'self'; script-src 'self' 'unsafe-inline'; style-src 'self' 'unsafe-inline'; frame-ancestors 'none'";
    expect(withScriptHashes(policy, ["'sha256-a'", "'sha256-b'"])).toBe(
      "default-src 'self'; script-src 'self' 'sha256-a' 'sha256-b'; style-src 'self' 'unsafe-inline'; frame-ancestors 'none'",
    );
    expect(withScriptHashes(policy, [])).toBe("default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'; frame-ancestors 'none'");
  });
});

describe('response cache', () => {
  it('answers the first request through Next, then from memory in every encoding', async () => {
    const { cache, origin, base } = await start();
    const first = await get(`${base}/`, { 'accept-encoding': 'gzip' });
    expect(first.headers['x-response-cache']).toBe('MISS');
    expect(first.body.toString()).toBe('<html>v1</html>');
    await until(() => cache.size === 1);

    const br = await get(`${base}/`, { 'accept-encoding': 'gzip, deflate, br, zstd' });
    expect(br.headers['x-response-cache']).toBe('HIT');
    expect(br.headers['content-encoding']).toBe('br');
    expect(zlib.brotliDecompressSync(br.body).toString()).toBe('<html>v1</html>');
    expect(br.headers['content-length']).toBe(String(br.body.length));
    expect(br.headers['cache-control']).toBe(PAGE_HEADERS['cache-control']);
    expect(br.headers.vary).toBe(PAGE_HEADERS.vary);
    expect(br.headers.etag).toBe('"v1"');

    const gz = await get(`${base}/`, { 'accept-encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gz.body).toString()).toBe('<html>v1</html>');

    const plain = await get(`${base}/`);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString()).toBe('<html>v1</html>');

    const head = await get(`${base}/`, { 'accept-encoding': 'gzip' }, 'HEAD');
    expect(head.headers['x-response-cache']).toBe('HIT');
    expect(head.body.length).toBe(0);

    const conditional = await get(`${base}/`, { 'if-none-match': '"v1"' });
    expect(conditional.status).toBe(304);
    expect(conditional.body.length).toBe(0);

    expect(origin.clientRequests).toBe(1);
    expect(origin.fills).toBe(1);
  });

  it("keys by path and query, and leaves Next's router requests, POSTs and draft mode to Next", async () => {
    const { cache, origin, base } = await start();
    await get(`${base}/`);
    await until(() => cache.size === 1);
    expect((await get(`${base}/?utm_source=x`)).headers['x-response-cache']).toBe('MISS');
    await until(() => cache.size === 2);

    const before = origin.clientRequests;
    const routerRequests: Record<string, string>[] = [{ rsc: '1' }, { 'next-router-prefetch': '1' }, { 'next-router-state-tree': '%5B%5D' }, { cookie: 'a=1; __prerender_bypass=x' }];
    for (const headers of routerRequests) {
      const res = await get(`${base}/`, headers);
      expect(res.headers['x-response-cache']).toBeUndefined();
    }
    expect((await get(`${base}/`, {}, 'POST')).headers['x-response-cache']).toBeUndefined();
    expect(origin.clientRequests).toBe(before + 5);
  });

  it('never keeps a response that is not shared-cacheable', async () => {
    const { cache, origin, base } = await start();
    origin.headers = { 'content-type': 'text/html', 'cache-control': 'private, no-cache, no-store, max-age=0, must-revalidate' };
    await get(`${base}/painel`);
    await until(() => origin.fills === 1);
    await get(`${base}/painel`);
    await until(() => origin.fills === 2);
    expect(cache.size).toBe(0);
    expect(origin.clientRequests).toBe(2);
  });

  it('goes back to Next once s-maxage has run out', async () => {
    let clock = 1_000_000;
    const { cache, origin, base } = await start({ now: () => clock });
    await get(`${base}/`);
    await until(() => cache.size === 1);
    clock += 59_000;
    const cached = await get(`${base}/`);
    expect(cached.headers['x-response-cache']).toBe('HIT');
    expect(cached.headers.age).toBe('59');
    clock += 1_000;
    publish(origin, 'v2');
    expect((await get(`${base}/`)).headers['x-response-cache']).toBe('MISS');
    await until(() => origin.fills === 2);
    // The stale entry counts in cache.size until the refill's response is stored: ask until it is.
    let refreshed = await get(`${base}/`);
    for (let i = 0; i < 1000 && refreshed.headers['x-response-cache'] !== 'HIT'; i++) {
      await new Promise((r) => setTimeout(r, 10));
      refreshed = await get(`${base}/`);
    }
    expect(refreshed.headers['x-response-cache']).toBe('HIT');
    expect(refreshed.body.toString()).toBe('<html>v2</html>');
  });

  it('while an invalidation is under way, every request goes to Next and nothing is kept', async () => {
    const { cache, origin, base } = await start();
    await get(`${base}/`);
    await until(() => cache.size === 1);

    const release = cache.hold();
    expect(cache.size).toBe(0);
    publish(origin, 'v2');
    const during = await get(`${base}/`);
    expect(during.headers['x-response-cache']).toBe('MISS');
    expect(during.body.toString()).toBe('<html>v2</html>');
    expect(origin.fills).toBe(1);

    release();
    release(); // idempotent: a second call does not release another hold
    await get(`${base}/`);
    await until(() => cache.size === 1);
    const after = await get(`${base}/`);
    expect(after.headers['x-response-cache']).toBe('HIT');
    expect(after.body.toString()).toBe('<html>v2</html>');
  });

  it('throws away a fill that started before an invalidation', async () => {
    const { cache, origin, base } = await start();
    let open!: () => void;
    origin.fillGate = new Promise((resolve) => (open = resolve));
    await get(`${base}/`);
    await until(() => origin.fills === 1);
    // The page changes while the fill is waiting for the old version.
    cache.hold()();
    open();
    await new Promise((r) => setTimeout(r, 50));
    expect(cache.size).toBe(0);
    expect((await get(`${base}/`)).headers['x-response-cache']).toBe('MISS');
  });

  it('keeps at most maxEntries responses, dropping the oldest', async () => {
    const { cache, origin, base } = await start({ maxEntries: 2 });
    for (const [i, path] of ['/a', '/b'].entries()) {
      await get(`${base}${path}`);
      await until(() => cache.size === i + 1);
    }
    // The cache is full: storing /c is what drops /a, and its size stays 2. Wait for /c in memory.
    await get(`${base}/c`);
    await expect.poll(async () => (await get(`${base}/c`)).headers['x-response-cache'], { timeout: 10_000 }).toBe('HIT');
    expect(origin.fills).toBe(3);
    expect((await get(`${base}/a`)).headers['x-response-cache']).toBe('MISS');
  });

  it('reports a failed fill and keeps answering through Next', async () => {
    const { cache, errors } = await start();
    cache.setOrigin('http://127.0.0.1:1');
    const server = http.createServer((req, res) => void cache.handle(req, res, (_q, r) => r.end('ok')));
    servers.push(server);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const res = await get(`http://127.0.0.1:${(server.address() as AddressInfo).port}/`);
    expect(res.body.toString()).toBe('ok');
    await until(() => errors.length === 1);
    expect(cache.size).toBe(0);
  });

  it("answers a page from memory with a policy that names the page's own scripts by hash", async () => {
    const { cache, origin, base } = await start();
    const policy = "default-src 'self'; script-src 'self' 'unsafe-inline'; frame-ancestors 'none'";
    origin.headers = { ...origin.headers, 'content-security-policy': policy };
    origin.body = `<html><script>${BOOTSTRAP}</script><script>alert(1)</script></html>`;
    expect((await get(`${base}/`)).headers['content-security-policy']).toBe(policy);
    await until(() => cache.size === 1);
    const hit = await get(`${base}/`);
    expect(hit.headers['x-response-cache']).toBe('HIT');
    expect(hit.headers['content-security-policy']).toBe(`default-src 'self'; script-src 'self' ${sha256(BOOTSTRAP)}; frame-ancestors 'none'`);
  });
});
